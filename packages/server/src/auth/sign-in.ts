import type { Credentials, LoginReply, RefreshReply, registerReply, TokenReply } from '@stickers62/core/contract';
import { authServerTexts, loginTexts } from '@stickers62/core/texts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod/mini';
import { accessKeys, users } from '../db/schema.js';
import { conflict, HttpError } from '../errors.js';
import { userOfAccessKey } from './access-keys.js';
import { AttemptLimiter } from './attempt-limiter.js';
import { clearRefreshCookie, readRefreshCookie, setRefreshCookie } from './cookies.js';
import { type DelayAnswer, GrowingDelay } from './growing-delay.js';
import { authenticate, currentUser } from './guards.js';
import { hashPassword, verifyPassword } from './passwords.js';
import {
  familyOfRefreshToken,
  revokeAllSessionsOf,
  revokeFamily,
  rotateRefreshToken,
  startSession,
} from './sessions.js';
import { usernameIs, validateNewCredentials } from './users.js';

const minute = 60 * 1000;

/**
 * Sign-in attempts of one login from one address: five back to back, then waits of 1, 2, 4 s…
 * up to 15 minutes; a success or a day without attempts starts afresh. The same login from
 * another address has its own count, so failures somebody provokes never lock the holder out.
 */
export const signInDelayRule = {
  freeAttempts: 5,
  firstDelayMs: 1000,
  maxDelayMs: 15 * minute,
  forgetAfterMs: 24 * 60 * minute,
};

/**
 * 429 with `Retry-After` (whole seconds) and the same wait in the text of the form the attempt
 * came from (a password's growing delay by default).
 */
export function mustWait(
  reply: FastifyReply,
  answer: Extract<DelayAnswer, { admitted: false }>,
  text: (seconds: number) => string = authServerTexts.attemptsDelayed,
): HttpError {
  const seconds = Math.ceil(answer.retryAfterMs / 1000);
  reply.header('retry-after', String(seconds));
  return new HttpError(429, text(seconds));
}
const invalidCredentials = () => new HttpError(401, loginTexts.invalidPassword);

/**
 * Sign-up, sign-in, session refresh and sign-out of one app instance, with the attempt limits
 * that guard them (kept per instance, built once when the routes register).
 */
