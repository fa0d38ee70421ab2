import {
  acrylPriceEntries,
  buildPath,
  errorReply,
  type ReferenceListName,
  type ReferenceLists,
  referenceListPaths,
  referenceListSchemas,
  routes,
  stickerPriceEntries,
} from '@stickers62/core/contract';
import { fileTexts } from '@stickers62/core/texts';
import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import type { Database } from '../db/client.js';
import {
  acrylFittings,
  acrylMaterialTypes,
  acrylPrices,
  acrylPrintTypes,
  acrylTypes,
  cuttingTypes,
  filmTypes,
  laminationTypes,
  stickerPrices,
} from '../db/schema.js';
import { notFound } from '../errors.js';
import { createCachedView, tablesChangeMarker } from '../http/cached-view.js';
import {
  loadAcrylPriceEntries,
  loadFittings,
  loadMaterialCategories,
  loadStickerPriceEntries,
} from '../orders/price-lists.js';

/** How each reference list is read; all are public (calculators work without sign-in). */
const loaders: { [Name in ReferenceListName]: (db: Database) => Promise<ReferenceLists[Name]> } = {
  laminationTypes: async (db) =>
    (await db.select().from(laminationTypes).orderBy(asc(laminationTypes.sortOrder))).map((row) => row.code),
  cuttingTypes: async (db) =>
    (await db.select().from(cuttingTypes).orderBy(asc(cuttingTypes.sortOrder))).map((row) => row.code),
  // Only the films enabled in the database are offered (checkout-admin-pages section 9).
  filmTypes: async (db) =>
    (await db.select().from(filmTypes).where(eq(filmTypes.enabled, true)).orderBy(asc(filmTypes.sortOrder))).map(
      (row) => row.name,
    ),
  acrylMaterialTypes: async (db) =>
    (await db.select().from(acrylMaterialTypes).orderBy(asc(acrylMaterialTypes.sortOrder))).map((row) => row.name),
  acrylMaterialCategories: loadMaterialCategories,
  acrylTypes: async (db) =>
    (await db.select().from(acrylTypes).orderBy(asc(acrylTypes.sortOrder))).map((row) => row.name),
  acrylPrintTypes: async (db) =>
    (await db.select().from(acrylPrintTypes).orderBy(asc(acrylPrintTypes.sortOrder))).map((row) => row.name),
  acrylFittings: loadFittings,
};

export const referenceRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // The price views are the largest reads (20 and 83 KB) and change only when prices are edited:
  // kept serialised and compressed, answered with an ETag (docs/decisions.md, "Site performance").
  const stickerPriceView = createCachedView({
    load: () => loadStickerPriceEntries(app.db),
    serialize: (entries) => JSON.stringify(stickerPriceEntries.parse(entries)),
    changeMarker: () => tablesChangeMarker(app.db, [stickerPrices, laminationTypes, cuttingTypes]),
  });
  const acrylPriceView = createCachedView({
    load: () => loadAcrylPriceEntries(app.db),
    serialize: (entries) => JSON.stringify(acrylPriceEntries.parse(entries)),
    changeMarker: () => tablesChangeMarker(app.db, [acrylPrices]),
  });

  for (const name of Object.keys(referenceListPaths) as ReferenceListName[]) {
    app.route({
      method: routes.referenceList.method,
      url: buildPath(routes.referenceList.path, { list: referenceListPaths[name] }),
      schema: { tags: ['references'], response: { 200: referenceListSchemas[name] } },
      handler: async () => loaders[name](app.db),
    });
  }

  // Declared without the type provider: the handler sends the cached, already checked bytes.
  fastify.route({
    method: routes.stickerPrices.method,
    url: routes.stickerPrices.path,
    schema: { tags: ['references'], response: { 200: stickerPriceEntries } },
    handler: stickerPriceView,
  });

  // Declared without the type provider: the handler sends the cached, already checked bytes.
  fastify.route({
    method: routes.acrylPrices.method,
    url: routes.acrylPrices.path,
    schema: { tags: ['references'], response: { 200: acrylPriceEntries } },
    handler: acrylPriceView,
  });

  // Declared without the type provider: the answer is PNG bytes, not a schema-shaped body.
  fastify.route<{ Params: { fitting: string } }>({
    method: routes.fittingPreview.method,
    url: routes.fittingPreview.path,
    schema: {
      tags: ['references'],
      params: z.object({ fitting: z.string().check(z.minLength(1), z.maxLength(100)) }),
      response: { 404: errorReply },
    },
    handler: async (request, reply) => {
      const [row] = await app.db
        .select({ png: acrylFittings.previewPng })
        .from(acrylFittings)
        .where(eq(acrylFittings.name, request.params.fitting));
      if (!row?.png) throw notFound(fileTexts.previewUnavailable);
      return reply.type('image/png').header('cache-control', 'public, max-age=3600').send(Buffer.from(row.png));
    },
  });
};
