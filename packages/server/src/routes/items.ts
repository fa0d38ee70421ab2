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

  /** The caller's layouts, newest first, a page at a time (the index on owner and time serves it). */
  async function recentItems(kind: ItemKind, ownerId: number, skip: number, take: number) {
    if (kind === 'stickers') {
      const rows = await app.db
        .select({ item: stickerItems, orderNumber: orders.number })
        .from(stickerItems)
        .innerJoin(orders, eq(orders.id, stickerItems.orderId))
        .where(eq(stickerItems.ownerId, ownerId))
        .orderBy(desc(stickerItems.createdAt), desc(stickerItems.id))
        .offset(skip)
        .limit(take);
      return rows.map(
        ({ item, orderNumber }): LayoutTemplateEntry => ({
          orderId: item.orderId,
          orderNumber,
          created: item.createdAt.toISOString(),
          item: {
            id: item.id,
            name: item.name,
            count: item.count,
            cuttingType: item.cuttingType,
            filmType: item.filmType,
            laminationType: item.laminationType,
          },
        }),
      );
    }
    const rows = await app.db
      .select({ item: acrylItems, orderNumber: orders.number })
      .from(acrylItems)
      .innerJoin(orders, eq(orders.id, acrylItems.orderId))
      .where(eq(acrylItems.ownerId, ownerId))
      .orderBy(desc(acrylItems.createdAt), desc(acrylItems.id))
      .offset(skip)
      .limit(take);
    return rows.map(
      ({ item, orderNumber }): LayoutTemplateEntry => ({
        orderId: item.orderId,
        orderNumber,
        created: item.createdAt.toISOString(),
        item: {
          id: item.id,
          name: item.name,
          count: item.count,
          acrylType: item.acrylType,
          materialType: item.materialType,
          printType: item.printType,
          fittings: item.fittings,
        },
      }),
    );
  }
};
