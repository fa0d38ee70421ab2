import type { Role } from '@stickers62/core/contract';
import { authServerTexts } from '@stickers62/core/texts';
import { and, eq, isNull, type Placeholder, type SQL } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { refreshTokens, users } from '../db/schema.js';
import { forbidden, HttpError } from '../errors.js';
import { type AccessClaims, verifyAccessToken } from './tokens.js';

/** The signed-in person behind a request. */
export interface AuthUser {
  id: number;
  username: string | null;
  name: string | null;
  role: Role;
  isTemporary: boolean;
  /** The session (refresh-token family) the access token belongs to. */
  family: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireUser`; `null` on routes that do not require sign-in. */
    auth: AuthUser | null;
  }
}

/** 401 with the spec's text (also for routes that check the session in their own statement). */
export const unauthenticated = () => new HttpError(401, authServerTexts.notAuthenticated);

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

/**
 * The bearer token's claims when it is ours and unexpired, with no database read: whether its
 * session still lives is the database's to say (`authenticate`, or the one-statement reads of
 * orders/read-statements.ts, which check the session in the same statement).
 */
export function accessClaims(request: FastifyRequest): AccessClaims | null {
  const token = bearerToken(request);
  return token ? verifyAccessToken(token, request.server.sessionSecret, request.server.clock.now()) : null;
}

/**
 * Resolves the bearer token to a user. The token's session must still be live: logout and
 * refresh-token reuse revoke the family, and that ends its access tokens at once.
 */
export async function authenticate(request: FastifyRequest): Promise<AuthUser | null> {
  const claims = accessClaims(request);
  if (!claims) return null;
  const [row] = await request.server.db
    .select(sessionUserColumns)
    .from(users)
    .innerJoin(refreshTokens, liveSessionOf(claims.sub, claims.fam))
    .limit(1);
  return row ? { ...row, family: claims.fam } : null;
}

/** The user columns an `AuthUser` carries (also read by `requireOrderAccess` with the order). */
export const sessionUserColumns = {
  id: users.id,
  username: users.username,
  name: users.name,
  role: users.role,
  isTemporary: users.isTemporary,
};

/**
 * The join of `users` to `refresh_tokens` that finds the user only while the token's session
 * lives (the family not revoked). Values or placeholders, for a statement prepared once.
 */
export function liveSessionOf(userId: number | Placeholder, family: string | Placeholder): SQL | undefined {
  return and(
    eq(refreshTokens.userId, users.id),
    eq(users.id, userId),
    eq(refreshTokens.family, family),
    isNull(refreshTokens.revokedAt),
  );
}

/** preHandler: the request must carry a valid access token (401 otherwise). */
export async function requireUser(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  // Guards compose (a role check, then an order check): authenticate once per request.
  request.auth ??= await authenticate(request);
  if (!request.auth) throw unauthenticated();
}

/** preHandler factory: signed in and holding one of the roles (403 otherwise). */
export function requireRole(...roles: Role[]) {
  return async function requireRoleHandler(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    await requireUser(request, reply);
    if (!roles.includes(request.auth?.role as Role)) throw forbidden(authServerTexts.forbidden);
  };
}

/** The signed-in user of a route guarded by `requireUser`/`requireRole`. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.auth) throw unauthenticated();
  return request.auth;
}
