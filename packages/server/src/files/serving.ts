import type { IncomingMessage } from 'node:http';
import { finished } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { currentUser } from '../auth/guards.js';
import { sniffLength } from './formats.js';
import type { PreviewAnswer } from './preview/preview-service.js';
import { type JobRequester, queueOwnerOf } from './preview/worker-pool.js';
import type { FileStorage } from './storage.js';
import type { UploadGuard } from './upload-guard.js';

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
