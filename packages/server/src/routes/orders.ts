import {
  cartInfo,
  cartItemsCount,
  createOrderReply,
  createOrderRequest,
  errorReply,
  type OrderListEntry,
  order,
  orderId,
  orderIdOrCart,
  orderList,
  orderListQuery,
  orderPaymentInfo,
  orderStatuses,
  publicOrderInfo,
  routes,
  submitReply,
} from '@stickers62/core/contract';
import { archivedStatuses, canPayOrder, checkoutErrors, isOrderEditable } from '@stickers62/core/rules';
import { checkoutTexts, itemTexts, orderStatusTexts } from '@stickers62/core/texts';
import { and, asc, desc, eq, inArray, isNotNull, not, or, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { currentUser, requireUser } from '../auth/guards.js';
import { acrylItems, orders, stickerItems, users } from '../db/schema.js';
import { badRequest, notFound } from '../errors.js';
import { findCart, findOrCreateCart, lockOrder, requestOrder, requireOrderAccess } from '../orders/access.js';
import { checkOut, countItems } from '../orders/checkout.js';
import { toOrder } from '../orders/serialize.js';

const orderParams = z.object({ id: orderIdOrCart });
const realOrderParams = z.object({ id: orderId });
const errors = { 400: errorReply, 401: errorReply, 403: errorReply, 404: errorReply };
const secured = { security: [{ bearer: [] }], tags: ['orders'] };

export const orderRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.route({
    method: routes.orderList.method,
    url: routes.orderList.path,
    preHandler: requireUser,
    schema: { ...secured, querystring: orderListQuery, response: { 200: orderList, 401: errorReply } },
    handler: async (request) => {
      const user = currentUser(request);
      // Qualified by hand: Drizzle leaves columns unqualified in single-table selects.
      const itemCount = (table: typeof stickerItems | typeof acrylItems) =>
        sql<number>`(select count(*)::int from ${table} where ${table}.order_id = "orders"."id")`;
      const rows = await app.db
        .select({
          order: orders,
          stickersCount: itemCount(stickerItems),
          acrylCount: itemCount(acrylItems),
        })
        .from(orders)
        .where(
          and(
            eq(orders.ownerId, user.id),
            request.query.active ? not(inArray(orders.status, [...archivedStatuses])) : undefined,
          ),
        )
        .orderBy(desc(orders.createdAt));
      // An empty cart is not an order yet; a cart with items (or a draft a manager made) is.
      const listed = rows.filter(
        (row) => !row.order.isCart || row.order.insertedBy !== null || row.stickersCount + row.acrylCount > 0,
      );
      const ids = listed.map((row) => row.order.id);
      const names = (table: typeof stickerItems | typeof acrylItems) =>
        ids.length === 0
          ? Promise.resolve([])
          : app.db
              .select({ orderId: table.orderId, name: table.name, fileName: table.fileName })
              .from(table)
              .where(inArray(table.orderId, ids))
              .orderBy(asc(table.id));
      const [stickerNames, acrylNames] = await Promise.all([names(stickerItems), names(acrylItems)]);
      const entriesOf = (list: { orderId: string; name: string; fileName: string | null }[], id: string) =>
        list
          .filter((item) => item.orderId === id)
          .map((item) => ({ orderItemName: item.name, hasFile: item.fileName !== null }));
      return listed.map(
        ({ order: row, stickersCount, acrylCount }): OrderListEntry => ({
          orderId: row.id,
          orderNumber: row.number,
          createDate: row.createdAt.toISOString(),
          status: row.status,
          sendDate: row.sendDate,
          manager: row.manager,
          cost: row.cost,
          payed: row.payed,
          stickersCount,
          acrylCount,
          stickersOrderItems: entriesOf(stickerNames, row.id),
          acrylOrderItems: entriesOf(acrylNames, row.id),
        }),
      );
    },
  });

  app.route({
    method: routes.cartItemsCount.method,
    url: routes.cartItemsCount.path,
    preHandler: requireUser,
    schema: { ...secured, response: { 200: cartItemsCount, 401: errorReply } },
    handler: async (request) => {
      const cart = await findCart(app.db, currentUser(request).id);
      if (!cart) return { count: 0 };
      const items = await countItems(app.db, cart.id);
      return { count: items.stickers + items.acryl };
    },
  });

  app.route({
    method: routes.cart.method,
    url: routes.cart.path,
    preHandler: requireUser,
    schema: { ...secured, response: { 200: cartInfo, 401: errorReply } },
    handler: async (request) => {
      const cart = await findOrCreateCart(app.db, currentUser(request).id);
      const items = await countItems(app.db, cart.id);
      return { orderId: cart.id, orderNumber: cart.number, itemsCount: items.stickers + items.acryl };
    },
  });

  app.route({
    method: routes.orderPaymentInfo.method,
    url: routes.orderPaymentInfo.path,
    preHandler: requireOrderAccess(),
    schema: { ...secured, params: realOrderParams, response: { 200: orderPaymentInfo, ...errors } },
    handler: async (request) => {
      const row = requestOrder(request);
      const [owner] = await app.db
        .select({ receiptEmail: users.receiptEmail })
        .from(users)
        .where(eq(users.id, row.ownerId));
      return {
        orderId: row.id,
        orderNumber: row.number,
        cost: row.cost,
        payed: row.payed,
        canPay: !row.isCart && canPayOrder(row),
        receiptEmail: owner?.receiptEmail ?? null,
      };
    },
  });

  app.route({
    method: routes.createOrderFromCart.method,
    url: routes.createOrderFromCart.path,
    preHandler: requireUser,
    schema: { ...secured, body: createOrderRequest, response: { 200: createOrderReply, ...errors } },
    handler: async (request) => {
      const problems = Object.values(checkoutErrors(request.body));
      if (problems[0]) throw badRequest(problems[0]);
      const created = await checkOut(app.db, currentUser(request), request.body);
      return { orderId: created.id, orderNumber: created.number };
    },
  });

  app.route({
    method: routes.order.method,
    url: routes.order.path,
    preHandler: requireOrderAccess(),
    schema: { ...secured, params: orderParams, response: { 200: order, ...errors } },
    handler: async (request) => toOrder(app.db, requestOrder(request)),
  });

  app.route({
    method: routes.submitToManager.method,
    url: routes.submitToManager.path,
    preHandler: requireOrderAccess(),
    schema: { ...secured, params: realOrderParams, response: { 200: submitReply, ...errors, 409: errorReply } },
    handler: async (request) => {
      const { submitted, counts, row } = await app.db.transaction(async (tx) => {
        const locked = await lockOrder(tx, requestOrder(request).id);
        const itemCounts = await countItems(tx, locked.id);
        // Sending twice (a retried request) is not an error and does not notify twice.
        if (locked.status === orderStatuses.awaitingManagerCheck) {
          return { submitted: false, counts: itemCounts, row: locked };
        }
        if (!isOrderEditable(locked.status)) throw badRequest(itemTexts.notEditable);
        if (locked.isCart || !locked.checkedOutAt) throw badRequest(checkoutTexts.notCheckedOut);
        if (itemCounts.stickers + itemCounts.acryl === 0) throw badRequest(checkoutTexts.noItems);
        const [updated] = await tx
          .update(orders)
          .set({
            status: orderStatuses.awaitingManagerCheck,
            confirmedAt: new Date(),
            updatedAt: new Date(),
            version: sql`${orders.version} + 1`,
          })
          .where(eq(orders.id, locked.id))
          .returning();
        return { submitted: true, counts: itemCounts, row: updated ?? locked };
      });
      if (submitted) {
        app.notifier
          .orderSubmitted({
            orderId: row.id,
            orderNumber: row.number,
            clientName: row.clientName,
            cost: row.cost,
            stickersCount: counts.stickers,
            acrylCount: counts.acryl,
          })
          .catch((error: unknown) => request.log.error({ err: error }, 'manager notification failed'));
      }
      return { orderId: row.id, orderNumber: row.number, status: row.status };
    },
  });

  app.route({
    method: routes.publicOrderInfo.method,
    url: routes.publicOrderInfo.path,
    schema: { tags: ['orders'], params: realOrderParams, response: { 200: publicOrderInfo, 404: errorReply } },
    handler: async (request) => {
      // Public by design (the payment link page); the unguessable id is the key, and it shows little.
      const [row] = await app.db
        .select()
        .from(orders)
        .where(and(eq(orders.id, request.params.id), or(eq(orders.isCart, false), isNotNull(orders.insertedBy))));
      if (!row) throw notFound(orderStatusTexts.notFound);
      const items = await countItems(app.db, row.id);
      return {
        orderNumber: row.number,
        createDate: row.createdAt.toISOString(),
        manager: row.manager,
        deliveryType: row.deliveryType,
        orderItemsCount: items.stickers,
        acrylOrderItemsCount: items.acryl,
        cost: row.cost,
      };
    },
  });
};
