import { readFile, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import { serverTexts } from '@stickers62/core/texts';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply } from 'fastify';
import { type AppConfig, ConfigError } from '../config.js';
import { errorBody } from '../errors.js';
import { prerenderedFileFor } from './prerendered-pages.js';
import { sitePageWithPreloads } from './route-preloads.js';
import { pathnameOf } from './site-build-list.js';
import { parseSiteBuildRecord, type SiteBuildRecord, siteBuildRecordFile } from './site-build-record.js';
import { revalidateCacheControl, setSiteCacheHeaders } from './site-cache.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The built site being served (site/site-serving.ts), for the start banner. */
    siteBuild: SiteBuildWatch;
  }
}

/** What the site folder holds now, as the server answers from it. */
export type SiteState =
  /** No site: the API alone (SITE_DIR missing or empty, as in the server's tests). */
  | { kind: 'absent' }
  /** A whole build: its record, and the files it lists (nothing else is served). */
  | { kind: 'ready'; record: SiteBuildRecord; files: ReadonlySet<string>; folders: ReadonlySet<string> }
  /** Not to be served: being rebuilt, without a record, or a development build in production. */
  | { kind: 'unavailable'; reason: string };

export const siteMessages = {
  developmentBuild: (root: string, nodeEnv: string) =>
    `SITE_DIR ${root} holds a development build of the site (built with NODE_ENV=${nodeEnv}: React's ` +
    'development build, slow and verbose); a production server does not serve it. Build the site for ' +
    'production: `npm run build:app` with NODE_ENV=production or unset (or `NODE_ENV=production npm run ' +
    'build -w @stickers62/site`), then start the server again.',
  unrecorded: (root: string) =>
    `SITE_DIR ${root} has an index.html but no ${siteBuildRecordFile}: a build still being written, or one ` +
    'made before the site build wrote that record. Build the site: `npm run build:app`.',
  rebuilding: (root: string) =>
    `the site in ${root} is being rebuilt (its ${siteBuildRecordFile} is gone): pages answer 503 until the ` +
    'build has written it again.',
};

/** Where a file's record changed: its inode, size and modification time, or 'none'. */
async function recordStamp(root: string): Promise<string> {
  try {
    const found = await stat(join(root, siteBuildRecordFile), { bigint: true });
    return `${found.ino}:${found.size}:${found.mtimeNs}`;
  } catch {
    return 'none';
  }
}

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );

/**
 * The site build the server answers from. The build writes its record last
 * (site/site-build-record.ts), so a record means a whole build. Each request compares the
 * record's file identity with the one it read (a `stat`, some microseconds) and reads it again
 * when it changed: a rebuilt site is served at once, with no restart, and never mixed with the
 * one before; while the record is missing (the build is writing) pages answer 503.
 */
export class SiteBuildWatch {
  private stamp: string | undefined;
  private state: SiteState = { kind: 'absent' };
  private reading: Promise<SiteState> | undefined;
  private served = false;

