import { type FakeHttpServer, type FakeReply, startFakeHttpServer } from '../fake-http-server.js';
import { CdekEmulator, cdekErrors } from './emulator.js';

export type CdekFault = { kind: 'slow'; delayMs: number } | { kind: 'internalError' };

export interface FakeCdek extends FakeHttpServer {
  /** Access tokens issued so far, in order. */
  issuedTokens: string[];
  /** Makes every issued token invalid, as if CDEK had rotated its keys. */
  revokeTokens(): void;
  faults: CdekFault[];
}

/** A local CDEK API v2: OAuth client_credentials (form body), bearer-protected deliverypoints, city suggestions and tarifflist. */
export async function startFakeCdek(credentials: { clientId: string; clientSecret: string }): Promise<FakeCdek> {
  const emulator = new CdekEmulator();
  const issuedTokens: string[] = [];
  const validTokens = new Set<string>();
  const faults: CdekFault[] = [];
  const server = await startFakeHttpServer((request): FakeReply => {
    const fault = faults.shift();
    if (fault?.kind === 'internalError') return cdekErrors(500, 'v2_internal_error', 'Internal error');
    const delay = fault?.kind === 'slow' ? { delayMs: fault.delayMs } : {};
    if (request.method === 'POST' && request.path === '/oauth/token') {
      const form = new URLSearchParams(request.body);
      const isForm = request.headers['content-type']?.startsWith('application/x-www-form-urlencoded');
      if (!isForm || form.get('grant_type') !== 'client_credentials') {
        return { status: 400, body: { error: 'unsupported_grant_type', error_description: 'Unsupported grant type' } };
      }
      if (form.get('client_id') !== credentials.clientId || form.get('client_secret') !== credentials.clientSecret) {
        return { status: 401, body: { error: 'invalid_client', error_description: 'Bad client credentials' } };
      }
      const token = `cdek-token-${issuedTokens.length + 1}`;
      issuedTokens.push(token);
      validTokens.add(token);
      return {
        status: 200,
        body: {
          access_token: token,
          token_type: 'bearer',
          expires_in: 3599,
          scope: 'location:all order:all payment:all',
          jti: token,
        },
        ...delay,
      };
    }
    const token = request.headers.authorization?.replace(/^Bearer /, '');
    if (!token || !validTokens.has(token)) return cdekErrors(401, 'v2_token_expired', 'Token is invalid');
    if (request.method === 'GET' && request.path === '/deliverypoints') {
      return { ...emulator.deliveryPoints(request.query), ...delay };
    }
    if (request.method === 'GET' && request.path === '/location/suggest/cities') {
      return { ...emulator.suggestCities(request.query), ...delay };
    }
    if (request.method === 'POST' && request.path === '/calculator/tarifflist') {
      let body: unknown;
      try {
        body = JSON.parse(request.body);
      } catch {
        return cdekErrors(400, 'v2_invalid_format', 'Body is not JSON');
      }
      return { ...emulator.tariffList(body), ...delay };
    }
    return cdekErrors(404, 'v2_entity_not_found', 'Unknown method');
  });
  return { ...server, issuedTokens, revokeTokens: () => validTokens.clear(), faults };
}
