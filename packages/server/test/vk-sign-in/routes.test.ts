import { buildVkAuthorizeUrl } from '@stickers62/core/api';
import type { VkAuthParams } from '@stickers62/core/contract';
import { authServerTexts, loginTexts } from '@stickers62/core/texts';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, vkAuthStates } from '../../src/db/schema.js';
import { sandboxProvidersConfig } from '../../src/providers/config.js';
import { vkBindingCookie } from '../../src/vk-sign-in/sign-in.js';
import { type FakeVkId, startFakeVkId } from '../providers/vkid/fake-server.js';
import { createTestApp, type TestApp } from '../test-support/app.js';

const clientId = '52000001';
const person = { userId: 777000111, firstName: 'Анна', lastName: 'Петрова' };

let fake: FakeVkId;
let realApp: TestApp;

beforeAll(async () => {
  fake = await startFakeVkId(clientId);
  realApp = await createTestApp({
    config: { providers: { ...sandboxProvidersConfig(), timeoutMs: 2000, vkId: { clientId, host: fake.url } } },
  });
});
afterAll(async () => {
  await realApp.close();
  await fake.close();
});

interface Started {
  params: VkAuthParams;
  binding: string;
}

function bindingOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === vkBindingCookie);
  if (!cookie) throw new Error('no binding cookie');
  return cookie.value;
}

async function start(app: TestApp, binding?: string): Promise<Started> {
  const response = await app.app.inject({
    method: 'GET',
    url: '/api/web/auth/vkauth-params',
    ...(binding ? { cookies: { [vkBindingCookie]: binding } } : {}),
  });
  expect(response.statusCode).toBe(200);
  return { params: response.json(), binding: bindingOf(response) };
}

/**
 * The browser at VK, sent there by the sign-in button (core's address of VK's page): the person
 * signs in and VK redirects back with code, state and device_id.
 */
function approveAtVk({ params }: Started): URLSearchParams {
  return fake.authorize(Object.fromEntries(new URL(buildVkAuthorizeUrl(params)).searchParams), person);
}

function finish(app: TestApp, callback: URLSearchParams, binding: string | undefined) {
  return app.app.inject({
    method: 'GET',
    url: '/api/web/auth/vkauth',
    query: {
      code: callback.get('code') ?? '',
      state: callback.get('state') ?? '',
      device_id: callback.get('device_id') ?? '',
      ext_id: 'ignored',
    },
    ...(binding ? { cookies: { [vkBindingCookie]: binding } } : {}),
  });
}

describe('VK ID sign-in against the fake VK ID', () => {
  it('hands out the authorize parameters with a PKCE S256 challenge and a browser-bound state', async () => {
    const started = await start(realApp);
    expect(started.params).toMatchObject({
      authorizeUrl: `${fake.url}/authorize`,
      clientId,
      redirectUri: 'http://localhost:3000/auth/vk/callback',
      codeChallengeMethod: 's256',
    });
    expect(started.params.state).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [stored] = await realApp.app.db
      .select()
      .from(vkAuthStates)
      .where(eq(vkAuthStates.state, started.params.state));
    expect(stored?.browserBindingHash).not.toBe(started.binding);
    expect(stored?.codeVerifier).not.toBe(started.params.codeChallenge);
  });

  it('signs a first-time person up as a customer named from VK, and the same person in again', async () => {
    const first = await start(realApp);
    const response = await finish(realApp, approveAtVk(first), first.binding);
    expect(response.statusCode).toBe(200);
    expect(response.json().token).toEqual(expect.any(String));
    expect(response.cookies.find((c) => c.name === 'refreshToken')?.httpOnly).toBe(true);

    const again = await start(realApp, first.binding);
    expect((await finish(realApp, approveAtVk(again), again.binding)).statusCode).toBe(200);

    const accounts = await realApp.app.db
      .select()
      .from(users)
      .where(eq(users.vkUserId, String(person.userId)));
    expect(accounts).toHaveLength(1);
    expect(accounts[0]).toMatchObject({ name: 'Анна Петрова', role: 'customer', isTemporary: false });
  });

  it('refuses a replayed state', async () => {
    const started = await start(realApp);
    const callback = approveAtVk(started);
    expect((await finish(realApp, callback, started.binding)).statusCode).toBe(200);
    const replay = await finish(realApp, callback, started.binding);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().message).toBe(authServerTexts.vkStateInvalid);
  });

  it('refuses a state brought by another browser, and burns it', async () => {
    const victim = await start(realApp);
    const attacker = await start(realApp);
    const callback = approveAtVk(victim);
    const foreign = await finish(realApp, callback, attacker.binding);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe(authServerTexts.vkStateInvalid);
    expect((await finish(realApp, callback, undefined)).statusCode).toBe(400);
    expect((await finish(realApp, callback, victim.binding)).statusCode).toBe(400);
  });

  it('is refused by VK when the verifier does not match the challenge', async () => {
    const started = await start(realApp);
    const callback = approveAtVk(started);
    await realApp.app.db
      .update(vkAuthStates)
      .set({ codeVerifier: 'x'.repeat(43) })
      .where(eq(vkAuthStates.state, started.params.state));
    const response = await finish(realApp, callback, started.binding);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(loginTexts.vkUnknownError);
    const exchange = fake.requests.filter((r) => r.path === '/oauth2/auth').at(-1);
    expect(new URLSearchParams(exchange?.body).get('code_verifier')).toBe('x'.repeat(43));
  });

  it('refuses an expired state', async () => {
    const started = await start(realApp);
    await realApp.app.db
      .update(vkAuthStates)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(vkAuthStates.state, started.params.state));
    expect((await finish(realApp, approveAtVk(started), started.binding)).statusCode).toBe(400);
  });
});
