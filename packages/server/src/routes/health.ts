import { routes } from '@stickers62/core/contract';
import { serverTexts } from '@stickers62/core/texts';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { errorBody } from '../errors.js';

const healthReply = z.object({ status: z.literal('ok') });
const unhealthyReply = z.object({ statusCode: z.int(), error: z.string(), message: z.string() });

/**
 * Liveness (`/api/health`) and readiness (`/api/ready`), both with a database round trip: a load
 * balancer sends traffic to an instance while it is ready. Readiness also fails, with 503, from
 * the moment the instance starts shutting down (Fastify answers every request then with 503), so
 * the balancer stops sending it new work while the requests in flight finish.
 */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  const answerWithDatabase = async (request: FastifyRequest, reply: FastifyReply) => {
    try {
      await app.db.execute(sql`select 1`);
      return { status: 'ok' as const };
    } catch (error) {
      request.log.error({ err: error }, `${request.url}: database unavailable`);
      return reply.status(503).send(errorBody(503, serverTexts.internal));
    }
  };
  for (const route of [routes.health, routes.ready]) {
    app.withTypeProvider<ZodTypeProvider>().route({
      method: route.method,
      url: route.path,
      schema: { tags: ['operations'], response: { 200: healthReply, 503: unhealthyReply } },
      handler: answerWithDatabase,
    });
  }
};
