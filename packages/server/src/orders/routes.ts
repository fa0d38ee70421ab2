import {
  cartInfo,
  cartItemsCount,
  createOrderReply,
  createOrderRequest,
  errorReply,
  order,
  orderDeliveryReply,
  orderDeliveryRequest,
  orderId,
  orderIdOrCart,
  orderList,
  orderListQuery,
  orderPaymentInfo,
  publicOrderInfo,
  routes,
  submitReply,
} from '@stickers62/core/contract';
import { orderTexts, serverTexts } from '@stickers62/core/texts';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { accessClaims, currentUser, requireUser, unauthenticated } from '../auth/guards.js';
import { forbidden, notFound } from '../errors.js';
import { endpoint } from '../http/endpoint.js';
import { cartOrderId, findOrCreateCart, requestOrder, requireOrderAccess } from './access.js';
import { checkOut } from './checkout.js';
import { chooseOrderDelivery } from './delivery-choice.js';
import * as queries from './queries.js';
import { listOrdersJson, type ReadOutcome, readOrderJson } from './read-statements.js';
import { submitToManager } from './submit.js';

const orderParams = z.object({ id: orderIdOrCart });
const realOrderParams = z.object({ id: orderId });
const errors = { 400: errorReply, 401: errorReply, 403: errorReply, 404: errorReply };
const secured = { security: [{ bearer: [] }], tags: ['orders'] };

/**
 * Sends a one-statement read's JSON text as it is (Fastify sends a string with a JSON content
 * type unserialised), or the error of the check that stopped it, with the texts and statuses
 * `requireUser` and `requireOrderAccess` answer.
 */
function sendRead(reply: FastifyReply, outcome: ReadOutcome) {
  if ('json' in outcome) return reply.type('application/json; charset=utf-8').send(outcome.json);
  switch (outcome.refused) {
    case 'unauthenticated':
      throw unauthenticated();
    case 'notFound':
      throw notFound(serverTexts.orderNotFound);
    case 'forbidden':
      throw forbidden(orderTexts.loadNoAccess);
  }
}

/**
 * `GET /api/web/orders/{id}`: sign-in, access and the answer in one statement. `0`, the
 * caller's cart, is created on demand first (a write, so it takes the guards' path).
 */
async function readOrder(request: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) {
  const claims = accessClaims(request);
  if (!claims) throw unauthenticated();
  let id = request.params.id;
  if (id === cartOrderId) {
    await requireUser(request, reply);
    id = (await findOrCreateCart(request.server.db, currentUser(request).id)).id;
  }
  return sendRead(reply, await readOrderJson(request.server.db, claims, id));
}

export const orderRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.route({
    ...endpoint(routes.orderList),
    schema: { ...secured, querystring: orderListQuery, response: { 200: orderList, 400: errorReply, 401: errorReply } },
    handler: async (request, reply) => {
      const claims = accessClaims(request);
      if (!claims) throw unauthenticated();
      return sendRead(reply, await listOrdersJson(app.db, claims, request.query.active === true));
    },
  });

  app.route({
    ...endpoint(routes.cartItemsCount),
    preHandler: requireUser,
    schema: { ...secured, response: { 200: cartItemsCount, 401: errorReply } },
    handler: async (request) => queries.cartItemsCount(app.db, currentUser(request).id),
  });

  app.route({
    ...endpoint(routes.cart),
    preHandler: requireUser,
    schema: { ...secured, response: { 200: cartInfo, 401: errorReply } },
    handler: async (request) => queries.cartInfo(app.db, currentUser(request).id),
  });

  app.route({
    ...endpoint(routes.orderPaymentInfo),
    preHandler: requireOrderAccess(),
    schema: { ...secured, params: realOrderParams, response: { 200: orderPaymentInfo, ...errors } },
    handler: async (request) => queries.paymentInfo(app.db, requestOrder(request)),
  });

  app.route({
    ...endpoint(routes.createOrderFromCart),
    preHandler: requireUser,
    schema: { ...secured, body: createOrderRequest, response: { 200: createOrderReply, ...errors } },
    handler: async (request) => checkOut(app.db, currentUser(request), request.body, app.delivery, request.log),
  });

  app.route({
    ...endpoint(routes.order),
    schema: { ...secured, params: orderParams, response: { 200: order, ...errors } },
    handler: readOrder,
  });

  app.route({
    ...endpoint(routes.submitToManager),
    preHandler: requireOrderAccess(),
    schema: { ...secured, params: realOrderParams, response: { 200: submitReply, ...errors, 409: errorReply } },
    handler: async (request) => submitToManager(app.db, requestOrder(request)),
  });

  app.route({
    ...endpoint(routes.chooseOrderDelivery),
    preHandler: requireOrderAccess(),
    schema: {
      ...secured,
      params: realOrderParams,
      body: orderDeliveryRequest,
      response: { 200: orderDeliveryReply, ...errors },
    },
    handler: async (request) =>
      chooseOrderDelivery(app.db, currentUser(request), requestOrder(request), request.body, app.delivery, request.log),
  });

  app.route({
    ...endpoint(routes.publicOrderInfo),
    schema: { tags: ['orders'], params: realOrderParams, response: { 200: publicOrderInfo, 404: errorReply } },
    handler: async (request) => queries.publicOrderInfo(app.db, request.params.id),
  });
};
