import { errorReply, orderId } from '@stickers62/core/contract';
import { isStaff } from '@stickers62/core/rules';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../auth/guards.js';
import { requestOrder, requireOrderAccess } from '../orders/access.js';
import { customerSubset, readOrderEvents } from './index.js';

export const orderTimelinePath = '/api/web/orders/:id/timeline';

const orderEvent = z.object({
  id: z.number(),
  at: z.string(),
  actor: z.object({
    kind: z.enum(['customer', 'manager', 'system', 'provider']),
    id: z.number().nullable(),
    name: z.string().nullable(),
  }),
  kind: z.string(),
  data: z.record(z.string(), z.unknown()),
});

/** `GET /api/web/orders/{id}/timeline`: the whole history for staff, the customer's subset for the customer. */
export const timelineRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.route({
    method: 'GET',
    url: orderTimelinePath,
    preHandler: requireOrderAccess(),
    schema: {
      security: [{ bearer: [] }],
      tags: ['orders'],
      params: z.object({ id: orderId }),
      response: {
        200: z.object({ events: z.array(orderEvent) }),
        400: errorReply,
        401: errorReply,
        403: errorReply,
        404: errorReply,
      },
    },
    handler: async (request) => {
      const events = await readOrderEvents(app.db, requestOrder(request).id);
      return { events: isStaff(currentUser(request)) ? events : customerSubset(events) };
    },
  });
};
