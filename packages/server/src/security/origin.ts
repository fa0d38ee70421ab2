import { serverTexts } from '@stickers62/core/texts';
import type { FastifyRequest } from 'fastify';
import { forbidden } from '../errors.js';

/**
 * Whether `origin` is the shop itself: the origin of `PUBLIC_URL`, or the origin the request
 * was addressed to (its Host), which is how the site reaches the server directly or through
 * the Vite dev proxy. A page elsewhere cannot make a browser send a Host other than the
 * target's, nor an Origin other than its own.
 */
export function isOwnOrigin(request: FastifyRequest, origin: string): boolean {
  if (origin === new URL(request.server.config.publicUrl).origin) return true;
  const host = request.headers.host;
  return host !== undefined && (origin === `http://${host}` || origin === `https://${host}`);
}

/**
 * Guards calls that act on the refresh cookie (refresh, logout): the cookie goes with any
 * request the browser makes to /api/auth, so a browser's call must come from the shop's own
 * pages. No Origin at all is a client that is not a browser page (curl, a server, an app),
 * which holds the cookie only if it was given it: allowed. `Origin: null` is refused.
 */
export async function requireOwnOrigin(request: FastifyRequest): Promise<void> {
  const origin = request.headers.origin;
  if (origin === undefined) return;
  if (!isOwnOrigin(request, origin)) throw forbidden(serverTexts.foreignOrigin);
}