  constructor(
    readonly root: string,
    private readonly production: boolean,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** The state as last read, without looking at the folder (the start banner). */
  get last(): SiteState {
    return this.state;
  }

  async current(): Promise<SiteState> {
    const stamp = await recordStamp(this.root);
    // Without a record the folder is looked at every time: a build may be starting or ending.
    if (stamp === this.stamp && stamp !== 'none') return this.state;
    if (!this.reading) {
      this.reading = this.read(stamp).finally(() => {
        this.reading = undefined;
      });
    }
    return this.reading;
  }

  private async read(stamp: string): Promise<SiteState> {
    const state = await this.stateFor(stamp);
    this.report(state);
    this.stamp = stamp;
    this.state = state;
    if (state.kind === 'ready') this.served = true;
    return state;
  }

  private async stateFor(stamp: string): Promise<SiteState> {
    if (stamp === 'none') {
      // Once served, a folder without its record is a build being written over the one before.
      if (this.served) return { kind: 'unavailable', reason: siteMessages.rebuilding(this.root) };
      if (await exists(join(this.root, 'index.html'))) {
        return { kind: 'unavailable', reason: siteMessages.unrecorded(this.root) };
      }
      return { kind: 'absent' };
    }
    const text = await readFile(join(this.root, siteBuildRecordFile), 'utf8').catch(() => '');
    const record = parseSiteBuildRecord(text);
    if (!record) return { kind: 'unavailable', reason: siteMessages.unrecorded(this.root) };
    if (this.production && record.nodeEnv !== 'production') {
      return { kind: 'unavailable', reason: siteMessages.developmentBuild(this.root, record.nodeEnv) };
    }
    const folders = new Set(record.files.filter((file) => file.includes('/')).map((file) => file.split('/')[0] ?? ''));
    return { kind: 'ready', record, files: new Set(record.files), folders };
  }

  /** A line in the log when what is served changes (not at start: the banner says it). */
  private report(next: SiteState): void {
    if (this.stamp === undefined) return;
    const previous = this.state;
    if (next.kind === 'ready') {
      this.log.info(
        `site: serving the build of ${next.record.builtAt} (NODE_ENV=${next.record.nodeEnv}) from ${this.root}`,
      );
    } else if (next.kind === 'unavailable' && (previous.kind !== 'unavailable' || previous.reason !== next.reason)) {
      this.log[this.production ? 'error' : 'warn'](`site: ${next.reason}`);
    }
  }
}

/** Extensions of files, never of the site's pages: a missing one is a 404, not the page. */
const fileLike =
  /\.(?:m?js|css|map|json|html?|svg|png|jpe?g|gif|webp|avif|ico|woff2?|ttf|otf|txt|xml|webmanifest|br|gz)$/i;

/** The site-relative file a request's path names (`assets/app.js`); undefined for one that cannot be a file. */
function sitePathOf(url: string): string | undefined {
  let path: string;
  try {
    path = decodeURIComponent(pathnameOf(url)).slice(1);
  } catch {
    return undefined;
  }
  return path.split('/').some((segment) => segment === '..' || segment === '.') ? undefined : path;
}

/** While the build is unavailable: a short page for people, JSON for scripts; try again shortly. */
function siteUnavailable(reply: FastifyReply, wantsPage: boolean) {
  reply.status(503).header('retry-after', '5').header('cache-control', 'no-store');
  if (!wantsPage) return reply.send(errorBody(503, serverTexts.siteUpdating));
  return reply
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="ru"><meta charset="utf-8"><title>Стикеры 62</title><p>${serverTexts.siteUpdating}</p></html>`,
    );
}

/**
 * Serves the built site and its SPA fallback: a GET outside /api that is no file of the build
 * answers index.html, so deep links like /order/… work; a missing file (under a folder of the
 * build, such as /assets/, or with a file's extension) answers 404, not the page. Unknown /api
 * paths answer a JSON 404. The site build writes `.br`/`.gz` beside its text files
 * (site/precompress.ts): they are sent to browsers that accept them, the plain file otherwise. A
 * lazy route's page names its chunks as modulepreloads (site/route-preloads.ts), so they load
 * beside the entry, not after it. A public page the build prerendered is its own file
 * (site/prerendered-pages.ts). A production server refuses a development build of the site.
 */
export async function registerSite(
  app: FastifyInstance,
  config: Pick<AppConfig, 'siteDir' | 'nodeEnv'>,
): Promise<void> {
  const root = resolve(config.siteDir);
  const production = config.nodeEnv === 'production';
  const site = new SiteBuildWatch(root, production, app.log);
  const first = await site.current();
  if (production && first.kind === 'unavailable') throw new ConfigError(first.reason);
  if (first.kind === 'unavailable') app.log.warn(`site: ${first.reason}`);
  app.decorate('siteBuild', site);
  // Only `reply.sendFile`: which files exist is the build record's business, read per request.
  await app.register(fastifyStatic, {
    root,
    serve: false,
    suppressWarning: true,
    preCompressed: true,
    cacheControl: false,
    setHeaders: setSiteCacheHeaders(join(root, 'assets')),
  });
  app.setNotFoundHandler(async (request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    const notFound = () => reply.status(404).send(errorBody(404, serverTexts.notFound));
    if (isApi || (request.method !== 'GET' && request.method !== 'HEAD')) return notFound();
    const build = await site.current();
    if (build.kind === 'absent') return notFound();
    // A browser asks for a page with text/html; scripts, styles and images ask for anything.
    if (build.kind === 'unavailable')
      return siteUnavailable(reply, (request.headers.accept ?? '').includes('text/html'));
    const path = sitePathOf(request.url);
    if (path !== undefined && build.files.has(path)) return reply.sendFile(path);
    if (path === undefined || fileLike.test(path) || isUnderFolder(build, path)) return notFound();
    const prerendered = await prerenderedFileFor(root, request.url);
    if (prerendered !== undefined) return reply.type('text/html; charset=utf-8').sendFile(prerendered);
    const page = await sitePageWithPreloads(root, request.url);
    reply.type('text/html; charset=utf-8');
    if (page === undefined) return reply.sendFile('index.html');
    return reply.header('cache-control', revalidateCacheControl).send(page);
  });
}

function isUnderFolder(build: Extract<SiteState, { kind: 'ready' }>, path: string): boolean {
  const slash = path.indexOf('/');
  return slash > 0 && build.folders.has(path.slice(0, slash));
}
