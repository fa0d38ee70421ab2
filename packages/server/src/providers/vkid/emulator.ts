import { randomUUID } from 'node:crypto';
import { codeChallengeS256, randomUrlSafe } from './pkce.js';

/**
 * VK ID's OAuth 2.1 + PKCE flow in memory (PROTOCOLS.md section 3), shared by the fake server
 * and the local sandbox: authorize issues a one-time code bound to the client, redirect URI and
 * challenge; the exchange checks the verifier the way VK does and echoes the state.
 */

export interface EmulatedReply {
  status: number;
  body: unknown;
}

export interface EmulatedVkUser {
  userId: number;
  firstName: string;
  lastName: string;
}

interface IssuedCode {
  clientId: string;
  redirectUri: string;
  codeChallenge: string;
  deviceId: string;
  user: EmulatedVkUser;
}

const invalidRequest = (description: string, state?: string): EmulatedReply => ({
  status: 400,
  body: { error: 'invalid_request', error_description: description, ...(state ? { state } : {}) },
});

export class VkIdEmulator {
  private readonly codes = new Map<string, IssuedCode>();
  private readonly accessTokens = new Map<string, { clientId: string; user: EmulatedVkUser }>();

  constructor(private readonly clientId: string) {}

  /**
   * The person pressed «Войти» on the authorize page: answers the redirect URL with code, state
   * and device_id, or an error text when the request itself is wrong.
   */
  authorize(query: URLSearchParams, user: EmulatedVkUser): { redirect: string } | { error: string } {
    if (query.get('response_type') !== 'code') return { error: 'response_type must be code' };
    if (query.get('client_id') !== this.clientId) return { error: 'unknown client_id' };
    const redirectUri = query.get('redirect_uri');
    if (!redirectUri) return { error: 'redirect_uri is missing' };
    const state = query.get('state') ?? '';
    if (!/^[A-Za-z0-9_-]{32,}$/.test(state)) return { error: 'state is missing or too short' };
    const codeChallenge = query.get('code_challenge');
    if (!codeChallenge || query.get('code_challenge_method') !== 's256') return { error: 'PKCE S256 is required' };
    if (query.has('code_verifier')) return { error: 'code_verifier must not be sent to authorize' };
    const code = randomUrlSafe();
    const deviceId = randomUUID();
    this.codes.set(code, { clientId: this.clientId, redirectUri, codeChallenge, deviceId, user });
    const target = new URL(redirectUri);
    target.search = new URLSearchParams({
      code,
      state,
      device_id: deviceId,
      type: 'code_v2',
      expires_in: '600',
    }).toString();
    return { redirect: target.toString() };
  }

  /** `POST /oauth2/auth` with grant_type=authorization_code. */
  exchange(form: URLSearchParams): EmulatedReply {
    const state = form.get('state') ?? undefined;
    if (form.get('grant_type') !== 'authorization_code') return invalidRequest('grant_type is invalid', state);
    const code = form.get('code') ?? '';
    const issued = this.codes.get(code);
    if (!issued)
      return { status: 400, body: { error: 'invalid_grant', error_description: 'code is invalid or expired', state } };
    if (form.get('client_id') !== issued.clientId) return invalidRequest('client_id is invalid', state);
    if (form.get('redirect_uri') !== issued.redirectUri) return invalidRequest('redirect_uri is invalid', state);
    if (form.get('device_id') !== issued.deviceId) return invalidRequest('device_id is invalid', state);
    const verifier = form.get('code_verifier') ?? '';
    if (!/^[A-Za-z0-9_-]{43,128}$/.test(verifier) || codeChallengeS256(verifier) !== issued.codeChallenge) {
      return invalidRequest('verifier is missing or invalid', state);
    }
    // A code is good for one exchange.
    this.codes.delete(code);
    const accessToken = randomUrlSafe();
    this.accessTokens.set(accessToken, { clientId: issued.clientId, user: issued.user });
    return {
      status: 200,
      body: {
        access_token: accessToken,
        refresh_token: randomUrlSafe(),
        id_token: 'header.payload.signature',
        token_type: 'Bearer',
        expires_in: 3600,
        user_id: issued.user.userId,
        state,
        scope: 'vkid.personal_info',
      },
    };
  }

  /** `POST /oauth2/user_info` with client_id and access_token. */
  userInfo(form: URLSearchParams): EmulatedReply {
    const token = this.accessTokens.get(form.get('access_token') ?? '');
    if (!token || form.get('client_id') !== token.clientId) {
      return { status: 401, body: { error: 'invalid_token', error_description: 'access_token is invalid' } };
    }
    const { user } = token;
    return {
      status: 200,
      body: {
        user: {
          user_id: String(user.userId),
          first_name: user.firstName,
          last_name: user.lastName,
          avatar: '',
          sex: 0,
          verified: false,
        },
      },
    };
  }
}
