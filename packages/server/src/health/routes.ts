import { routes } from '@stickers62/core/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { endpoint } from '../http/endpoint.js';
import { defaultReadinessTimeoutMs, ReadinessProbe } from './probe.js';

const healthReply = z.object({ status: z.literal('ok') });
const unhealthyReply = z.object({ statusCode: z.int(), error: z.string(), message: z.string() });

/**
 * Liveness (`/api/health`) and readiness (`/api/ready`). Liveness says the process serves
 * requests and nothing more: an orchestrator restarts an instance whose liveness fails, and a
 * database outage must not restart every instance at once (restarting fixes nothing there).
 * Readiness is a database round trip bounded by `readinessTimeoutMs` (503 when it fails or is
 * late): a load balancer sends traffic to an instance while it is ready. Readiness also fails,
 * with 503, from the moment the instance starts shutting down (Fastify answers every request
 * then with 503), so the balancer stops sending it new work while the requests in flight finish.
 */
export const healthRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const schema = { tags: ['operations'], response: { 200: healthReply, 503: unhealthyReply } };
  const readiness = new ReadinessProbe(app.db, app.config.readinessTimeoutMs ?? defaultReadinessTimeoutMs, app.log);
  app.route({ ...endpoint(routes.health), schema, handler: async () => ({ status: 'ok' as const }) });
  app.route({ ...endpoint(routes.ready), schema, handler: async () => readiness.check() });
};
