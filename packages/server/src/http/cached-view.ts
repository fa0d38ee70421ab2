import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { pickEncoding } from './content-encoding.js';
import { appendVary } from './vary.js';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Every request asks again; an unchanged view answers 304 without a body. */
export const viewCacheControl = 'no-cache';

interface SerializedView {
  marker: string;
  etag: string;
  json: string;
  br: Buffer;
  gzip: Buffer;
}

export interface CachedViewOptions<Value> {
  /** Reads the view from the database. */
  load: () => Promise<Value>;
  /** Checks and serialises the value exactly as the route's response schema would. */
  serialize: (value: Value) => string;
  /** Cheap, changes whenever `load` could answer differently (the reference revision row). */
  changeMarker: () => Promise<string>;
}

/** Whether an If-None-Match header names the ETag (a list, weak forms and `*` included). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((candidate) => candidate.trim().replace(/^W\//, ''))
    .some((candidate) => candidate === '*' || candidate === etag);
}

/**
 * A read-mostly JSON view kept serialised and compressed in memory, per app instance. Each
 * request costs one change-marker query; the rows are read, checked and serialised again only
 * when the marker moves. Requests that arrive while a new version is built share that build.
 */
export function createCachedView<Value>(options: CachedViewOptions<Value>) {
  let current: SerializedView | undefined;
  let building: { marker: string; view: Promise<SerializedView> } | undefined;

  async function build(marker: string): Promise<SerializedView> {
    // The rows are read after the marker: the cached answer is never older than its marker.
    const json = options.serialize(await options.load());
    const content = Buffer.from(json);
    const [br, gz] = await Promise.all([
      brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
      gzipAsync(content, { level: 9 }),
    ]);
    const etag = `"${createHash('sha256').update(content).digest('base64url').slice(0, 27)}"`;
    return { marker, etag, json, br, gzip: gz };
  }

  async function currentView(): Promise<SerializedView> {
    const marker = await options.changeMarker();
    if (current?.marker === marker) return current;
    if (building?.marker !== marker) {
      const view = build(marker);
      building = { marker, view };
      // A build that finishes after a newer one started is dropped: the newer marker wins.
      view.then(
        (built) => {
          if (building?.view !== view) return;
          current = built;
          building = undefined;
        },
        () => {
          if (building?.view === view) building = undefined;
        },
      );
    }
    return building.view;
  }

  return async function send(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const view = await currentView();
    reply.header('etag', view.etag).header('cache-control', viewCacheControl);
    appendVary(reply, 'accept-encoding');
    if (matchesEtag(request.headers['if-none-match'], view.etag)) return reply.code(304).send();
    reply.type('application/json; charset=utf-8');
    const encoding = pickEncoding(request.headers['accept-encoding']);
    if (encoding === 'br') return reply.header('content-encoding', 'br').send(view.br);
    if (encoding === 'gzip') return reply.header('content-encoding', 'gzip').send(view.gzip);
    return reply.send(view.json);
  };
}
