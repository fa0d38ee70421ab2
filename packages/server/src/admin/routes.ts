import {
  acceptedOrderUpdate,
  adminOrder,
  createForClientReply,
  createForClientRequest,
  errorReply,
  orderId,
  orderIdQuery,
  orderViewFilters,
  orderViewPageQuery,
  orderViews,
  orderViewTotals,
  productionTotals,
  routes,
} from '@stickers62/core/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { currentUser, requireRole } from '../auth/guards.js';
import { endpoint } from '../http/endpoint.js';
import { requestOrder, requireOrderAccess } from '../orders/access.js';
import { sendOrderViewsCsv, sendProductionTotalsCsv } from './csv.js';
import { loadOrderViewsJson, loadOrderViewTotals } from './order-views.js';
import { createOrderForClient, toAdminOrder, updateOrder } from './orders.js';
import { loadProductionTotals } from './production-totals.js';

const staffOnly = requireRole('manager', 'admin');
const errors = { 400: errorReply, 401: errorReply, 403: errorReply, 404: errorReply };
const secured = { security: [{ bearer: [] }], tags: ['admin'] };

export const adminRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  // Declared without the type provider: PostgreSQL builds the page's JSON (loadOrderViewsJson), sent as it comes.
  fastify.route<{ Querystring: z.output<typeof orderViewPageQuery> }>({
    ...endpoint(routes.orderViews),
    preHandler: staffOnly,
    schema: { ...secured, querystring: orderViewPageQuery, response: { 200: orderViews, ...errors } },
    handler: async ({ query: { offset, ...filters } }, reply) =>
      reply
        .type('application/json; charset=utf-8')
        .serializer((json) => json as string)
        .send(await loadOrderViewsJson(app.db, filters, { offset })),
  });

  app.route({
    ...endpoint(routes.orderViewTotals),
    preHandler: staffOnly,
    schema: { ...secured, querystring: orderViewFilters, response: { 200: orderViewTotals, ...errors } },
    handler: async (request) => loadOrderViewTotals(app.db, request.query),
  });

  app.route({
    ...endpoint(routes.orderViewsCsv),
    preHandler: staffOnly,
    schema: { ...secured, querystring: orderViewFilters, response: { 200: z.string(), ...errors } },
    handler: async (request, reply) => sendOrderViewsCsv(app.db, request.query, reply),
  });

  // Beyond the spec: what production needs for the same filtered set, as JSON and as a CSV of its own.
  app.route({
    ...endpoint(routes.productionTotals),
    preHandler: staffOnly,
    schema: { ...secured, querystring: orderViewFilters, response: { 200: productionTotals, ...errors } },
    handler: async (request) => loadProductionTotals(app.db, request.query),
  });

  app.route({
    ...endpoint(routes.productionTotalsCsv),
    preHandler: staffOnly,
    schema: { ...secured, querystring: orderViewFilters, response: { 200: z.string(), ...errors } },
    handler: async (request, reply) => sendProductionTotalsCsv(app.db, request.query, reply),
  });

  app.route({
    ...endpoint(routes.adminOrder),
    preHandler: [staffOnly, requireOrderAccess()],
    schema: { ...secured, params: z.object({ id: orderId }), response: { 200: adminOrder, ...errors } },
    handler: async (request) => toAdminOrder(app.db, requestOrder(request)),
  });

  app.route({
    ...endpoint(routes.updateOrderInformation),
    preHandler: [staffOnly, requireOrderAccess({ from: 'query', key: 'orderId' })],
    schema: {
      ...secured,
      querystring: orderIdQuery,
      body: acceptedOrderUpdate,
      response: { 200: adminOrder, ...errors },
    },
    handler: async (request) =>
      updateOrder(app.db, currentUser(request), requestOrder(request), request.query.orderId, request.body),
  });

  app.route({
    ...endpoint(routes.createOrderForClient),
    preHandler: staffOnly,
    schema: { ...secured, body: createForClientRequest, response: { 201: createForClientReply, ...errors } },
    handler: async (request, reply) =>
      reply
        .status(201)
        .send(await createOrderForClient(app.db, app.config.publicUrl, currentUser(request), request.body)),
  });
};
