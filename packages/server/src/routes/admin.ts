import { randomUUID } from 'node:crypto';
import {
  adminOrder,
  createForClientReply,
  createForClientRequest,
  errorReply,
  orderId,
  orderIdQuery,
  orderStatuses,
  orderUpdate,
  orderViewFilters,
  orderViewPageQuery,
  orderViews,
  orderViewTotals,
  routes,
} from '@stickers62/core/contract';
import { serverTexts } from '@stickers62/core/texts';
import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { issueAccessKey } from '../auth/access-keys.js';
import { currentUser, requireRole } from '../auth/guards.js';
import { orders, users } from '../db/schema.js';
import { badRequest } from '../errors.js';
import { lockOrder, requestOrder, requireOrderAccess } from '../orders/access.js';
import { orderViewsCsv } from '../orders/csv.js';
import { toAdminOrder } from '../orders/serialize.js';
import { loadOrderViews, loadOrderViewTotals, orderViewExportLimit } from '../orders/views.js';

const staffOnly = requireRole('manager', 'admin');
const errors = { 400: errorReply, 401: errorReply, 403: errorReply, 404: errorReply };
const secured = { security: [{ bearer: [] }], tags: ['admin'] };

/** Today's date in Moscow, `YYYY-MM-DD`. */
const moscowToday = () => new Date(Date.now() + 3 * 60 * 60 * 1000).toISOString().slice(0, 10);

export const adminRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.route({
    method: routes.orderViews.method,
    url: routes.orderViews.path,
    preHandler: staffOnly,
    schema: { ...secured, querystring: orderViewPageQuery, response: { 200: orderViews, ...errors } },
    handler: async (request) => {
      const { offset, ...filters } = request.query;
      return loadOrderViews(app.db, filters, { offset });
    },
  });

  app.route({
    method: routes.orderViewTotals.method,
    url: routes.orderViewTotals.path,
    preHandler: staffOnly,
    schema: { ...secured, querystring: orderViewFilters, response: { 200: orderViewTotals, ...errors } },
    handler: async (request) => loadOrderViewTotals(app.db, request.query),
  });

  app.route({
    method: routes.orderViewsCsv.method,
    url: routes.orderViewsCsv.path,
    preHandler: staffOnly,
    schema: { ...secured, querystring: orderViewFilters, response: { 200: z.string(), ...errors } },
    handler: async (request, reply) => {
      const csv = orderViewsCsv(await loadOrderViews(app.db, request.query, { limit: orderViewExportLimit }));
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="orders-${moscowToday()}.csv"`)
        .send(csv);
    },
  });

  app.route({
    method: routes.adminOrder.method,
    url: routes.adminOrder.path,
    preHandler: [staffOnly, requireOrderAccess()],
    schema: { ...secured, params: z.object({ id: orderId }), response: { 200: adminOrder, ...errors } },
    handler: async (request) => toAdminOrder(app.db, requestOrder(request)),
  });

  app.route({
    method: routes.updateOrderInformation.method,
    url: routes.updateOrderInformation.path,
    preHandler: [staffOnly, requireOrderAccess({ from: 'query', key: 'orderId' })],
    schema: {
      ...secured,
      querystring: orderIdQuery,
      body: orderUpdate,
      response: { 200: adminOrder, ...errors },
    },
    handler: async (request) => {
      const update = request.body;
      if (update.id !== request.query.orderId) throw badRequest(serverTexts.badField('id'));
      const staff = currentUser(request);
      const updated = await app.db.transaction(async (tx) => {
        const locked = await lockOrder(tx, requestOrder(request).id);
        const status = update.status?.trim() || locked.status;
        const becomesPaid = update.isPayed && !locked.payed;
        const [row] = await tx
          .update(orders)
          .set({
            comment: update.comment,
            deliveryType: update.deliveryType,
            deliveryAddress: update.deliveryAddress,
            approximalDeliveryDate: update.approximalDeliveryDate,
            approximalSendDate: update.approximalSendDate,
            payed: update.isPayed,
            // The list's marks (beyond the spec's payload): an absent one stays as stored.
            isUrgent: update.isUrgent ?? locked.isUrgent,
            isFixedDate: update.isFixedDate ?? locked.isFixedDate,
            colorProofStatus: update.colorProofStatus === undefined ? locked.colorProofStatus : update.colorProofStatus,
            paidAt: update.isPayed ? (becomesPaid ? new Date() : locked.paidAt) : null,
            status,
            // Shipping without a recorded date means "today".
            sendDate: status === orderStatuses.shipped && !locked.sendDate ? moscowToday() : locked.sendDate,
            // The first manager to work on an order becomes its manager.
            manager: locked.manager ?? staff.name ?? staff.username,
            // An order a manager moves on is no longer anybody's cart.
            isCart: status === orderStatuses.created ? locked.isCart : false,
            updatedAt: new Date(),
            version: sql`${orders.version} + 1`,
          })
          .where(eq(orders.id, locked.id))
          .returning();
        return row ?? locked;
      });
      return toAdminOrder(app.db, updated);
    },
  });

  app.route({
    method: routes.createOrderForClient.method,
    url: routes.createOrderForClient.path,
    preHandler: staffOnly,
    schema: { ...secured, body: createForClientRequest, response: { 201: createForClientReply, ...errors } },
    handler: async (request, reply) => {
      const staff = currentUser(request);
      const body = request.body;
      const clientName = body.clientName.trim();
      if (clientName === '') throw badRequest(serverTexts.badField('clientName'));
      const vkLink = body.vkLink?.trim() || null;
      const created = await app.db.transaction(async (tx) => {
        const [client] = await tx
          .insert(users)
          .values({ name: clientName, vkLink, isTemporary: true, role: 'customer' })
          .returning({ id: users.id });
        if (!client) throw new Error('Temporary user insert returned nothing');
        // The draft is the client's cart: the access link opens it like any cart.
        const [order] = await tx
          .insert(orders)
          .values({
            id: randomUUID(),
            ownerId: client.id,
            status: orderStatuses.created,
            isCart: true,
            clientName,
            comment: body.comment?.trim() || null,
            vkUrl: vkLink,
            insertedBy: staff.username ?? staff.name,
            manager: staff.name ?? staff.username,
          })
          .returning({ id: orders.id, number: orders.number });
        if (!order) throw new Error('Order insert returned nothing');
        const key = await issueAccessKey(tx, client.id, order.id);
        return { order, key };
      });
      const accessLink = `${app.config.publicUrl}/?access_key=${encodeURIComponent(created.key.key)}`;
      return reply.status(201).send({
        orderId: created.order.id,
        orderNumber: created.order.number,
        accessLink,
        expiresAt: created.key.expiresAt.toISOString(),
      });
    },
  });
};
