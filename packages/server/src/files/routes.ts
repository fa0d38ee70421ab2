import {
  errorReply,
  type FilePathParams,
  fileInfo,
  filePathParams,
  previewQuery,
  routes,
  uploadQuery,
} from '@stickers62/core/contract';
import { fileTexts } from '@stickers62/core/texts';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { defaultUploadsPerCustomer } from '../config.js';
import { HttpError, notFound } from '../errors.js';
import { endpoint } from '../http/endpoint.js';
import { requestOrder, requireOrderAccess } from '../orders/access.js';
import { registerProofFileRoutes } from '../proofs/file-routes.js';
import { type FilesConfig, loadFilesConfig } from './config.js';
import { registerContourRoute } from './contour/routes.js';
import { attachmentDisposition, isSafeFileName } from './file-names.js';
import { extensionOf, isExtensionAllowed } from './formats.js';
import { LayoutPreflight } from './layout-preflight.js';
import { openStorage } from './open-storage.js';
import { sweepOrphanLayouts } from './orphans.js';
import { PreviewService } from './preview/preview-service.js';
import {
  assertEditable,
  attachLayout,
  detachLayout,
  findFileTarget,
  findShownLayout,
  preflightSlotOf,
} from './records.js';
import { sendStoredImage, storeUpload } from './serving.js';
import type { FileStorage } from './storage.js';
import { UploadSlots } from './upload-slots.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The file store and its previews, set by the files routes; the outbox's worker reads a proof's preview from them. */
    fileStore: { storage: FileStorage; previews: PreviewService };
  }
}

const errors = { 400: errorReply, 401: errorReply, 403: errorReply, 404: errorReply };
const secured = { security: [{ bearer: [] }], tags: ['files'] };
const orderAccess = requireOrderAccess({ key: 'orderId' });

export interface FilesRoutesOptions {
  /** Replaces settings read from the environment (tests shrink the limits). */
  config?: Partial<FilesConfig>;
  /** A store opened by the caller instead of the one `STORAGE` names (tests); the caller closes it. */
  storage?: FileStorage;
}

/**
 * The file calls of an order: upload, delete, name, download, full image and preview.
 * Layout bytes stream from the request to storage and back, never held whole in memory.
 */
export function createFilesRoutes(options: FilesRoutesOptions = {}): FastifyPluginAsync {
  const plugin: FastifyPluginAsync = async (root) => {
    const defaults = loadFilesConfig(root.config.dataDir);
    const config: FilesConfig = { ...defaults, ...options.config };
    const storage = options.storage ?? (await openStorage(root.config.storage, config.storageRoot));
    const previews = new PreviewService(storage, config.preview);
    const layoutPreflight = new LayoutPreflight(
      root.db,
      previews,
      config.preflight,
      root.log,
      root.config.preflightAnswerWaitMs,
    );
    root.decorate('layoutPreflight', layoutPreflight);
    root.decorate('fileStore', { storage, previews });
    // Before serving: what a crashed run of this server left is gone by the first request.
    await sweepUnfinished(root, storage, previews);
    const sweeps = scheduleSweeps(root, storage, previews);
    root.addHook('onClose', async () => {
      clearInterval(sweeps);
      await previews.close();
      await layoutPreflight.settle();
      if (!options.storage) storage.close?.();
    });
    await root.register(scopedRoutes(config, storage, previews, layoutPreflight));
  };
  // Not encapsulated, so `layoutPreflight` decorates the app and the items' save can reach it;
  // the routes, their body parser and their hooks keep a scope of their own (`scopedRoutes`).
  return Object.assign(plugin, { [Symbol.for('skip-override')]: true });
}

