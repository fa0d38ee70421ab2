import type { FastifyReply, FastifyRequest } from 'fastify';
import { refreshTokenLifetimeMs } from './sessions.js';

export const refreshCookieName = 'refreshToken';
/** Only the refresh and logout calls under /api/auth need the cookie; nothing else sees it. */
export const refreshCookiePath = '/api/auth';

/** Sets the httpOnly refresh cookie; `Secure` whenever the public address is https. */
export function setRefreshCookie(reply: FastifyReply, refreshToken: string): void {
  reply.setCookie(refreshCookieName, refreshToken, {
    httpOnly: true,
    secure: reply.server.config.publicUrl.startsWith('https://'),
    sameSite: 'strict',
    path: refreshCookiePath,
    maxAge: Math.floor(refreshTokenLifetimeMs / 1000),
  });
}

export function clearRefreshCookie(reply: FastifyReply): void {
  reply.clearCookie(refreshCookieName, { path: refreshCookiePath });
}

export function readRefreshCookie(request: FastifyRequest): string | undefined {
  const value = request.cookies[refreshCookieName];
  return value && value.length <= 200 ? value : undefined;
}
