import { client, clientProfile, errorReply, routes } from '@stickers62/core/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser, requireUser } from '../auth/guards.js';
import { readClient, readProfile, saveProfile } from './profile.js';

const secured = { security: [{ bearer: [] }], tags: ['client'] };

export const profileRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.route({
    method: routes.client.method,
    url: routes.client.path,
    preHandler: requireUser,
    schema: { ...secured, response: { 200: client, 401: errorReply } },
    handler: async (request) => readClient(app.db, currentUser(request).id),
  });

  app.route({
    method: routes.clientInformation.method,
    url: routes.clientInformation.path,
    preHandler: requireUser,
    schema: { ...secured, response: { 200: clientProfile, 401: errorReply } },
    handler: async (request) => readProfile(app.db, currentUser(request).id),
  });

  app.route({
    method: routes.saveClientInformation.method,
    url: routes.saveClientInformation.path,
    preHandler: requireUser,
    schema: { ...secured, body: clientProfile, response: { 200: clientProfile, 400: errorReply, 401: errorReply } },
    handler: async (request) => saveProfile(app.db, currentUser(request).id, request.body),
  });
};