/** The file routes, in their own scope: the octet-stream parser and the query-token hook stay in it. */
function scopedRoutes(
  config: FilesConfig,
  storage: FileStorage,
  previews: PreviewService,
  layoutPreflight: LayoutPreflight,
): FastifyPluginAsync {
  return async (fastify) => {
    // The body of an upload is handed over unread: the handler streams it to storage.
    fastify.addContentTypeParser('application/octet-stream', (_request, payload, done) => done(null, payload));
    acceptImageTokenFromQuery(fastify);

    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const uploadLimit = config.uploadLimitBytes;
    const files = { storage, previews };
    const uploadSlots = new UploadSlots(app.config.uploadsPerCustomer ?? defaultUploadsPerCustomer);

    app.route({
      ...endpoint(routes.uploadFile),
      bodyLimit: uploadLimit,
      // Held to a minimum transfer rate, not a total deadline (security/body-deadlines.ts); an
      // answer given before the body was read closes the connection there too.
      config: { bodyDeadline: 'upload' },
      preHandler: [orderAccess, uploadSlots.guard()],
      schema: {
        ...secured,
        params: filePathParams,
        querystring: uploadQuery,
        response: { 200: fileInfo, 408: errorReply, 413: errorReply, 415: errorReply, 429: errorReply, ...errors },
      },
      handler: async (request) => {
        const order = requestOrder(request);
        assertEditable(order);
        const { fileName } = request.query;
        const extension = extensionOf(fileName);
        if (!isSafeFileName(fileName) || !isExtensionAllowed(extension)) {
          throw new HttpError(415, fileTexts.typeNotAllowed);
        }
        const target = await findFileTarget(app.db, order, request.params.kind, request.params.itemName);
        const { key, size } = await storeUpload(storage, request, extension, uploadLimit);

        let change: Awaited<ReturnType<typeof attachLayout>>;
        try {
          change = await attachLayout(app.db, order, target, { fileName, fileKey: key, size });
        } catch (error) {
          await storage.delete(key);
          throw error;
        }
        if (change.replacedKey) await forget(change.replacedKey);
        // Waits (boundedly) so the upload dialog shows the result at once; it never fails the upload.
        const preflight = await layoutPreflight.examine(preflightSlotOf(order, target));
        return { fileName, status: change.status, ...(preflight === undefined ? {} : { preflight }) };
      },
    });

    registerContourRoute(fastify, files);

    registerProofFileRoutes(fastify, {
      storage,
      previews,
      uploadLimitBytes: uploadLimit,
      uploadSlotGuard: uploadSlots.guard(),
    });

    app.route({
      ...endpoint(routes.deleteFile),
      preHandler: orderAccess,
      schema: { ...secured, params: filePathParams, response: { 204: z.null(), ...errors } },
      handler: async (request, reply) => {
        const order = requestOrder(request);
        assertEditable(order);
        const target = await findFileTarget(app.db, order, request.params.kind, request.params.itemName);
        const change = await detachLayout(app.db, order, target);
        if (change.replacedKey) await forget(change.replacedKey);
        return reply.status(204).send(null);
      },
    });

    app.route({
      ...endpoint(routes.fileName),
      preHandler: orderAccess,
      schema: { ...secured, params: filePathParams, response: { 200: fileInfo, ...errors } },
      handler: async (request) => {
        const { target, fileName } = await storedFile(request);
        return { fileName, status: target.type === 'item' ? target.status : null };
      },
    });

    // These three answer bytes (a stream), so they use the plain instance: the schemas still
    // validate the request; only their errors are JSON.
    fastify.route({
      ...endpoint(routes.downloadFile),
      preHandler: orderAccess,
      schema: { ...secured, params: filePathParams, response: errors },
      handler: async (request, reply) => {
        const { fileName, fileKey } = await storedFile(request);
        const stat = await storage.stat(fileKey);
        if (!stat) throw notFound(fileTexts.fileNotFound);
        return reply
          .header('content-type', 'application/octet-stream')
          .header('content-length', stat.size)
          .header('content-disposition', attachmentDisposition(fileName))
          .header('cache-control', 'private, no-store')
          .header('x-content-type-options', 'nosniff')
          .send(storage.read(fileKey));
      },
    });

    fastify.route({
      ...endpoint(routes.fileImage),
      preHandler: orderAccess,
      schema: { ...secured, params: filePathParams, response: errors },
      handler: async (request, reply) => sendStoredImage(request, reply, files, await shownLayout(request), 'original'),
    });

    fastify.route({
      ...endpoint(routes.filePreview),
      preHandler: orderAccess,
      schema: { ...secured, params: filePathParams, querystring: previewQuery, response: { 304: z.null(), ...errors } },
      handler: async (request, reply) => sendStoredImage(request, reply, files, await shownLayout(request), 'sized'),
    });

    /** What the slot's pictures show: its layout, or a repeated item's source layout; 404 without one. */
    async function shownLayout(request: FastifyRequest) {
      const params = request.params as FilePathParams;
      const shown = await findShownLayout(app.db, requestOrder(request), params.kind, params.itemName);
      if (!shown) throw notFound(fileTexts.fileNotFound);
      return shown;
    }

    /** The stored layout of the slot the path names; 404 with the spec's meaning ("no file") otherwise. */
    async function storedFile(request: FastifyRequest) {
      const params = request.params as FilePathParams;
      const target = await findFileTarget(app.db, requestOrder(request), params.kind, params.itemName);
      if (!target.fileKey || !target.fileName) throw notFound(fileTexts.fileNotFound);
      return { target, fileName: target.fileName, fileKey: target.fileKey };
    }

    /** Removes a replaced or deleted layout and its previews; a failure only leaves an orphan behind. */
    async function forget(key: string): Promise<void> {
      try {
        await storage.delete(key);
        await previews.discard(key);
      } catch (error) {
        app.log.warn({ err: error, key }, 'replaced layout not removed');
      }
    }
  };
}

