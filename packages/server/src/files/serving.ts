import type { IncomingMessage } from 'node:http';
import { finished } from 'node:stream';
import { fileTexts } from '@stickers62/core/texts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { currentUser } from '../auth/guards.js';
import { HttpError } from '../errors.js';
import { formatByteLimit } from './config.js';
import { browserImageTypes, extensionOf, formatForExtension, sniffLength } from './formats.js';
import {
  fullImageWidth,
  normalizePreviewWidth,
  type PreviewAnswer,
  type PreviewService,
} from './preview/preview-service.js';
import { type JobRequester, queueOwnerOf } from './preview/worker-pool.js';
import { type FileStorage, newLayoutKey } from './storage.js';
import { UploadContentMismatchError, UploadGuard, UploadTooLargeError } from './upload-guard.js';

/* Helpers of the routes that stream stored files (layouts and proofs) to the browser and back. */

/**
 * Whose preview it is (renders queue per customer) and a signal raised when the client closes
 * the connection before the answer went out, so a render it no longer waits for is dropped.
 */
export function previewRequester(request: FastifyRequest, reply: FastifyReply): JobRequester {
  const gone = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) gone.abort();
  });
  return { owner: queueOwnerOf(currentUser(request).id), signal: gone.signal };
}

export function etagOf(fileKey: string, variant: number | 'original' | 'full'): string {
  return `"${fileKey.replace(/\//g, '-')}-${variant}"`;
}

export function sendPreview(
  reply: FastifyReply,
  storage: FileStorage,
  answer: PreviewAnswer,
  fileKey: string,
  width?: number,
): FastifyReply {
  if (answer.kind === 'placeholder') {
    return reply
      .header('content-type', 'image/svg+xml; charset=utf-8')
      .header('content-security-policy', "default-src 'none'")
      .header('cache-control', 'private, no-cache')
      .header('x-preview', 'placeholder')
      .send(answer.svg);
  }
  return reply
    .header('content-type', answer.contentType)
    .header('cache-control', 'private, no-cache')
    .header('etag', etagOf(fileKey, width ?? 'full'))
    .send(storage.read(answer.key));
}

/**
 * The request body through the guard. A refused body is left unread rather than destroyed:
 * destroying the request would reset the socket before the 413/415 answer reaches the client;
 * the answer closes the connection instead. A client that goes away fails the guard, and so
 * the storage write.
 */
export function guardedBody(body: IncomingMessage, guard: UploadGuard): UploadGuard {
  finished(body, (error) => {
    if (error) guard.destroy(error);
  });
  return body.pipe(guard);
}

/** The first bytes of a stored layout, to recognise its format again (it was checked at upload). */
export async function readStoredHead(storage: FileStorage, key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let length = 0;
  const stream = storage.read(key);
  try {
    for await (const chunk of stream) {
      chunks.push(chunk as Buffer);
      length += (chunk as Buffer).length;
      if (length >= sniffLength) break;
    }
  } finally {
    stream.destroy();
  }
  return Buffer.concat(chunks).subarray(0, sniffLength);
}

/**
 * Streams an upload's body into storage under a new key, checked on the way (size limit, content
 * matching its extension). A refused body answers 413 or 415 and leaves nothing stored.
 */
export async function storeUpload(
  storage: FileStorage,
  request: FastifyRequest,
  extension: string,
  limitBytes: number,
): Promise<{ key: string; size: number }> {
  const tooLarge = () => new HttpError(413, fileTexts.tooLarge(formatByteLimit(limitBytes)));
  if (Number(request.headers['content-length'] ?? 0) > limitBytes) throw tooLarge();
  const key = newLayoutKey();
  try {
    const { size } = await storage.put(
      key,
      guardedBody(request.body as IncomingMessage, new UploadGuard(extension, limitBytes)),
    );
    return { key, size };
  } catch (error) {
    if (error instanceof UploadTooLargeError) throw tooLarge();
    if (error instanceof UploadContentMismatchError) throw new HttpError(415, fileTexts.contentMismatch);
    throw error;
  }
}

/**
 * A stored file as a picture. `original`: the file itself, sent as the image it was verified to
 * be, or its full-size preview. `sized`: its preview at the width `?maxWidth=` asks for (304 when
 * the browser has it).
 */
export async function sendStoredImage(
  request: FastifyRequest,
  reply: FastifyReply,
  files: { storage: FileStorage; previews: PreviewService },
  stored: { fileName: string; fileKey: string },
  size: 'original' | 'sized',
): Promise<FastifyReply> {
  const { storage, previews } = files;
  const { fileName, fileKey } = stored;
  let width: number | undefined;
  if (size === 'original') {
    const format = formatForExtension(extensionOf(fileName), await readStoredHead(storage, fileKey));
    const browserType = format ? browserImageTypes[format] : undefined;
    if (browserType) {
      // Sent as the image it was verified to be; nosniff keeps browsers from guessing otherwise.
      return reply
        .header('content-type', browserType)
        .header('cache-control', 'private, no-cache')
        .header('etag', etagOf(fileKey, 'original'))
        .send(storage.read(fileKey));
    }
  } else {
    width = normalizePreviewWidth((request.query as { maxWidth?: number }).maxWidth);
    if (request.headers['if-none-match'] === etagOf(fileKey, width)) return reply.status(304).send(null);
  }
  const answer = await previews.preview(fileKey, fileName, width ?? fullImageWidth, previewRequester(request, reply));
  return sendPreview(reply, storage, answer, fileKey, width);
}
