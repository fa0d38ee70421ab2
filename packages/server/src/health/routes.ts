import { routes } from '@stickers62/core/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { endpoint } from '../http/endpoint.js';
import { probeHealth } from './probe.js';

const healthReply = z.object({ status: z.literal('ok') });
const unhealthyReply = z.object({ statusCode: z.int(), error: z.string(), message: z.string() });

/**
 * Liveness (`/api/health`) and readiness (`/api/ready`), both with a database round trip: a load
 * balancer sends traffic to an instance while it is ready. Readiness also fails, with 503, from
 * the moment the instance starts shutting down (Fastify answers every request then with 503), so
 * the balancer stops sending it new work while the requests in flight finish.
 */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  for (const route of [routes.health, routes.ready]) {
    app.withTypeProvider<ZodTypeProvider>().route({
      ...endpoint(route),
      schema: { tags: ['operations'], response: { 200: healthReply, 503: unhealthyReply } },
      handler: async (request) => probeHealth(app.db, request.log),
    });
  }
};
