import { embeddableWidgetNames, embedTexts, serverTexts } from '@stickers62/core/texts';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from '../errors.js';
import { pickEncoding } from '../http/content-encoding.js';
import { revalidateCacheControl } from '../site/site-cache.js';
import { type HostedScript, HostedScripts, pinnedFileName } from './hosted-scripts.js';

/** The plain addresses (`/elements/<name>.js`, the manifest) always lead to the current version within minutes. */
export const currentScriptCacheControl = 'public, max-age=300';
/** A pinned address (`/elements/<name>.<hash>.js`) names its bytes: cached for good. */
export const pinnedScriptCacheControl = 'public, max-age=31536000, immutable';

/** The script of the iframe pages, served beside the elements; not a widget itself. */
export const frameScript = 'embed-frame';

/** Any page of any origin may load the scripts (`<script type="module">` fetches them with CORS). */
const crossOriginScriptHeaders = {
  'access-control-allow-origin': '*',
  'cross-origin-resource-policy': 'cross-origin',
};

function sendScript(request: FastifyRequest, reply: FastifyReply, script: HostedScript, cacheControl: string) {
  const etag = `"${script.hash}"`;
  reply
    .headers(crossOriginScriptHeaders)
    .header('cache-control', cacheControl)
    .header('etag', etag)
    .header('vary', 'Accept-Encoding')
    .type('text/javascript; charset=utf-8');
  if (request.headers['if-none-match'] === etag) return reply.status(304).send();
  const encoding = pickEncoding(request.headers['accept-encoding']);
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(encoding === 'br' ? script.brotli : encoding === 'gzip' ? script.gzip : script.body);
}

/** What `/elements/manifest.json` lists for each script. */
export interface ManifestEntry {
  /** Always the current version (short cache). */
  url: string;
  /** This version for good (immutable), to load with `integrity`. */
  pinnedUrl: string;
  integrity: string;
  bytes: number;
  gzipBytes: number;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/**
 * The iframe page of one widget: no markup of its own but the scripts, which put the element on
 * the page with the query's options, size the frame and forward events (widgets'
 * custom-elements/embed-frame.ts). Links open in a new tab: the frame is a small part of
 * someone else's page.
 */
function framePage(widget: string, title: string, element: HostedScript, frame: HostedScript): string {
  return `<!doctype html>
<html lang="ru">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>${escapeHtml(embedTexts.pageTitle(title))}</title>
    <!-- The shop's icon, as the site's pages name it: opened on its own, the page asks for no /favicon.ico (a 404). -->
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <base target="_blank" />
    <script type="module" src="/elements/${pinnedFileName(frame)}" integrity="${frame.integrity}"></script>
    <script type="module" src="/elements/${pinnedFileName(element)}" integrity="${element.integrity}"></script>
  </head>
  <body data-widget="${escapeHtml(widget)}">
    <noscript>${escapeHtml(embedTexts.noScript)}</noscript>
  </body>
</html>
`;
}

function unknownWidgetPage(): string {
  return `<!doctype html>
<html lang="ru">
  <head><meta charset="utf-8" /><title>${escapeHtml(serverTexts.notFound)}</title></head>
  <body><p>${escapeHtml(embedTexts.unknownWidget)}</p></body>
</html>
`;
}

/**
 * The built custom-element scripts for partners' pages: `/elements/<name>.js` (the current
 * version), `/elements/<name>.<hash>.js` (pinned, immutable), `/elements/chunks/<part>.<hash>.js`
 * (the parts a script loads on demand, immutable, never in the manifest: the script carries
 * their integrity), `/elements/manifest.json` (each script's addresses and SRI hash), and the iframe pages `/embed/<widget>` for hosts that allow
 * only iframes. Anything else under /elements/ is a 404, never the site's HTML.
 */
export const elementRoutes: FastifyPluginAsync = async (app) => {
  const scripts = new HostedScripts(app.config.elementsDir, app.config.elementsArchiveDir, app.log);
  const publicUrl = app.config.publicUrl;
  const notFound = (reply: FastifyReply) => reply.status(404).send(errorBody(404, serverTexts.notFound));

  app.get('/elements/manifest.json', { schema: { hide: true } }, async (_request, reply) => {
    const entries: Record<string, ManifestEntry> = {};
    for (const script of (await scripts.current()).values()) {
      entries[script.name] = {
        url: `${publicUrl}/elements/${script.name}.js`,
        pinnedUrl: `${publicUrl}/elements/${pinnedFileName(script)}`,
        integrity: script.integrity,
        bytes: script.body.length,
        gzipBytes: script.gzip.length,
      };
    }
    reply.headers(crossOriginScriptHeaders).header('cache-control', currentScriptCacheControl);
    return { scripts: entries };
  });

  app.get<{ Params: { file: string } }>('/elements/:file', { schema: { hide: true } }, async (request, reply) => {
    const script = await scripts.byFileName(request.params.file);
    if (!script) return notFound(reply);
    const pinned = request.params.file !== `${script.name}.js`;
    return sendScript(request, reply, script, pinned ? pinnedScriptCacheControl : currentScriptCacheControl);
  });
  // A part a script loads on demand: named by its hash, so cached for good like a pinned script.
  app.get<{ Params: { file: string } }>(
    '/elements/chunks/:file',
    { schema: { hide: true } },
    async (request, reply) => {
      const chunk = await scripts.chunkByFileName(request.params.file);
      if (!chunk) return notFound(reply);
      return sendScript(request, reply, chunk, pinnedScriptCacheControl);
    },
  );
  for (const path of ['/elements', '/elements/*']) {
    app.get(path, { schema: { hide: true } }, async (_request, reply) => notFound(reply));
  }

  app.get<{ Params: { widget: string } }>('/embed/:widget', { schema: { hide: true } }, async (request, reply) => {
    const { widget } = request.params;
    const current = await scripts.current();
    const element = current.get(widget);
    const frame = current.get(frameScript);
    const title = Object.hasOwn(embeddableWidgetNames, widget)
      ? embeddableWidgetNames[widget as keyof typeof embeddableWidgetNames]
      : undefined;
    reply.type('text/html; charset=utf-8').header('cache-control', revalidateCacheControl);
    if (!element || !frame || !title) return reply.status(404).send(unknownWidgetPage());
    return framePage(widget, title, element, frame);
  });
  app.get('/embed/*', { schema: { hide: true } }, async (_request, reply) =>
    reply.status(404).type('text/html; charset=utf-8').send(unknownWidgetPage()),
  );
};
