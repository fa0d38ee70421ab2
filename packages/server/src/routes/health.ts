import { routes } from '@stickers62/core/contract';
import { serverTexts } from '@stickers62/core/texts';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { errorBody } from '../errors.js';

const healthReply = z.object({ status: z.literal('ok') });
const unhealthyReply = z.object({ statusCode: z.int(), error: z.string(), message: z.string() });

/** Liveness with a database round trip: a load balancer takes an instance out when it fails. */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: routes.health.method,
    url: routes.health.path,
    schema: { tags: ['operations'], response: { 200: healthReply, 503: unhealthyReply } },
    handler: async (request, reply) => {
      try {
        await app.db.execute(sql`select 1`);
        return { status: 'ok' as const };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unavailable');
        return reply.status(503).send(errorBody(503, serverTexts.internal));
      }
    },
  });
};
