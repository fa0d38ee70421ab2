import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { type Clock, systemClock } from '../clock.js';
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
export async function startSession(
  db: Queryable,
  userId: number,
  secret: string,
  clock: Clock = systemClock,
): Promise<IssuedSession> {
  const family = randomUUID();
  return issueInFamily(db, userId, family, secret, clock);
}

async function issueInFamily(
  db: Queryable,
  userId: number,
  family: string,
  secret: string,
  clock: Clock,
  refreshToken = randomToken(),
): Promise<IssuedSession> {
  const accessToken = await accessTokenFor(db, userId, family, secret, clock);
  await db.insert(refreshTokens).values({
    userId,
    family,
    tokenHash: hashToken(refreshToken),
    expiresAt: new Date(clock.now() + refreshTokenLifetimeMs),
  });
  return { accessToken, refreshToken, family };
}

async function accessTokenFor(
  db: Queryable,
  userId: number,
  family: string,
  secret: string,
  clock: Clock,
): Promise<string> {
  const [user] = await db.select({ role: users.role }).from(users).where(eq(users.id, userId));
  if (!user) throw new Error(`No user ${userId} to sign a token for`);
  return signAccessToken({ sub: userId, fam: family, role: user.role }, secret, clock.now());
}

/**
 * Refreshes that present one token within this time of its exchange are concurrent, not a
 * replay: two tabs opened together, or a request retried after a dropped answer. They get the
 * same successor. Later, presenting the token again is reuse. (Okta's default grace is 30 s.)
 */
export const refreshGraceSeconds = 30;

/** How far a late concurrent refresh follows the chain of exchanges to the newest token. */
const longestChainFollowed = 10;

/**
 * The token that succeeds `token` in its family. Derived from the token and the secret rather
 * than random, so every refresh within the grace window can answer the same successor without
 * the database keeping any token in the clear.
 */
export const successorOf = (token: string, secret: string) =>
  createHmac('sha256', secret).update(`refresh-successor:${token}`).digest('base64url');

export type RotationResult = { ok: true; session: IssuedSession } | { ok: false; reuse: boolean };

/**
 * Exchanges a refresh token for its successor in the same family. A token presented again
 * within the grace window answers the successor the first exchange issued; later it is a
 * stolen copy or a replay, and the whole family is revoked, ending every session that descends
 * from that sign-in.
 */
export async function rotateRefreshToken(
  db: Database,
  token: string,
  secret: string,
  clock: Clock = systemClock,
): Promise<RotationResult> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashToken(token)));
    if (!row || row.revokedAt || row.expiresAt.getTime() <= clock.now()) return { ok: false, reuse: false };
    // The condition on rotated_at makes the exchange single-use even under concurrent requests.
    // The instance's clock stamps it (injectable for tests): the grace window lasts 30 s, so the
    // milliseconds by which synchronised clocks of two instances differ do not matter.
    const claimed = await tx
      .update(refreshTokens)
      .set({ rotatedAt: new Date(clock.now()) })
      .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.rotatedAt)))
      .returning({ id: refreshTokens.id });
    if (claimed.length > 0) {
      const successor = successorOf(token, secret);
      return { ok: true, session: await issueInFamily(tx, row.userId, row.family, secret, clock, successor) };
    }
    const successor = (await withinGrace(tx, row.id, clock)) ? await newestLiveSuccessor(tx, token, secret) : undefined;
    if (successor === undefined) {
      await revokeFamily(tx, row.family);
      return { ok: false, reuse: true };
    }
    const accessToken = await accessTokenFor(tx, row.userId, row.family, secret, clock);
    return { ok: true, session: { accessToken, refreshToken: successor, family: row.family } };
  });
}

/** Whether the token was exchanged within the grace window (read afresh: the winner may just have committed). */
async function withinGrace(db: Queryable, id: number, clock: Clock): Promise<boolean> {
  const graceStart = new Date(clock.now() - refreshGraceSeconds * 1000).toISOString();
  const [row] = await db
    .select({ recent: sql<boolean>`${refreshTokens.rotatedAt} > ${graceStart}::timestamptz` })
    .from(refreshTokens)
    .where(eq(refreshTokens.id, id));
  return row?.recent === true;
}

/** The successor the first exchange issued, or the newest token after it if the chain moved on. */
async function newestLiveSuccessor(db: Queryable, token: string, secret: string): Promise<string | undefined> {
  let current = successorOf(token, secret);
  for (let step = 0; step < longestChainFollowed; step++) {
    const [row] = await db
      .select({ rotatedAt: refreshTokens.rotatedAt, revokedAt: refreshTokens.revokedAt })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashToken(current)));
    if (!row || row.revokedAt) return undefined;
    if (!row.rotatedAt) return current;
    current = successorOf(current, secret);
  }
  return undefined;
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

/** Ends every session of the user but one (the caller's, after a password change). */
export async function revokeOtherSessionsOf(db: Queryable, userId: number, keptFamily: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(eq(refreshTokens.userId, userId), ne(refreshTokens.family, keptFamily), isNull(refreshTokens.revokedAt)),
    );
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
