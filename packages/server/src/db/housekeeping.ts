import { lt } from 'drizzle-orm';
import type { Database } from './client.js';
import { accessKeys, attemptWindows, refreshTokens, vkAuthStates } from './schema.js';

/** How often expired credentials are swept while the server runs. */
export const housekeepingIntervalMs = 6 * 60 * 60 * 1000;

/**
 * Deletes credentials past their expiry and rate-limit windows that ended: they can no longer
 * be used, and keeping them only grows the tables. Rotated refresh tokens stay until they
 * expire, because reuse detection needs them until then.
 */
export async function deleteExpiredCredentials(db: Database, now = new Date()): Promise<void> {
  await db.delete(refreshTokens).where(lt(refreshTokens.expiresAt, now));
  await db.delete(accessKeys).where(lt(accessKeys.expiresAt, now));
  await db.delete(vkAuthStates).where(lt(vkAuthStates.expiresAt, now));
  await db.delete(attemptWindows).where(lt(attemptWindows.endsAt, now));
}
