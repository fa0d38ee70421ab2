import { and, eq, gt } from 'drizzle-orm';
import type { Queryable } from '../db/client.js';
import { accessKeys, users } from '../db/schema.js';
import { hashToken, randomToken } from './tokens.js';

/** An access link works for 30 days: long enough for a client to answer in VK. */
export const accessKeyLifetimeMs = 30 * 24 * 60 * 60 * 1000;

/** Issues a key (256 random bits; only its hash is stored) that opens `orderId` as `userId`. */
export async function issueAccessKey(
  db: Queryable,
  userId: number,
  orderId: string,
  now: number = Date.now(),
): Promise<{ key: string; expiresAt: Date }> {
  const key = randomToken();
  const expiresAt = new Date(now + accessKeyLifetimeMs);
  await db.insert(accessKeys).values({ keyHash: hashToken(key), userId, orderId, expiresAt });
  return { key, expiresAt };
}

/** The temporary user a live key belongs to, or undefined. */
export async function userOfAccessKey(
  db: Queryable,
  key: string,
  now: number = Date.now(),
): Promise<number | undefined> {
  const [row] = await db
    .select({ userId: accessKeys.userId })
    .from(accessKeys)
    .innerJoin(users, eq(users.id, accessKeys.userId))
    .where(
      and(eq(accessKeys.keyHash, hashToken(key)), gt(accessKeys.expiresAt, new Date(now)), eq(users.isTemporary, true)),
    );
  return row?.userId;
}
