import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client.js';
import { refreshTokens } from '../db/schema.js';
import { refreshGraceSeconds } from './sessions.js';
import { hashToken } from './tokens.js';

/** Moves a refresh token's exchange back past the grace window, as if the time had passed. */
export async function endRefreshGrace(db: Queryable, refreshToken: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ rotatedAt: sql`${refreshTokens.rotatedAt} - make_interval(secs => ${refreshGraceSeconds + 1})` })
    .where(eq(refreshTokens.tokenHash, hashToken(refreshToken)));
}
