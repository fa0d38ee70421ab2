import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProviderError } from '../../../src/providers/http.js';
import { VkIdClient } from '../../../src/providers/vkid/client.js';
import { VkIdError } from '../../../src/providers/vkid/identity.js';
import { codeChallengeS256, randomUrlSafe } from '../../../src/providers/vkid/pkce.js';
import { SandboxVkIdGateway, sandboxVkUser } from '../../../src/providers/vkid/sandbox.js';
import { type FakeVkId, startFakeVkId } from './fake-server.js';

const clientId = '51234567';
const redirectUri = 'https://shop.test/auth/vk/callback';
const person = { userId: 987654321, firstName: 'Анна', lastName: 'Петрова' };

let fake: FakeVkId;
beforeAll(async () => {
  fake = await startFakeVkId(clientId);
});
afterAll(() => fake.close());

function startFlow() {
  const codeVerifier = randomUrlSafe();
  const state = randomUrlSafe();
  const callback = fake.authorize(
    {
      response_type: 'code',
      client_id: clientId,
      redirect_uri: redirectUri,
      state,
      code_challenge: codeChallengeS256(codeVerifier),
      code_challenge_method: 's256',
    },
    person,
  );
  return { codeVerifier, state, code: callback.get('code') ?? '', deviceId: callback.get('device_id') ?? '', callback };
}

const client = (timeoutMs = 2000) => new VkIdClient({ host: fake.url, clientId, timeoutMs });

describe('PKCE', () => {
  it('computes the S256 challenge of RFC 7636', () => {
    expect(codeChallengeS256('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
  });
});

describe('VkIdClient against the fake VK ID', () => {
  it('exchanges the code with the verifier and reads the profile', async () => {
    const flow = startFlow();
    expect(flow.callback.get('state')).toBe(flow.state);
    const identity = await client().signIn({ ...flow, redirectUri });
    expect(identity).toEqual({ userId: '987654321', firstName: 'Анна', lastName: 'Петрова' });
    const exchange = new URLSearchParams(fake.requests.find((r) => r.path === '/oauth2/auth')?.body);
    expect(exchange.get('grant_type')).toBe('authorization_code');
    expect(exchange.get('code_verifier')).toBe(flow.codeVerifier);
    expect(exchange.get('device_id')).toBe(flow.deviceId);
  });

  it('is refused with a wrong verifier, exactly as VK refuses it', async () => {
    const flow = startFlow();
    const error = await client()
      .signIn({ ...flow, codeVerifier: randomUrlSafe(), redirectUri })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(VkIdError);
    expect((error as VkIdError).vkError).toBe('invalid_request');
    expect((error as VkIdError).message).toContain('verifier is missing or invalid');
  });

  it('cannot use a code twice', async () => {
    const flow = startFlow();
    await client().signIn({ ...flow, redirectUri });
    const error = await client()
      .signIn({ ...flow, redirectUri })
      .catch((e: unknown) => e);
    expect((error as VkIdError).vkError).toBe('invalid_grant');
  });

  it('is refused with another redirect URI', async () => {
    const flow = startFlow();
    const error = await client()
      .signIn({ ...flow, redirectUri: 'https://evil.test/cb' })
      .catch((e: unknown) => e);
    expect((error as VkIdError).vkError).toBe('invalid_request');
  });

  it('gives up when VK does not answer in time', async () => {
    const flow = startFlow();
    fake.slowNext(1000);
    const error = await client(200)
      .signIn({ ...flow, redirectUri })
      .catch((e: unknown) => e);
    expect((error as ProviderError).failure).toBe('timeout');
  });

  it('refuses an authorize request without PKCE S256', () => {
    expect(() =>
      fake.authorize(
        {
          response_type: 'code',
          client_id: clientId,
          redirect_uri: redirectUri,
          state: randomUrlSafe(),
          code_challenge: 'x',
          code_challenge_method: 'plain',
        },
        person,
      ),
    ).toThrow(/PKCE/);
  });
});

describe('SandboxVkIdGateway', () => {
  it('signs the sandbox person in through the same checks', async () => {
    const sandbox = new SandboxVkIdGateway('http://localhost:3000', {
      production: false,
      allowSandboxInProduction: false,
    });
    const codeVerifier = randomUrlSafe();
    const state = randomUrlSafe();
    const result = sandbox.emulator.authorize(
      new URLSearchParams({
        response_type: 'code',
        client_id: sandbox.clientId,
        redirect_uri: redirectUri,
        state,
        code_challenge: codeChallengeS256(codeVerifier),
        code_challenge_method: 's256',
      }),
      sandboxVkUser,
    );
    if (!('redirect' in result)) throw new Error(result.error);
    const callback = new URL(result.redirect).searchParams;
    const exchange = {
      code: callback.get('code') ?? '',
      deviceId: callback.get('device_id') ?? '',
      state,
      redirectUri,
    };
    await expect(sandbox.signIn({ ...exchange, codeVerifier: randomUrlSafe() })).rejects.toThrow(/verifier/);
    // The failed attempt did not burn the code; the right verifier still works once.
    expect((await sandbox.signIn({ ...exchange, codeVerifier })).userId).toBe(String(sandboxVkUser.userId));
  });
});
