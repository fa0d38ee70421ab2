import { client, clientProfile, clientProfileUpdate, errorReply, routes } from '@stickers62/core/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser, requireUser } from '../auth/guards.js';
import { endpoint } from '../http/endpoint.js';
import { readClient, readProfile, saveProfile } from './profile.js';

const secured = { security: [{ bearer: [] }], tags: ['client'] };

export const profileRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.route({
    ...endpoint(routes.client),
    preHandler: requireUser,
    schema: { ...secured, response: { 200: client, 401: errorReply } },
    handler: async (request) => readClient(app.db, currentUser(request).id),
  });

  app.route({
    ...endpoint(routes.clientInformation),
    preHandler: requireUser,
    schema: { ...secured, response: { 200: clientProfile, 401: errorReply } },
    handler: async (request) => readProfile(app.db, currentUser(request).id),
  });

  app.route({
    ...endpoint(routes.saveClientInformation),
    preHandler: requireUser,
    schema: {
      ...secured,
      body: clientProfileUpdate,
      response: { 200: clientProfile, 400: errorReply, 401: errorReply },
    },
    handler: async (request) => saveProfile(app.db, currentUser(request).id, request.body),
  });
};
