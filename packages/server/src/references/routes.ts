import {
  acrylCalculatorLookups,
  acrylPriceEntries,
  buildPath,
  errorReply,
  newFilmReply,
  newFilmRequest,
  type ReferenceListName,
  referenceListPaths,
  referenceListSchemas,
  routes,
  stickerCalculatorLookups,
  stickerPriceEntries,
} from '@stickers62/core/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { requireRole } from '../auth/guards.js';
import { createCachedView } from '../http/cached-view.js';
import { endpoint } from '../http/endpoint.js';
import { addFilm } from './films.js';
import { fittingPreviewPng, referenceLoaders } from './lists.js';
import { loadAcrylPriceEntries, loadStickerPriceEntries } from './price-lists.js';
import { readReferenceRevision } from './reference-cache.js';

export const referenceRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // The revision row that migration 0008's trigger moves with every edit of a reference or price
  // table, in the editing transaction (by hand in the database too): one single-row read, where
  // counting each table's rows and their newest `xmin` scanned 5 760 acrylic price rows a request.
  const referenceMarker = async () => String(await readReferenceRevision(app.db));
  // The price views are the largest reads (20 and 83 KB) and change only when prices are edited:
  // kept serialised and compressed, answered with an ETag (docs/decisions/0019-site-performance-chunks-compression-caching.md).
  const stickerPriceView = createCachedView({
    load: () => loadStickerPriceEntries(app.db),
    serialize: (entries) => JSON.stringify(stickerPriceEntries.parse(entries)),
    changeMarker: referenceMarker,
  });
  const acrylPriceView = createCachedView({
    load: () => loadAcrylPriceEntries(app.db),
    serialize: (entries) => JSON.stringify(acrylPriceEntries.parse(entries)),
    changeMarker: referenceMarker,
  });

  // Each calculator's price list and the reference lists it shows, in one cached answer: its
  // first price after one request, not nine (issue 33, item 1).
  const stickerCalculatorView = createCachedView({
    load: async () => ({
      prices: await loadStickerPriceEntries(app.db),
      filmTypes: await referenceLoaders.filmTypes(app.db),
    }),
    serialize: (lookups) => JSON.stringify(stickerCalculatorLookups.parse(lookups)),
    changeMarker: referenceMarker,
  });
  const acrylCalculatorView = createCachedView({
    load: async () => ({
      prices: await loadAcrylPriceEntries(app.db),
      acrylMaterialCategories: await referenceLoaders.acrylMaterialCategories(app.db),
      acrylFittings: await referenceLoaders.acrylFittings(app.db),
    }),
    serialize: (lookups) => JSON.stringify(acrylCalculatorLookups.parse(lookups)),
    changeMarker: referenceMarker,
  });

  for (const name of Object.keys(referenceListPaths) as ReferenceListName[]) {
    app.route({
      // One route per list: the contract's `/…/:list` with the list's name written in.
      ...endpoint({
        ...routes.referenceList,
        path: buildPath(routes.referenceList.path, { list: referenceListPaths[name] }),
      }),
      schema: { tags: ['references'], response: { 200: referenceListSchemas[name] } },
      handler: async () => referenceLoaders[name](app.db),
    });
  }

  // Declared without the type provider: the handler sends the cached, already checked bytes.
  for (const [route, schema, view] of [
    [routes.stickerPrices, stickerPriceEntries, stickerPriceView],
    [routes.acrylPrices, acrylPriceEntries, acrylPriceView],
    [routes.stickerCalculatorLookups, stickerCalculatorLookups, stickerCalculatorView],
    [routes.acrylCalculatorLookups, acrylCalculatorLookups, acrylCalculatorView],
  ] as const) {
    fastify.route({
      ...endpoint(route),
      schema: { tags: ['references'], response: { 200: schema } },
      handler: view,
    });
  }

  // Declared without the type provider: the answer is PNG bytes, not a schema-shaped body.
  fastify.route<{ Params: { fitting: string } }>({
    ...endpoint(routes.fittingPreview),
    schema: {
      tags: ['references'],
      params: z.object({ fitting: z.string().check(z.minLength(1), z.maxLength(100)) }),
      response: { 404: errorReply },
    },
    handler: async (request, reply) =>
      reply
        .type('image/png')
        .header('cache-control', 'public, max-age=3600')
        .send(await fittingPreviewPng(app.db, request.params.fitting)),
  });

  // Beyond the spec: the administrator adds a film priced like an existing one (films.ts); the
  // revision row moves with the inserts, so the cached views above answer it from the next request.
  app.route({
    ...endpoint(routes.addFilm),
    preHandler: requireRole('admin'),
    schema: {
      security: [{ bearer: [] }],
      tags: ['admin'],
      body: newFilmRequest,
      response: {
        201: newFilmReply,
        400: errorReply,
        401: errorReply,
        403: errorReply,
        404: errorReply,
        409: errorReply,
      },
    },
    handler: async (request, reply) => reply.status(201).send(await addFilm(app.db, request.body)),
  });
};
