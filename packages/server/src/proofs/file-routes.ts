import {
  errorReply,
  orderId,
  previewQuery,
  proofExtensions,
  proofFileParams,
  proofUploadQuery,
  proofUploadReply,
  routes,
} from '@stickers62/core/contract';
import { isStaff } from '@stickers62/core/rules';
import { proofTexts } from '@stickers62/core/texts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { currentUser } from '../auth/guards.js';
import { HttpError, notFound } from '../errors.js';
import { isSafeFileName } from '../files/file-names.js';
import { extensionOf } from '../files/formats.js';
import type { PreviewService } from '../files/preview/preview-service.js';
import { sendStoredImage, storeUpload } from '../files/serving.js';
import type { FileStorage } from '../files/storage.js';
import { endpoint } from '../http/endpoint.js';
import { requestOrder, requireOrderAccess } from '../orders/access.js';
import { findProofFile, recordProofFile } from './records.js';
import { assertStaff } from './routes.js';

const errors = { 400: errorReply, 401: errorReply, 403: errorReply, 404: errorReply };
const secured = { security: [{ bearer: [] }], tags: ['proofs'] };
const allowed: readonly string[] = proofExtensions;

export interface ProofFileRouteDeps {
  storage: FileStorage;
  previews: PreviewService;
  uploadLimitBytes: number;
  /** The per-customer upload slots of the layout uploads, shared so one person cannot flood both. */
  uploadSlotGuard: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
}

/**
 * The proof files' calls, registered in the file routes' scope (its octet-stream parser and its
 * `?accessToken=` hook for `<img>`): upload (staff), preview and full image (the order's
 * customer and staff). Proof bytes are stored and previewed exactly like layouts.
 */
export function registerProofFileRoutes(fastify: FastifyInstance, deps: ProofFileRouteDeps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { storage, previews, uploadLimitBytes } = deps;
  const files = { storage, previews };

  app.route({
    ...endpoint(routes.uploadProofFile),
    bodyLimit: uploadLimitBytes,
    config: { bodyDeadline: 'upload' },
    preHandler: [requireOrderAccess(), async (request) => assertStaff(request), deps.uploadSlotGuard],
    schema: {
      ...secured,
      params: z.object({ id: orderId }),
      querystring: proofUploadQuery,
      response: { 200: proofUploadReply, 413: errorReply, 415: errorReply, 429: errorReply, ...errors },
    },
    handler: async (request) => {
      const order = requestOrder(request);
      const { fileName } = request.query;
      const extension = extensionOf(fileName);
      if (!isSafeFileName(fileName) || !allowed.includes(extension)) throw new HttpError(415, proofTexts.badFileType);
      const { key, size } = await storeUpload(storage, request, extension, uploadLimitBytes);
      try {
        return await recordProofFile(app.db, order.id, { fileName, fileKey: key, size });
      } catch (error) {
        await storage.delete(key);
        throw error;
      }
    },
  });

  fastify.route({
    ...endpoint(routes.proofFileImage),
    preHandler: requireOrderAccess(),
    schema: { ...secured, params: proofFileParams, response: errors },
    handler: async (request, reply) => sendStoredImage(request, reply, files, await storedProof(request), 'original'),
  });

  fastify.route({
    ...endpoint(routes.proofFilePreview),
    preHandler: requireOrderAccess(),
    schema: { ...secured, params: proofFileParams, querystring: previewQuery, response: { 304: z.null(), ...errors } },
    handler: async (request, reply) => sendStoredImage(request, reply, files, await storedProof(request), 'sized'),
  });

  /**
   * A proof file the customer may see: one sent in a round. Files uploaded but not yet sent
   * are the manager's draft; only staff see those.
   */
  async function storedProof(request: FastifyRequest) {
    const order = requestOrder(request);
    const { fileId } = request.params as { fileId: number };
    const file = await findProofFile(app.db, order.id, fileId);
    if (file.roundId === null && !isStaff(currentUser(request))) throw notFound(proofTexts.fileNotFound);
    return file;
  }
}
