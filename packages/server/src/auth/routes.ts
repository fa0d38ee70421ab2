import {
  accessKeyQuery,
  checkAccountReply,
  credentials,
  errorReply,
  loginReply,
  passwordChange,
  refreshReply,
  registerReply,
  routes,
  tokenReply,
  user,
} from '@stickers62/core/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { endpoint } from '../http/endpoint.js';
import { requireOwnOrigin } from '../security/origin.js';
import { currentUser, requireUser } from './guards.js';
import { createPasswordChange } from './password-change.js';
import { createSignIn } from './sign-in.js';
import { describeUser, hasPermanentAccount } from './users.js';

const errors = { 400: errorReply, 401: errorReply, 409: errorReply, 429: errorReply };
const secured = { tags: ['auth'], security: [{ bearer: [] }] };

export const authRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const signIn = await createSignIn(app);
  const changePassword = createPasswordChange(app);

  app.route({
    ...endpoint(routes.register),
    schema: { tags: ['auth'], body: credentials, response: { 201: registerReply, ...errors } },
    handler: async (request, reply) => signIn.register(request, reply, request.body),
  });

  app.route({
    ...endpoint(routes.login),
    schema: { tags: ['auth'], body: credentials, response: { 200: loginReply, ...errors } },
    handler: async (request, reply) => signIn.login(request, reply, request.body),
  });

  app.route({
    ...endpoint(routes.loginWithAccessKey),
    schema: { tags: ['auth'], querystring: accessKeyQuery, response: { 200: tokenReply, ...errors } },
    handler: async (request, reply) => signIn.loginWithAccessKey(request, reply, request.query.accessKey),
  });

  app.route({
    ...endpoint(routes.refresh),
    onRequest: requireOwnOrigin,
    schema: { tags: ['auth'], response: { 200: refreshReply, ...errors } },
    handler: async (request, reply) => signIn.refresh(request, reply),
  });

  app.route({
    ...endpoint(routes.logout),
    onRequest: requireOwnOrigin,
    schema: { tags: ['auth'], response: { 204: z.null() } },
    handler: async (request, reply) => signIn.logout(request, reply),
  });

  for (const route of [routes.verify, routes.user]) {
    app.route({
      ...endpoint(route),
      preHandler: requireUser,
      schema: { ...secured, response: { 200: user, 401: errorReply } },
      handler: async (request) => describeUser(app.db, currentUser(request), app.clock.now()),
    });
  }

  app.route({
    ...endpoint(routes.checkAccount),
    preHandler: requireUser,
    schema: { ...secured, response: { 200: checkAccountReply, 401: errorReply } },
    handler: async (request) => ({ hasAccount: await hasPermanentAccount(app.db, currentUser(request).id) }),
  });

  app.route({
    ...endpoint(routes.convertToAccount),
    preHandler: requireUser,
    schema: { ...secured, body: credentials, response: { 200: loginReply, ...errors } },
    handler: async (request, reply) => signIn.convertToAccount(request, reply, request.body),
  });

  app.route({
    ...endpoint(routes.changePassword),
    preHandler: requireUser,
    schema: { ...secured, body: passwordChange, response: { 204: z.null(), ...errors } },
    handler: async (request, reply) => changePassword(request, reply, request.body),
  });
};
