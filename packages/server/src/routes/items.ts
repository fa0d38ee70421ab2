import {
  acrylItem,
  acrylItemSaveRequest,
  errorReply,
  type ItemKind,
  itemDeleteQuery,
  type LayoutTemplateEntry,
  layoutTemplateList,
  layoutTemplatePageSize,
  orderIdOrCart,
  recentItemsQuery,
  routes,
  stickerItem,
  stickerItemSaveRequest,
} from '@stickers62/core/contract';
import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { currentUser, requireUser } from '../auth/guards.js';
import { acrylItems, orders, stickerItems } from '../db/schema.js';
import { requestOrder, requireOrderAccess } from '../orders/access.js';
import { deleteItem, saveItem } from '../orders/items.js';

const orderParams = z.object({ id: orderIdOrCart });
const errors = { 400: errorReply, 401: errorReply, 403: errorReply, 404: errorReply };
const secured = { security: [{ bearer: [] }], tags: ['items'] };

export const itemRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.route({
    method: routes.saveStickerItem.method,
    url: routes.saveStickerItem.path,
    preHandler: requireOrderAccess(),
    schema: {
      ...secured,
      params: orderParams,
      body: stickerItemSaveRequest,
      response: { 200: stickerItem, ...errors },
    },
    handler: async (request) => saveItem(app.db, requestOrder(request), 'stickers', request.body),
  });

  app.route({
    method: routes.saveAcrylItem.method,
    url: routes.saveAcrylItem.path,
    preHandler: requireOrderAccess(),
    schema: { ...secured, params: orderParams, body: acrylItemSaveRequest, response: { 200: acrylItem, ...errors } },
    handler: async (request) => saveItem(app.db, requestOrder(request), 'acryl', request.body),
  });

  for (const [kind, route] of [
    ['stickers', routes.deleteStickerItem],
    ['acryl', routes.deleteAcrylItem],
  ] as const) {
    app.route({
      method: route.method,
      url: route.path,
      preHandler: requireOrderAccess(),
      schema: { ...secured, params: orderParams, querystring: itemDeleteQuery, response: { 204: z.null(), ...errors } },
      handler: async (request, reply) => {
        await deleteItem(app.db, requestOrder(request), kind, request.query.itemId);
        return reply.status(204).send(null);
      },
    });
  }

  for (const [kind, route] of [
    ['stickers', routes.recentStickerItems],
    ['acryl', routes.recentAcrylItems],
  ] as const) {
    app.route({
      method: route.method,
      url: route.path,
      preHandler: requireUser,
      schema: { ...secured, querystring: recentItemsQuery, response: { 200: layoutTemplateList, 401: errorReply } },
      handler: async (request) =>
        recentItems(
          kind,
          currentUser(request).id,
          request.query.skip ?? 0,
          request.query.take ?? layoutTemplatePageSize,
        ),
    });
  }

  /**
   * One page of an owner's items of a table, newest first, as a deferred join: the page's ids
   * come off the `(owner_id, created_at desc, id desc)` index alone (skipped entries cost index
   * reads, not row reads), then only those rows are fetched with their order numbers.
   */
  function recentPageIds(table: typeof stickerItems | typeof acrylItems, ownerId: number, skip: number, take: number) {
    return app.db
      .select({ id: table.id })
      .from(table)
      .where(eq(table.ownerId, ownerId))
      .orderBy(desc(table.createdAt), desc(table.id))
      .offset(skip)
      .limit(take)
      .as('recent_page');
  }

  /** The caller's layouts, newest first, a page at a time. */
  async function recentItems(kind: ItemKind, ownerId: number, skip: number, take: number) {
    if (kind === 'stickers') {
      const page = recentPageIds(stickerItems, ownerId, skip, take);
      const rows = await app.db
        .select({
          item: {
            id: stickerItems.id,
            orderId: stickerItems.orderId,
            createdAt: stickerItems.createdAt,
            name: stickerItems.name,
            count: stickerItems.count,
            cuttingType: stickerItems.cuttingType,
            filmType: stickerItems.filmType,
            laminationType: stickerItems.laminationType,
          },
          orderNumber: orders.number,
        })
        .from(page)
        .innerJoin(stickerItems, eq(stickerItems.id, page.id))
        .innerJoin(orders, eq(orders.id, stickerItems.orderId))
        .orderBy(desc(stickerItems.createdAt), desc(stickerItems.id));
      return rows.map(toTemplateEntry);
    }
    const page = recentPageIds(acrylItems, ownerId, skip, take);
    const rows = await app.db
      .select({
        item: {
          id: acrylItems.id,
          orderId: acrylItems.orderId,
          createdAt: acrylItems.createdAt,
          name: acrylItems.name,
          count: acrylItems.count,
          acrylType: acrylItems.acrylType,
          materialType: acrylItems.materialType,
          printType: acrylItems.printType,
          fittings: acrylItems.fittings,
        },
        orderNumber: orders.number,
      })
      .from(page)
      .innerJoin(acrylItems, eq(acrylItems.id, page.id))
      .innerJoin(orders, eq(orders.id, acrylItems.orderId))
      .orderBy(desc(acrylItems.createdAt), desc(acrylItems.id));
    return rows.map(toTemplateEntry);
  }
};

/** A selected item row (its order and creation time beside the entry's item fields) as a template entry. */
function toTemplateEntry<Fields extends LayoutTemplateEntry['item']>({
  item: { orderId, createdAt, ...item },
  orderNumber,
}: {
  item: Fields & { orderId: string; createdAt: Date };
  orderNumber: number;
}): LayoutTemplateEntry {
  return { orderId, orderNumber, created: createdAt.toISOString(), item };
}
