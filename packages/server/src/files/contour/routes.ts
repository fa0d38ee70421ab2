import {
  type ContourResult,
  contourQuery,
  errorReply,
  type FilePathParams,
  filePathParams,
  routes,
} from '@stickers62/core/contract';
import { contourTexts, fileTexts } from '@stickers62/core/texts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { currentUser } from '../../auth/guards.js';
import type { Queryable } from '../../db/client.js';
import { acrylItems, stickerItems } from '../../db/schema.js';
import { notFound } from '../../errors.js';
import { endpoint } from '../../http/endpoint.js';
import { requestOrder, requireOrderAccess } from '../../orders/access.js';
import { attachmentDisposition } from '../file-names.js';
import type { PreviewService } from '../preview/preview-service.js';
import { queueOwnerOf } from '../preview/worker-pool.js';
import { findFileTarget } from '../records.js';
import { contourSvg } from './svg.js';

/** pdf-lib is loaded by the first contour PDF asked for, not when the server starts. */
async function pdfOf(contour: ContourResult): Promise<Uint8Array> {
  const { contourPdf } = await import('./documents.js');
  return contourPdf(contour);
}

const errors = { 400: errorReply, 401: errorReply, 403: errorReply, 404: errorReply };

/** The contour the slot's layout preflight traced, with the layout it was traced from. */
async function storedContour(db: Queryable, request: FastifyRequest) {
  const params = request.params as FilePathParams;
  const target = await findFileTarget(db, requestOrder(request), params.kind, params.itemName);
  if (!target.fileKey || !target.fileName) throw notFound(fileTexts.fileNotFound);
  let contour: ContourResult | undefined;
  if (target.type === 'item') {
    const table = target.kind === 'stickers' ? stickerItems : acrylItems;
    const [row] = await db.select({ preflight: table.preflight }).from(table).where(eq(table.id, target.itemId));
    contour = row?.preflight?.contour;
  }
  if (!contour) throw notFound(contourTexts.notTraced);
  return { contour, fileKey: target.fileKey, fileName: target.fileName };
}

/** `kot.png` → `kot-CutContour.pdf`. */
function downloadName(fileName: string, extension: string): string {
  const stem = fileName.replace(/\.[^.]*$/, '');
  return `${stem}-CutContour.${extension}`;
}

function sendDocument(reply: FastifyReply, type: string, name: string, body: string | Buffer) {
  return reply
    .header('content-type', type)
    .header('content-disposition', attachmentDisposition(name))
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(body);
}

/**
 * `GET …/contour?format=svg|pdf|artwork-pdf|json` (beyond the spec): the cut contour traced for the
 * slot's layout, for the buyer's and the manager's download. The PDF with the artwork is made in
 * the preview workers, in the requester's line.
 */
export function registerContourRoute(fastify: FastifyInstance, files: { previews: PreviewService }): void {
  fastify.route({
    ...endpoint(routes.fileContour),
    preHandler: requireOrderAccess({ key: 'orderId' }),
    schema: {
      security: [{ bearer: [] }],
      tags: ['files'],
      params: filePathParams,
      querystring: contourQuery,
      response: errors,
    },
    handler: async (request, reply) => {
      const { contour, fileKey, fileName } = await storedContour(fastify.db, request);
      const format = (request.query as { format?: string }).format ?? 'svg';
      // As stored, whatever its status: the upload dialog waits here for a `pending` contour.
      if (format === 'json') return reply.header('cache-control', 'private, no-store').send(contour);
      if (!contour.pathMm) throw notFound(contourTexts.notTraced);
      if (format === 'svg') {
        // Drawn from the stored path: a copy kept aside could outlive a new size or cutting.
        reply.header('content-security-policy', "default-src 'none'");
        return sendDocument(reply, 'image/svg+xml; charset=utf-8', downloadName(fileName, 'svg'), contourSvg(contour));
      }
      if (format === 'pdf') {
        return sendDocument(reply, 'application/pdf', downloadName(fileName, 'pdf'), Buffer.from(await pdfOf(contour)));
      }
      const owner = queueOwnerOf(currentUser(request).id);
      const pdf = await files.previews.artworkContourPdf(fileKey, fileName, contour, owner);
      if (!pdf) throw notFound(contourTexts.artworkRefused);
      return sendDocument(reply, 'application/pdf', downloadName(fileName, 'artwork.pdf'), pdf);
    },
  });
}
