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
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { currentUser, requireUser } from '../auth/guards.js';
import { endpoint } from '../http/endpoint.js';
import { requestOrder, requireOrderAccess } from './access.js';
import { checkOut } from './checkout.js';
import { chooseOrderDelivery } from './delivery-choice.js';
import * as queries from './queries.js';
import { toOrder } from './serialize.js';
import { submitToManager } from './submit.js';

const orderParams = z.object({ id: orderIdOrCart });
const realOrderParams = z.object({ id: orderId });
const errors = { 400: errorReply, 401: errorReply, 403: errorReply, 404: errorReply };
const secured = { security: [{ bearer: [] }], tags: ['orders'] };

export const orderRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.route({
    ...endpoint(routes.orderList),
    preHandler: requireUser,
    schema: { ...secured, querystring: orderListQuery, response: { 200: orderList, 400: errorReply, 401: errorReply } },
    handler: async (request) => queries.listOrders(app.db, currentUser(request).id, request.query),
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
    preHandler: requireOrderAccess(),
    schema: { ...secured, params: orderParams, response: { 200: order, ...errors } },
    handler: async (request) => toOrder(app.db, requestOrder(request)),
  });

  app.route({
    ...endpoint(routes.submitToManager),
    preHandler: requireOrderAccess(),
    schema: { ...secured, params: realOrderParams, response: { 200: submitReply, ...errors, 409: errorReply } },
    handler: async (request) => submitToManager(app.db, app.notifier, request.log, requestOrder(request)),
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
