import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database, Queryable } from '../db/client.js';
import { appSettings, refreshTokens, users } from '../db/schema.js';
import { hashToken, randomToken, signAccessToken } from './tokens.js';

/** A refresh token (and so a sign-in) lasts 30 days of inactivity. */
export const refreshTokenLifetimeMs = 30 * 24 * 60 * 60 * 1000;

export interface IssuedSession {
  accessToken: string;
  refreshToken: string;
  family: string;
}

/** Starts a new session (a new refresh-token family) for a user. */
export async function startSession(db: Queryable, userId: number, secret: string): Promise<IssuedSession> {
  const family = randomUUID();
  return issueInFamily(db, userId, family, secret);
}

async function issueInFamily(db: Queryable, userId: number, family: string, secret: string): Promise<IssuedSession> {
  const [user] = await db.select({ role: users.role }).from(users).where(eq(users.id, userId));
  if (!user) throw new Error(`No user ${userId} to start a session for`);
  const refreshToken = randomToken();
  await db.insert(refreshTokens).values({
    userId,
    family,
    tokenHash: hashToken(refreshToken),
    expiresAt: new Date(Date.now() + refreshTokenLifetimeMs),
  });
  const accessToken = signAccessToken({ sub: userId, fam: family, role: user.role }, secret);
  return { accessToken, refreshToken, family };
}

export type RotationResult = { ok: true; session: IssuedSession } | { ok: false; reuse: boolean };

/**
 * Exchanges a refresh token for a new one in the same family. A token that was already
 * exchanged is a stolen copy or a replay: the whole family is revoked, ending every session
 * that descends from that sign-in.
 */
export async function rotateRefreshToken(db: Database, token: string, secret: string): Promise<RotationResult> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashToken(token)));
    if (!row || row.revokedAt || row.expiresAt.getTime() <= Date.now()) return { ok: false, reuse: false };
    // The condition on rotated_at makes the exchange single-use even under concurrent requests.
    const claimed = await tx
      .update(refreshTokens)
      .set({ rotatedAt: new Date() })
      .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.rotatedAt)))
      .returning({ id: refreshTokens.id });
    if (claimed.length === 0) {
      await revokeFamily(tx, row.family);
      return { ok: false, reuse: true };
    }
    return { ok: true, session: await issueInFamily(tx, row.userId, row.family, secret) };
  });
}

export async function revokeFamily(db: Queryable, family: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.family, family), isNull(refreshTokens.revokedAt)));
}

export async function revokeAllSessionsOf(db: Queryable, userId: number): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}

/** The family of a presented refresh token, for logout (which may come without an access token). */
export async function familyOfRefreshToken(db: Queryable, token: string): Promise<string | undefined> {
  const [row] = await db
    .select({ family: refreshTokens.family })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(token)));
  return row?.family;
}

/**
 * The secret that signs access tokens: SESSION_SECRET if given, otherwise one generated on
 * first start and kept in the database, so restarts (and other instances) keep sessions.
 */
export async function loadSessionSecret(db: Database, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  await db
    .insert(appSettings)
    .values({ key: 'session_secret', value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, 'session_secret'));
  if (!row) throw new Error('Session secret missing after insert');
  return row.value;
}
