import { routes } from '@stickers62/core/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { endpoint } from '../http/endpoint.js';
import { probeHealth } from './probe.js';

const healthReply = z.object({ status: z.literal('ok') });
const unhealthyReply = z.object({ statusCode: z.int(), error: z.string(), message: z.string() });

/** Liveness with a database round trip. */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.withTypeProvider<ZodTypeProvider>().route({
    ...endpoint(routes.health),
    schema: { tags: ['operations'], response: { 200: healthReply, 503: unhealthyReply } },
    handler: async (request) => probeHealth(app.db, request.log),
  });
};
