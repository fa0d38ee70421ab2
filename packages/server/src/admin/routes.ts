import {
  acceptedOrderUpdate,
  adminOrder,
  bulkOrderResults,
  bulkShipmentsRequest,
  bulkStatusRequest,
  createForClientReply,
  createForClientRequest,
  errorReply,
  itemId,
  itemKind,
  managerItemChange,
  managerPriceRequest,
  orderId,
  orderIdQuery,
  orderViewFilters,
  orderViewPageQuery,
  orderViews,
  orderViewTotals,
  productionTotals,
  routes,
} from '@stickers62/core/contract';
import { authServerTexts } from '@stickers62/core/texts';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { accessClaims, currentUser, requireRole, unauthenticated } from '../auth/guards.js';
import { dateOf } from '../clock.js';
import { forbidden } from '../errors.js';
import { sendCompressible } from '../http/content-encoding.js';
import { endpoint } from '../http/endpoint.js';
import { requestOrder, requireOrderAccess } from '../orders/access.js';
import { actorOf } from '../timeline/index.js';
import { changeStatuses, registerShipments } from './bulk-actions.js';
import { sendOrderViewsCsv, sendProductionTotalsCsv } from './csv.js';
import { changeItemAsManager, removeItemAsManager } from './item-edit.js';
import { setItemManagerPrice } from './item-price.js';
import { readOrderViewsJson, readOrderViewTotalsJson, type StaffReadOutcome } from './order-view-statements.js';
import { createOrderForClient, toAdminOrder, updateOrder } from './orders.js';
import { loadProductionTotals } from './production-totals.js';

const staffOnly = requireRole('manager', 'admin');

/** The bearer token's claims (no database read: the statement checks the session and the role). */
function staffClaims(request: FastifyRequest) {
  const claims = accessClaims(request);
  if (!claims) throw unauthenticated();
  return claims;
}

/**
 * The statement's JSON text as it comes (the database built it in the contract's shape), or
 * the error `staffOnly` would have answered: 401 without a live session, 403 for a customer.
 */
function sendStaffRead(request: FastifyRequest, reply: FastifyReply, outcome: StaffReadOutcome) {
  if ('json' in outcome) {
    reply.type('application/json; charset=utf-8').serializer((json) => json as string);
    return sendCompressible(request, reply, outcome.json);
  }
  if (outcome.refused === 'unauthenticated') throw unauthenticated();
  throw forbidden(authServerTexts.forbidden);
}

const errors = { 400: errorReply, 401: errorReply, 403: errorReply, 404: errorReply };
const secured = { security: [{ bearer: [] }], tags: ['admin'] };

export const adminRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  // Declared without the type provider: the database checks the session and the role and builds
  // the page's JSON in one prepared statement (order-view-statements.ts), sent as it comes.
  fastify.route<{ Querystring: z.output<typeof orderViewPageQuery> }>({
    ...endpoint(routes.orderViews),
    schema: { ...secured, querystring: orderViewPageQuery, response: { 200: orderViews, ...errors } },
    handler: async (request, reply) => {
      const { offset, ...filters } = request.query;
      const page = { offset, now: dateOf(app.clock) };
      return sendStaffRead(request, reply, await readOrderViewsJson(app.db, staffClaims(request), filters, page));
    },
  });

  fastify.route<{ Querystring: z.output<typeof orderViewFilters> }>({
    ...endpoint(routes.orderViewTotals),
    schema: { ...secured, querystring: orderViewFilters, response: { 200: orderViewTotals, ...errors } },
    handler: async (request, reply) =>
      sendStaffRead(
        request,
        reply,
        await readOrderViewTotalsJson(app.db, staffClaims(request), request.query, dateOf(app.clock)),
      ),
  });

  app.route({
    ...endpoint(routes.orderViewsCsv),
    preHandler: staffOnly,
    schema: { ...secured, querystring: orderViewFilters, response: { 200: z.string(), ...errors } },
    handler: async (request, reply) => sendOrderViewsCsv(app.db, request.query, request, reply, dateOf(app.clock)),
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
    handler: async (request, reply) => sendProductionTotalsCsv(app.db, request.query, request, reply),
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
      // 409: a new CDEK point while a shipment goes to the old one; 503: CDEK could not check the point.
      response: { 200: adminOrder, ...errors, 409: errorReply, 503: errorReply },
    },
    handler: async (request) =>
      updateOrder(app.db, currentUser(request), requestOrder(request), request.query.orderId, request.body, {
        delivery: app.delivery,
        now: dateOf(app.clock),
      }),
  });

  // Beyond the spec: the manager's price of an item core cannot price; the order as it now stands.
  app.route({
    ...endpoint(routes.setItemManagerPrice),
    preHandler: [staffOnly, requireOrderAccess()],
    schema: {
      ...secured,
      params: z.object({ id: orderId, kind: itemKind, itemId: z.pipe(z.coerce.number(), itemId) }),
      body: managerPriceRequest,
      response: { 200: adminOrder, ...errors },
    },
    handler: async (request) =>
      setItemManagerPrice(
        app.db,
        requestOrder(request).id,
        request.params.kind,
        request.params.itemId,
        request.body.managerPrice,
        actorOf(currentUser(request)),
      ),
  });

  // Beyond the spec: the manager changes an item's count and options, or removes it, before payment.
  const itemParams = z.object({ id: orderId, kind: itemKind, itemId: z.pipe(z.coerce.number(), itemId) });
  app.route({
    ...endpoint(routes.changeItemAsManager),
    preHandler: [staffOnly, requireOrderAccess()],
    schema: { ...secured, params: itemParams, body: managerItemChange, response: { 200: adminOrder, ...errors } },
    handler: async (request) =>
      changeItemAsManager(
        app.db,
        requestOrder(request).id,
        request.params.kind,
        request.params.itemId,
        request.body,
        actorOf(currentUser(request)),
      ),
  });
  app.route({
    ...endpoint(routes.removeItemAsManager),
    preHandler: [staffOnly, requireOrderAccess()],
    schema: { ...secured, params: itemParams, response: { 200: adminOrder, ...errors } },
    handler: async (request) =>
      removeItemAsManager(
        app.db,
        requestOrder(request).id,
        request.params.kind,
        request.params.itemId,
        actorOf(currentUser(request)),
      ),
  });

  // Beyond the spec: the list's bulk actions, one result per order (ok, or why not in Russian).
  app.route({
    ...endpoint(routes.bulkOrderStatus),
    preHandler: staffOnly,
    schema: { ...secured, body: bulkStatusRequest, response: { 200: bulkOrderResults, ...errors } },
    handler: async (request) =>
      changeStatuses(app.db, request.log, currentUser(request), request.body, dateOf(app.clock)),
  });

  app.route({
    ...endpoint(routes.bulkRegisterShipments),
    preHandler: staffOnly,
    schema: { ...secured, body: bulkShipmentsRequest, response: { 200: bulkOrderResults, ...errors } },
    handler: async (request) =>
      registerShipments(
        {
          db: app.db,
          delivery: app.delivery,
          clock: app.clock,
          log: request.log,
          estimate: app.config.providers?.cdekParcelEstimate,
        },
        request.body.orderIds,
      ),
  });

  app.route({
    ...endpoint(routes.createOrderForClient),
    preHandler: staffOnly,
    schema: { ...secured, body: createForClientRequest, response: { 201: createForClientReply, ...errors } },
    handler: async (request, reply) =>
      reply
        .status(201)
        .send(
          await createOrderForClient(app.db, app.config.publicUrl, currentUser(request), request.body, app.clock.now()),
        ),
  });
};