/** The plugin `app.ts` registers: settings from the environment, the store `STORAGE` names. */
export const filesRoutes = createFilesRoutes();

/**
 * Removes uploads and preview scratch files that no live process is still writing (another
 * instance's upload in progress stays). A failure is logged: the shop still serves without it.
 */
async function sweepUnfinished(app: FastifyInstance, storage: FileStorage, previews: PreviewService): Promise<void> {
  try {
    const [uploads, scratch] = await Promise.all([storage.sweepUnfinished(), previews.sweepScratch()]);
    if (uploads + scratch > 0) app.log.warn({ uploads, scratch }, 'removed unfinished uploads of stopped processes');
  } catch (error) {
    app.log.warn({ err: error }, 'sweep of unfinished uploads failed');
  }
}

const sweepIntervalMs = 6 * 60 * 60 * 1000;

/**
 * Removes unreferenced layouts once the server is up, then every six hours (with abandoned
 * uploads), off the request path.
 */
function scheduleSweeps(app: FastifyInstance, storage: FileStorage, previews: PreviewService): NodeJS.Timeout {
  const sweepOrphans = () =>
    sweepOrphanLayouts(app.db, storage, previews).then(
      (removed) => {
        if (removed > 0) app.log.info({ removed }, 'removed layout files no row points at');
      },
      (error: unknown) => app.log.warn({ err: error }, 'orphan layout sweep failed'),
    );
  app.addHook('onReady', async () => {
    void sweepOrphans();
  });
  const timer = setInterval(() => {
    void sweepOrphans();
    void sweepUnfinished(app, storage, previews);
  }, sweepIntervalMs);
  timer.unref();
  return timer;
}

/** The calls a page shows with `<img src>` or a plain link, which cannot carry a bearer header. */
const imagePaths: readonly string[] = [
  routes.filePreview.path,
  routes.fileImage.path,
  routes.downloadFile.path,
  routes.fileContour.path,
  routes.proofFilePreview.path,
  routes.proofFileImage.path,
];

/**
 * `<img>` and `<a download>` cannot send the bearer header, so these GET calls also take the
 * access token as `?accessToken=` (RFC 6750 §2.3). It is the short-lived access token, never
 * the refresh token; the answer goes out with `Referrer-Policy: no-referrer`.
 */
function acceptImageTokenFromQuery(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' || !imagePaths.includes(request.routeOptions.url ?? '')) return;
    reply.header('referrer-policy', 'no-referrer');
    const token = (request.query as Record<string, unknown> | undefined)?.accessToken;
    if (request.headers.authorization || typeof token !== 'string' || token.length > 2000) return;
    request.headers.authorization = `Bearer ${token}`;
  });
}
