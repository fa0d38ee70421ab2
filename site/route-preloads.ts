import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { routePreloadsFile } from '@stickers62/server/site-build';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

const siteSources = fileURLToPath(new URL('./src/', import.meta.url));
const routesModule = join(siteSources, 'routes.ts');

/**
 * Each lazy route of the site's route table (src/routes.ts) with the page module it imports, in
 * the table's order: `path: '/stickers', page: lazyPage(() => import('./pages/stickers'), …)`, or
 * `page: OrdersPage` for a lazy page declared once above the table. A path written as a constant
 * (the VK ID return) or an eager page (the landing) has none. Read from the source because the
 * build's own config cannot run the route table (it imports React pages).
 */
export function lazyRouteModules(source: string): { path: string; module: string }[] {
  const declared = new Map<string, string>();
  for (const match of source.matchAll(/const (\w+) = lazyPage\(\(\) => import\('([^']+)'\)/g)) {
    declared.set(match[1] as string, match[2] as string);
  }
  const routes: { path: string; module: string }[] = [];
  const entry = /path: '([^']+)',\s*page: (?:lazyPage\(\(\) => import\('([^']+)'\)|(\w+))/g;
  for (const match of source.matchAll(entry)) {
    const module = match[2] ?? declared.get(match[3] as string);
    if (module) routes.push({ path: match[1] as string, module: join(siteSources, `${module}.tsx`) });
  }
  return routes;
}

/** A chunk's file and every chunk it imports statically, transitively. */
function staticClosure(bundle: OutputBundle, fileName: string, into = new Set<string>()): Set<string> {
  if (into.has(fileName)) return into;
  into.add(fileName);
  const chunk = bundle[fileName];
  if (chunk?.type === 'chunk') for (const imported of chunk.imports) staticClosure(bundle, imported, into);
  return into;
}

/**
 * Writes `route-preloads.json` beside index.html
 * (docs/decisions/0019-site-performance-chunks-compression-caching.md):
 * for each lazy route its pattern and the scripts its page needs that the entry does not load
 * already. The server names them as modulepreloads in the route's page
 * (packages/server/src/site/route-preloads.ts), so the browser fetches a calculator's chunk
 * beside the entry instead of after the entry has run.
 */
export function routePreloads(): Plugin {
  let base = '/';
  return {
    name: 's62-route-preloads',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    async generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk');
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) return;
      const loadedFirst = staticClosure(bundle, entry.fileName);
      const routes = lazyRouteModules(await readFile(routesModule, 'utf8')).map(({ path, module }) => {
        const page = chunks.find((chunk) => chunk.facadeModuleId === module);
        if (!page) throw new Error(`route ${path}: no chunk for ${module}`);
        const scripts = [...staticClosure(bundle, page.fileName)].filter((file) => !loadedFirst.has(file));
        return { path, preload: scripts.map((file) => `${base}${file}`) };
      });
      this.emitFile({ type: 'asset', fileName: routePreloadsFile, source: `${JSON.stringify(routes, null, 2)}\n` });
    },
  };
}
