import {
  accessKeyQuery,
  checkAccountReply,
  credentials,
  errorReply,
  loginReply,
  refreshReply,
  registerReply,
  routes,
  tokenReply,
  user,
} from '@stickers62/core/contract';
import { authServerTexts, loginTexts } from '@stickers62/core/texts';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { userOfAccessKey } from '../auth/access-keys.js';
import { AttemptLimiter } from '../auth/attempt-limiter.js';
import { clearRefreshCookie, readRefreshCookie, setRefreshCookie } from '../auth/cookies.js';
import { authenticate, currentUser, requireUser } from '../auth/guards.js';
import { hashPassword, verifyPassword } from '../auth/passwords.js';
import {
  familyOfRefreshToken,
  revokeAllSessionsOf,
  revokeFamily,
  rotateRefreshToken,
  startSession,
} from '../auth/sessions.js';
import { describeUser, hasPermanentAccount, usernameIs, validateNewCredentials } from '../auth/users.js';
import { accessKeys, users } from '../db/schema.js';
import { conflict, HttpError } from '../errors.js';

const minute = 60 * 1000;
const tooManyAttempts = () => new HttpError(429, authServerTexts.tooManyAttempts);
const invalidCredentials = () => new HttpError(401, loginTexts.invalidPassword);
const errors = { 400: errorReply, 401: errorReply, 409: errorReply, 429: errorReply };
const noContent = { 204: z.null() };

