import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'vite';
import { type PrerenderedPage, prerenderedManifestFile } from '../packages/server/src/http/prerendered-pages.ts';
import { type RoutePreload, routePreloadsFile } from '../packages/server/src/http/route-preloads.ts';
import { buildTimeStyles } from '../packages/widgets/scripts/build-time-styles.ts';
import { workspaceSources } from '../workspace-sources.ts';
import { prerenderedDocument, prerenderedFileOf } from './prerendered-page.ts';
import { siteStyles } from './site-css.ts';

/** What src/prerender.tsx exports, built for Node. */
interface PrerenderModule {
  prerenderedPaths: string[];
  renderPage(path: string): Promise<string>;
}

/**
 * Builds src/prerender.tsx for Node into the site's node_modules (where its packages resolve),
 * with the browser build's plugins, so the HTML is rendered from the same sources and classes.
 */
async function buildRenderer(root: string): Promise<PrerenderModule> {
  const outDir = join(root, 'node_modules/.s62-prerender');
  await build({
    root,
    configFile: false,
    logLevel: 'warn',
    plugins: [workspaceSources(), siteStyles(), buildTimeStyles()],
    resolve: { dedupe: ['@twind/core'] },
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    // The workspace packages are read from their sources: bundled, not imported at run time.
    ssr: { noExternal: [/^@stickers62\//] },
    build: { ssr: 'src/prerender.tsx', outDir, emptyOutDir: true, minify: false, sourcemap: false },
  });
  // A new URL each build: a watching build must not get the module it imported last time.
  return import(`${pathToFileURL(join(outDir, 'prerender.js')).href}?build=${Date.now()}`);
}

/**
 * Prerenders the public pages after the browser build (docs/decisions.md, "Prerendered pages"):
 * each route marked `prerendered` gets its HTML in `prerendered/`, listed in `prerendered.json`
 * for the server (packages/server/src/http/prerendered-pages.ts). Runs before precompress, which then
 * compresses these pages too.
 */
export function prerender(): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 's62-prerender',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      sequential: true,
      async handler() {
        const renderer = await buildRenderer(root);
        const template = await readFile(join(outDir, 'index.html'), 'utf8');
        const preloads = JSON.parse(await readFile(join(outDir, routePreloadsFile), 'utf8')) as RoutePreload[];
        const pages: PrerenderedPage[] = [];
        for (const path of renderer.prerenderedPaths) {
          const markup = await renderer.renderPage(path);
          const preload = preloads.find((route) => route.path === path)?.preload ?? [];
          const file = prerenderedFileOf(path);
          await mkdir(join(outDir, file, '..'), { recursive: true });
          await writeFile(join(outDir, file), prerenderedDocument(template, { path, markup, preload }));
          pages.push({ path, file });
        }
        await writeFile(join(outDir, prerenderedManifestFile), `${JSON.stringify(pages, null, 2)}\n`);
      },
    },
  };
}
