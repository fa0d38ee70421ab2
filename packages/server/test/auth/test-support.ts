import { eq, sql } from 'drizzle-orm';
import { refreshGraceSeconds } from '../../src/auth/sessions.js';
import { hashToken } from '../../src/auth/tokens.js';
import type { Queryable } from '../../src/db/client.js';
import { refreshTokens } from '../../src/db/schema.js';

/** Moves a refresh token's exchange back past the grace window, as if the time had passed. */
export async function endRefreshGrace(db: Queryable, refreshToken: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ rotatedAt: sql`${refreshTokens.rotatedAt} - make_interval(secs => ${refreshGraceSeconds + 1})` })
    .where(eq(refreshTokens.tokenHash, hashToken(refreshToken)));
}
