import {
  acrylItem,
  acrylItemSaveBody,
  errorReply,
  itemDeleteQuery,
  layoutTemplateList,
  orderIdOrCart,
  recentItemsQuery,
  routes,
  stickerItem,
  stickerItemSaveBody,
} from '@stickers62/core/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { currentUser, requireUser } from '../auth/guards.js';
import { endpoint } from '../http/endpoint.js';
import { requestOrder, requireOrderAccess } from '../orders/access.js';
import { recentItems } from './recent.js';
import { deleteItem, saveItemAndRecheck } from './save.js';

const orderParams = z.object({ id: orderIdOrCart });
const errors = { 400: errorReply, 401: errorReply, 403: errorReply, 404: errorReply };
const secured = { security: [{ bearer: [] }], tags: ['items'] };

/** The delete and recent-items routes of each kind: one handler each, the kind's paths. */
const kindRoutes = [
  { kind: 'stickers', remove: routes.deleteStickerItem, recent: routes.recentStickerItems },
  { kind: 'acryl', remove: routes.deleteAcrylItem, recent: routes.recentAcrylItems },
] as const;

export const itemRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  // Two routes rather than a loop: each kind's body and answer schemas give its handler its types.
  app.route({
    ...endpoint(routes.saveStickerItem),
    preHandler: requireOrderAccess(),
    schema: {
      ...secured,
      params: orderParams,
      body: stickerItemSaveBody,
      response: { 200: stickerItem, ...errors },
    },
    handler: async (request) =>
      saveItemAndRecheck(app.db, app.layoutPreflight, requestOrder(request), 'stickers', request.body),
  });
  app.route({
    ...endpoint(routes.saveAcrylItem),
    preHandler: requireOrderAccess(),
    schema: { ...secured, params: orderParams, body: acrylItemSaveBody, response: { 200: acrylItem, ...errors } },
    handler: async (request) =>
      saveItemAndRecheck(app.db, app.layoutPreflight, requestOrder(request), 'acryl', request.body),
  });

  for (const { kind, remove, recent } of kindRoutes) {
    app.route({
      ...endpoint(remove),
      preHandler: requireOrderAccess(),
      schema: { ...secured, params: orderParams, querystring: itemDeleteQuery, response: { 204: z.null(), ...errors } },
      handler: async (request, reply) =>
        deleteItem(app.db, requestOrder(request), kind, request.query.itemId).then(() => reply.status(204).send(null)),
    });
    app.route({
      ...endpoint(recent),
      preHandler: requireUser,
      schema: { ...secured, querystring: recentItemsQuery, response: { 200: layoutTemplateList, 401: errorReply } },
      handler: async (request) => recentItems(app.db, kind, currentUser(request).id, request.query),
    });
  }
};
