import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { appendVary } from './vary.js';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The encoding to send for an Accept-Encoding header: brotli, then gzip, else none. */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = new Set<string>();
  for (const part of acceptEncoding.split(',')) {
    const [token = '', ...parameters] = part.trim().toLowerCase().split(';');
    const quality = parameters.map((parameter) => parameter.trim()).find((parameter) => parameter.startsWith('q='));
    if (quality && Number(quality.slice(2)) === 0) continue;
    accepted.add(token.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return undefined;
}

/**
 * Answers shorter than this (in characters) go as they are: compressing them per request costs
 * more than the bytes it saves. The manager's list (up to 1.4 MB for a page of 2 000 orders)
 * and the CSV exports are far above it; the order read (15 kB for 50 items) stays below.
 */
export const compressFromLength = 64 * 1024;

/**
 * The fastest setting of each: the answer is built for one request, so compression time adds
 * to that request. Both run on libuv's thread pool, off the event loop. Measured on a 1.4 MB
 * page (docs/performance.md): 7 ms either way for about 1/8 of the bytes, where the best
 * settings take 20–50 ms for 1/10.
 */
const brotliOptions = { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } };
const gzipOptions = { level: 1 };

/**
 * Sends a text answer built for this request (already in its content type), compressed when
 * it is long and the client takes brotli or gzip. Over a manager's mobile connection the
 * list's 1.4 MB would take seconds; compressed it is about 150 kB.
 */
export async function sendCompressible(request: FastifyRequest, reply: FastifyReply, text: string) {
  appendVary(reply, 'accept-encoding');
  const encoding = text.length >= compressFromLength ? pickEncoding(request.headers['accept-encoding']) : undefined;
  if (!encoding) return reply.send(text);
  const body = Buffer.from(text);
  const compressed = encoding === 'br' ? await brotli(body, brotliOptions) : await gzipAsync(body, gzipOptions);
  return reply.header('content-encoding', encoding).send(compressed);
}
