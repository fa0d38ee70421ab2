import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { Worker } from 'node:worker_threads';
import {
  type PrerenderedPage,
  preloadsFor,
  prerenderedManifestFile,
  type RoutePreload,
  readSiteBuildList,
  routePreloadsFile,
} from '@stickers62/server/site-build';
import { libraryStylesModule } from '@stickers62/widgets/build-time-styles';
import type { Plugin } from 'vite';
import type { RenderedPage } from './prerender-build.ts';
import { prerenderedDocument, prerenderedFileOf } from './prerendered-page.ts';
import { siteStylesModule } from './site-css.ts';

/**
 * Builds src/prerender.tsx for Node and renders the pages with it in a worker thread
 * (prerender-build.ts), beside the browser build, then ends the worker.
 */
async function renderPagesInWorker(root: string): Promise<RenderedPage[]> {
  const worker = new Worker(new URL('./prerender-build.ts', import.meta.url), {
    workerData: { root, siteStylesModule, libraryStylesModule },
  });
  try {
    return await new Promise<RenderedPage[]>((resolveRendered, rejectRendered) => {
      worker.once('message', resolveRendered);
      worker.once('error', rejectRendered);
      worker.once('exit', (code) => rejectRendered(new Error(`the prerender build stopped (exit code ${code})`)));
    });
  } finally {
    await worker.terminate();
  }
}

/**
 * Prerenders the public pages after the browser build
 * (docs/decisions/0021-prerendered-public-pages.md):
 * each route marked `prerendered` gets its HTML in `prerendered/`, listed in `prerendered.json`
 * for the server (packages/server/src/site/prerendered-pages.ts). Runs before precompress, which then
 * compresses these pages too.
 */
export function prerender(): Plugin {
  let root = '';
  let outDir = '';
  let rendering: Promise<RenderedPage[]> | null = null;
  return {
    name: 's62-prerender',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    buildStart() {
      // Built beside the browser bundle rather than after it: the two builds overlap.
      rendering = renderPagesInWorker(root);
      // Awaited in closeBundle; a failure must not surface before then as an unhandled rejection.
      rendering.catch(() => {});
    },
    closeBundle: {
      sequential: true,
      async handler() {
        if (!rendering) throw new Error('the prerender plugin did not start its build');
        const rendered = await rendering;
        const template = await readFile(join(outDir, 'index.html'), 'utf8');
        const routes = await readSiteBuildList<RoutePreload>(outDir, routePreloadsFile);
        const pages: PrerenderedPage[] = [];
        for (const { path, markup } of rendered) {
          const preload = preloadsFor(routes, path);
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