export async function createSignIn(app: FastifyInstance) {
  const config = app.config;
  // Password guessing is limited per address and slowed per (login, address); access keys and
  // sign-ups are limited per address. No limit counts a login alone: that would let anyone lock it.
  // Only what a limit stops counts towards it: failed sign-ins and keys, accounts created (a
  // refused sign-up gives its attempt back), so people behind one address (an office, an
  // event's Wi-Fi) are not locked out by each other's typos.
  const addressLimits = config.addressLimits ?? { logins: 30, accessKeys: 30, signUps: 10 };
  const clock = app.clock;
  const now = () => clock.now();
  const loginsPerAddress = new AttemptLimiter(app.db, 'login:address', addressLimits.logins, 15 * minute, now);
  const attemptsPerLoginAndAddress = new GrowingDelay(app.db, 'login:username-address', signInDelayRule, now);
  const keyAttemptsPerAddress = new AttemptLimiter(
    app.db,
    'access-key:address',
    addressLimits.accessKeys,
    15 * minute,
    now,
  );
  const signUpsPerAddress = new AttemptLimiter(app.db, 'sign-up:address', addressLimits.signUps, 60 * minute, now);
  // Unknown usernames are checked against this hash, so they take as long as wrong passwords.
  const decoyHash = await hashPassword('decoy password that matches nothing', config.passwordHashCost);

  /** Starts a session and hands its refresh token over as the cookie. */
  const signIn = async (reply: FastifyReply, userId: number) => {
    const session = await startSession(app.db, userId, app.sessionSecret, clock);
    setRefreshCookie(reply, session.refreshToken);
    return session;
  };

  return {
    async register(
      request: FastifyRequest,
      reply: FastifyReply,
      body: Credentials,
    ): Promise<z.infer<typeof registerReply>> {
      // Counted and checked in one statement (parallel sign-ups cannot all take the last one).
      const admitted = await signUpsPerAddress.take(request.ip);
      if (!admitted.admitted) throw mustWait(reply, admitted, authServerTexts.signUpsLimited);
      try {
        const { username, password } = validateNewCredentials(body);
        const passwordHash = await hashPassword(password, config.passwordHashCost);
        const [created] = await app.db
          .insert(users)
          .values({ username, passwordHash, name: username, role: 'customer' })
          .onConflictDoNothing()
          .returning({ id: users.id, username: users.username });
        if (!created) throw conflict(authServerTexts.usernameTaken);
        reply.status(201);
        return { id: created.id, username: created.username ?? username };
      } catch (error) {
        await signUpsPerAddress.giveBack(request.ip);
        throw error;
      }
    },

    async login(request: FastifyRequest, reply: FastifyReply, body: Credentials): Promise<LoginReply> {
      const username = body.username.trim();
      const { password } = body;
      if (username === '' || password === '') throw new HttpError(400, authServerTexts.credentialsRequired);
      const addressAnswer = await loginsPerAddress.take(request.ip);
      if (!addressAnswer.admitted) throw mustWait(reply, addressAnswer, authServerTexts.signInsLimited);
      // Every attempt is counted before the password is checked (a success forgets them), so
      // parallel guesses cannot all pass before the first failure is recorded.
      const pairKey = `${username.toLowerCase()}|${request.ip}`;
      const answer = await attemptsPerLoginAndAddress.admit(pairKey);
      if (!answer.admitted) throw mustWait(reply, answer);
      const [account] = await app.db.select().from(users).where(usernameIs(username));
      const matches = await verifyPassword(password, account?.passwordHash ?? decoyHash);
      if (!account?.passwordHash || !matches) throw invalidCredentials();
      await attemptsPerLoginAndAddress.reset(pairKey);
      await loginsPerAddress.giveBack(request.ip);
      const session = await signIn(reply, account.id);
      return { token: session.accessToken, refreshToken: session.refreshToken };
    },

    async loginWithAccessKey(request: FastifyRequest, reply: FastifyReply, accessKey: string): Promise<TokenReply> {
      const waitMs = await keyAttemptsPerAddress.waitFor(request.ip);
      if (waitMs !== undefined) {
        throw mustWait(reply, { admitted: false, retryAfterMs: waitMs }, authServerTexts.accessKeysLimited);
      }
      const userId = await userOfAccessKey(app.db, accessKey, clock.now());
      if (userId === undefined) {
        await keyAttemptsPerAddress.record(request.ip);
        throw new HttpError(401, loginTexts.invalidAccessKey);
      }
      const session = await signIn(reply, userId);
      return { token: session.accessToken };
    },

    async refresh(request: FastifyRequest, reply: FastifyReply): Promise<RefreshReply> {
      const presented = readRefreshCookie(request);
      const result = presented ? await rotateRefreshToken(app.db, presented, app.sessionSecret, clock) : undefined;
      if (!result?.ok) {
        if (result?.reuse) request.log.warn('refresh token reuse: session family revoked');
        clearRefreshCookie(reply);
        throw new HttpError(401, authServerTexts.sessionExpired);
      }
      setRefreshCookie(reply, result.session.refreshToken);
      return { accessToken: result.session.accessToken };
    },

    /** Always succeeds: it ends whatever session the token or the cookie names. */
    async logout(request: FastifyRequest, reply: FastifyReply): Promise<null> {
      const signedIn = await authenticate(request);
      if (signedIn) await revokeFamily(app.db, signedIn.family);
      const presented = readRefreshCookie(request);
      const family = presented ? await familyOfRefreshToken(app.db, presented) : undefined;
      if (family) await revokeFamily(app.db, family);
      clearRefreshCookie(reply);
      reply.status(204);
      return null;
    },

    /** A temporary account (an access link's) becomes a permanent one with a password. */
    async convertToAccount(request: FastifyRequest, reply: FastifyReply, body: Credentials): Promise<LoginReply> {
      const signedIn = currentUser(request);
      if (!signedIn.isTemporary) throw conflict(authServerTexts.notTemporary);
      const { username, password } = validateNewCredentials(body);
      const passwordHash = await hashPassword(password, config.passwordHashCost);
      const session = await app.db.transaction(async (tx) => {
        const [taken] = await tx.select({ id: users.id }).from(users).where(usernameIs(username));
        if (taken) throw conflict(authServerTexts.usernameTaken);
        await tx
          .update(users)
          .set({ username, passwordHash, isTemporary: false, updatedAt: new Date() })
          .where(eq(users.id, signedIn.id));
        // The account now has a password: its access links must no longer open it.
        await tx.delete(accessKeys).where(eq(accessKeys.userId, signedIn.id));
        await revokeAllSessionsOf(tx, signedIn.id);
        return startSession(tx, signedIn.id, app.sessionSecret, clock);
      });
      setRefreshCookie(reply, session.refreshToken);
      return { token: session.accessToken, refreshToken: session.refreshToken };
    },
  };
}
