import {
  errorReply,
  orderIdQuery,
  paymentLinkQuery,
  paymentLinkReply,
  paymentStatusReply,
  routes,
} from '@stickers62/core/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { endpoint } from '../http/endpoint.js';
import { type PaymentDeskOptions, paymentDesk } from './payment-desk.js';

/** The provider's notification: only its event and the payment's id are read (and then re-fetched). */
const notification = z.object({
  type: z.optional(z.string()),
  event: z.string().check(z.maxLength(100)),
  object: z.object({ id: z.string().check(z.minLength(1), z.maxLength(100)) }),
});

/** Payment routes: a pay link, the payment status and the provider's webhook (payment-desk.ts does the work). */
export function paymentRoutes(options: PaymentDeskOptions): FastifyPluginAsync {
  return async (fastify) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const desk = paymentDesk(app, options);

    app.route({
      ...endpoint(routes.createPaymentLink),
      schema: {
        tags: ['payments'],
        querystring: paymentLinkQuery,
        response: { 200: paymentLinkReply, 400: errorReply, 404: errorReply, 429: errorReply, 503: errorReply },
      },
      handler: (request, reply) => desk.createLink(request.query, request, reply),
    });

    app.route({
      ...endpoint(routes.isPaymentCompleted),
      schema: {
        tags: ['payments'],
        querystring: orderIdQuery,
        response: { 200: paymentStatusReply, 404: errorReply, 429: errorReply, 503: errorReply },
      },
      handler: (request, reply) => desk.status(request.query, request, reply),
    });

    app.route({
      ...endpoint(routes.paymentWebhook),
      schema: {
        tags: ['payments'],
        body: notification,
        response: { 200: z.null(), 403: errorReply, 503: errorReply },
      },
      handler: (request, reply) => desk.notified(request.body, request, reply),
    });
  };
}
