import { errorReply, orderId, orderTimeline, orderTimelineRoute } from '@stickers62/core/contract';
import { isStaff } from '@stickers62/core/rules';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { currentUser } from '../auth/guards.js';
import { endpoint } from '../http/endpoint.js';
import { requestOrder, requireOrderAccess } from '../orders/access.js';
import { customerSubset, readOrderEvents } from './index.js';

/** `GET /api/web/orders/{id}/timeline`: the whole history for staff, the customer's subset for the customer. */
export const timelineRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.route({
    ...endpoint(orderTimelineRoute),
    preHandler: requireOrderAccess(),
    schema: {
      security: [{ bearer: [] }],
      tags: ['orders'],
      operationId: 'orderTimeline',
      summary: "An order's history: who changed what and when",
      description:
        "Bearer token (the order's customer or staff). Staff read every event; the customer reads their order's steps without internal fields and notifications.",
      params: z.object({ id: orderId }),
      response: {
        200: orderTimeline,
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
