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
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { currentUser, requireUser } from './guards.js';
import { createSignIn } from './sign-in.js';
import { describeUser, hasPermanentAccount } from './users.js';

const errors = { 400: errorReply, 401: errorReply, 409: errorReply, 429: errorReply };
const secured = { tags: ['auth'], security: [{ bearer: [] }] };

export const authRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const signIn = await createSignIn(app);

  app.route({
    method: routes.register.method,
    url: routes.register.path,
    schema: { tags: ['auth'], body: credentials, response: { 201: registerReply, ...errors } },
    handler: async (request, reply) => signIn.register(request, reply, request.body),
  });

  app.route({
    method: routes.login.method,
    url: routes.login.path,
    schema: { tags: ['auth'], body: credentials, response: { 200: loginReply, ...errors } },
    handler: async (request, reply) => signIn.login(request, reply, request.body),
  });

  app.route({
    method: routes.loginWithAccessKey.method,
    url: routes.loginWithAccessKey.path,
    schema: { tags: ['auth'], querystring: accessKeyQuery, response: { 200: tokenReply, ...errors } },
    handler: async (request, reply) => signIn.loginWithAccessKey(request, reply, request.query.accessKey),
  });

  app.route({
    method: routes.refresh.method,
    url: routes.refresh.path,
    schema: { tags: ['auth'], response: { 200: refreshReply, ...errors } },
    handler: async (request, reply) => signIn.refresh(request, reply),
  });

  app.route({
    method: routes.logout.method,
    url: routes.logout.path,
    schema: { tags: ['auth'], response: { 204: z.null() } },
    handler: async (request, reply) => signIn.logout(request, reply),
  });

  for (const route of [routes.verify, routes.user]) {
    app.route({
      method: route.method,
      url: route.path,
      preHandler: requireUser,
      schema: { ...secured, response: { 200: user, 401: errorReply } },
      handler: async (request) => describeUser(app.db, currentUser(request)),
    });
  }

  app.route({
    method: routes.checkAccount.method,
    url: routes.checkAccount.path,
    preHandler: requireUser,
    schema: { ...secured, response: { 200: checkAccountReply, 401: errorReply } },
    handler: async (request) => ({ hasAccount: await hasPermanentAccount(app.db, currentUser(request).id) }),
  });

  app.route({
    method: routes.convertToAccount.method,
    url: routes.convertToAccount.path,
    preHandler: requireUser,
    schema: { ...secured, body: credentials, response: { 200: loginReply, ...errors } },
    handler: async (request, reply) => signIn.convertToAccount(request, reply, request.body),
  });
};
