import { timingSafeEqual } from 'node:crypto';
import type { vkAuthQuery } from '@stickers62/core/contract';
import { authServerTexts, loginTexts } from '@stickers62/core/texts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod/mini';
import { AttemptLimiter } from '../auth/attempt-limiter.js';
import { setRefreshCookie } from '../auth/cookies.js';
import { startSession } from '../auth/sessions.js';
import { mustWait } from '../auth/sign-in.js';
import { badRequest, HttpError } from '../errors.js';
import { ProviderError } from '../providers/http.js';
import { VkIdError, type VkIdentity, type VkIdGateway, vkRedirectUri } from '../providers/vkid/identity.js';
import { codeChallengeS256, randomUrlSafe, sha256Hex } from '../providers/vkid/pkce.js';
import { storeAuthState, takeAuthState, userForVkIdentity } from './repository.js';

/** A sign-in must come back from VK within this time. */
export const vkAuthStateLifetimeMs = 10 * 60 * 1000;
/** The httpOnly cookie that binds a state to the browser that asked for it. */
export const vkBindingCookie = 'vkAuthBinding';
const bindingCookiePath = '/api/web/auth';
export const vkScope = 'vkid.personal_info';

const stateRefused = () => badRequest(authServerTexts.vkStateInvalid);

/** The browser's binding secret: kept while it lives, so sign-ins started in two tabs both work. */
function browserBinding(request: FastifyRequest, reply: FastifyReply, secure: boolean): string {
  const existing = request.cookies[vkBindingCookie];
  const binding = existing && /^[A-Za-z0-9_-]{43}$/.test(existing) ? existing : randomUrlSafe();
  reply.setCookie(vkBindingCookie, binding, {
    httpOnly: true,
    secure,
    // Lax: the cookie must survive the top-level return from VK to the callback page.
    sameSite: 'lax',
    path: bindingCookiePath,
    maxAge: Math.floor(vkAuthStateLifetimeMs / 1000),
  });
  return binding;
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * VK ID sign-in (OAuth 2.1 + PKCE S256). The state and verifier stay on the server, bound to
 * the browser by a cookie; the state is deleted on first use, so a replay or a state carried to
 * another browser is refused before VK is asked anything.
 */
export function vkSignIn(app: FastifyInstance, gateway: VkIdGateway) {
  const db = app.db;
  const redirectUri = vkRedirectUri(app.config.publicUrl);
  const secureCookie = app.config.publicUrl.startsWith('https://');
  // Each start stores a row: an address gets a budget of sign-in starts.
  const startsPerAddress = new AttemptLimiter(db, 'vk-start:address', 30, vkAuthStateLifetimeMs, () => app.clock.now());

  return {
    /** What the browser takes to VK: a fresh state and the PKCE challenge of a verifier kept here. */
    async start(request: FastifyRequest, reply: FastifyReply) {
      const admitted = await startsPerAddress.take(request.ip);
      if (!admitted.admitted) throw mustWait(reply, admitted, authServerTexts.signInsLimited);
      const binding = browserBinding(request, reply, secureCookie);
      const state = randomUrlSafe();
      const codeVerifier = randomUrlSafe();
      await storeAuthState(db, new Date(app.clock.now()), {
        state,
        codeVerifier,
        browserBindingHash: sha256Hex(binding),
        expiresAt: new Date(app.clock.now() + vkAuthStateLifetimeMs),
      });
      return {
        authorizeUrl: gateway.authorizeUrl,
        clientId: gateway.clientId,
        redirectUri,
        state,
        codeChallenge: codeChallengeS256(codeVerifier),
        codeChallengeMethod: 's256' as const,
        scope: vkScope,
      };
    },

    /** VK's code for the state this browser started: exchanged, the person found or created, a session started. */
    async finish(query: z.infer<typeof vkAuthQuery>, request: FastifyRequest, reply: FastifyReply) {
      const { code, state, device_id: deviceId } = query;
      const stored = await takeAuthState(db, state);
      if (!stored || stored.expiresAt.getTime() <= app.clock.now()) throw stateRefused();
      const cookie = request.cookies[vkBindingCookie];
      if (!cookie || !sameHash(sha256Hex(cookie), stored.browserBindingHash)) {
        request.log.warn('VK sign-in: state presented by another browser');
        throw stateRefused();
      }
      let identity: VkIdentity;
      try {
        identity = await gateway.signIn({ code, codeVerifier: stored.codeVerifier, deviceId, redirectUri, state });
      } catch (error) {
        if (error instanceof VkIdError) {
          request.log.warn({ err: error }, 'VK sign-in refused');
          throw badRequest(loginTexts.vkUnknownError);
        }
        if (error instanceof ProviderError) {
          request.log.error({ err: error }, 'VK ID unavailable');
          throw new HttpError(503, authServerTexts.vkUnavailable);
        }
        throw error;
      }
      const userId = await userForVkIdentity(db, identity);
      const session = await startSession(db, userId, app.sessionSecret, app.clock);
      setRefreshCookie(reply, session.refreshToken);
      return { token: session.accessToken };
    },
  };
}