export const authRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const config = app.config;
  // Password guessing is limited per address and per account; access keys and sign-ups per address.
  const addressLimits = config.addressLimits ?? { logins: 30, accessKeys: 30, signUps: 10 };
  const loginsPerAddress = new AttemptLimiter(app.db, 'login:address', addressLimits.logins, 15 * minute);
  const failuresPerUsername = new AttemptLimiter(app.db, 'login-failure:username', 5, 15 * minute);
  const keyAttemptsPerAddress = new AttemptLimiter(app.db, 'access-key:address', addressLimits.accessKeys, 15 * minute);
  const signUpsPerAddress = new AttemptLimiter(app.db, 'sign-up:address', addressLimits.signUps, 60 * minute);
  // Unknown usernames are checked against this hash, so they take as long as wrong passwords.
  const decoyHash = await hashPassword('decoy password that matches nothing', config.passwordHashCost);

  const issue = async (userId: number) => startSession(app.db, userId, app.sessionSecret);

  app.route({
    method: routes.register.method,
    url: routes.register.path,
    schema: { tags: ['auth'], body: credentials, response: { 201: registerReply, ...errors } },
    handler: async (request, reply) => {
      if (!(await signUpsPerAddress.admit(request.ip))) throw tooManyAttempts();
      const { username, password } = validateNewCredentials(request.body);
      const passwordHash = await hashPassword(password, config.passwordHashCost);
      const [created] = await app.db
        .insert(users)
        .values({ username, passwordHash, name: username, role: 'customer' })
        .onConflictDoNothing()
        .returning({ id: users.id, username: users.username });
      if (!created) throw conflict(authServerTexts.usernameTaken);
      return reply.status(201).send({ id: created.id, username: created.username ?? username });
    },
  });

  app.route({
    method: routes.login.method,
    url: routes.login.path,
    schema: { tags: ['auth'], body: credentials, response: { 200: loginReply, ...errors } },
    handler: async (request, reply) => {
      const username = request.body.username.trim();
      const { password } = request.body;
      if (username === '' || password === '') throw new HttpError(400, authServerTexts.credentialsRequired);
      const usernameKey = username.toLowerCase();
      if (await failuresPerUsername.isBlocked(usernameKey)) throw tooManyAttempts();
      if (!(await loginsPerAddress.admit(request.ip))) throw tooManyAttempts();
      const [account] = await app.db.select().from(users).where(usernameIs(username));
      const matches = await verifyPassword(password, account?.passwordHash ?? decoyHash);
      if (!account?.passwordHash || !matches) {
        await failuresPerUsername.record(usernameKey);
        throw invalidCredentials();
      }
      await failuresPerUsername.reset(usernameKey);
      const session = await issue(account.id);
      setRefreshCookie(reply, session.refreshToken);
      return { token: session.accessToken, refreshToken: session.refreshToken };
    },
  });

  app.route({
    method: routes.loginWithAccessKey.method,
    url: routes.loginWithAccessKey.path,
    schema: { tags: ['auth'], querystring: accessKeyQuery, response: { 200: tokenReply, ...errors } },
    handler: async (request, reply) => {
      if (await keyAttemptsPerAddress.isBlocked(request.ip)) throw tooManyAttempts();
      const userId = await userOfAccessKey(app.db, request.query.accessKey);
      if (userId === undefined) {
        await keyAttemptsPerAddress.record(request.ip);
        throw new HttpError(401, loginTexts.invalidAccessKey);
      }
      const session = await issue(userId);
      setRefreshCookie(reply, session.refreshToken);
      return { token: session.accessToken };
    },
  });

  app.route({
    method: routes.refresh.method,
    url: routes.refresh.path,
    schema: { tags: ['auth'], response: { 200: refreshReply, ...errors } },
    handler: async (request, reply) => {
      const presented = readRefreshCookie(request);
      const result = presented ? await rotateRefreshToken(app.db, presented, app.sessionSecret) : undefined;
      if (!result?.ok) {
        if (result?.reuse) request.log.warn('refresh token reuse: session family revoked');
        clearRefreshCookie(reply);
        throw new HttpError(401, authServerTexts.sessionExpired);
      }
      setRefreshCookie(reply, result.session.refreshToken);
      return { accessToken: result.session.accessToken };
    },
  });

  app.route({
    method: routes.logout.method,
    url: routes.logout.path,
    schema: { tags: ['auth'], response: noContent },
    handler: async (request, reply) => {
      // Logout always succeeds: it ends whatever session the token or the cookie names.
      const signedIn = await authenticate(request);
      if (signedIn) await revokeFamily(app.db, signedIn.family);
      const presented = readRefreshCookie(request);
      const family = presented ? await familyOfRefreshToken(app.db, presented) : undefined;
      if (family) await revokeFamily(app.db, family);
      clearRefreshCookie(reply);
      return reply.status(204).send(null);
    },
  });

  const describeCurrent = async (request: FastifyRequest) => describeUser(app.db, currentUser(request));
  for (const route of [routes.verify, routes.user]) {
    app.route({
      method: route.method,
      url: route.path,
      preHandler: requireUser,
      schema: { tags: ['auth'], security: [{ bearer: [] }], response: { 200: user, 401: errorReply } },
      handler: describeCurrent,
    });
  }

  app.route({
    method: routes.checkAccount.method,
    url: routes.checkAccount.path,
    preHandler: requireUser,
    schema: { tags: ['auth'], security: [{ bearer: [] }], response: { 200: checkAccountReply, 401: errorReply } },
    handler: async (request) => ({ hasAccount: await hasPermanentAccount(app.db, currentUser(request).id) }),
  });

  app.route({
    method: routes.convertToAccount.method,
    url: routes.convertToAccount.path,
    preHandler: requireUser,
    schema: { tags: ['auth'], security: [{ bearer: [] }], body: credentials, response: { 200: loginReply, ...errors } },
    handler: async (request, reply) => {
      const signedIn = currentUser(request);
      if (!signedIn.isTemporary) throw conflict(authServerTexts.notTemporary);
      const { username, password } = validateNewCredentials(request.body);
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
        return startSession(tx, signedIn.id, app.sessionSecret);
      });
      setRefreshCookie(reply, session.refreshToken);
      return { token: session.accessToken, refreshToken: session.refreshToken };
    },
  });
};
