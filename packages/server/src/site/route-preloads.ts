import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { matchesRoutePattern } from '@stickers62/core/rules';
import { pathnameOf, readSiteBuildList } from './site-build-list.js';

/**
 * The file the site's build writes beside index.html (site/route-preloads.ts): for each lazy
 * route, in the site's own order, its pattern and the scripts its page needs beyond the entry.
 */
export const routePreloadsFile = 'route-preloads.json';

export interface RoutePreload {
  /** A wouter pattern, as the site's route table writes it: `/order/:id`, `/completed/:id?`. */
  path: string;
  /** Site-relative script URLs (`/assets/stickers-….js`). */
  preload: string[];
}

/** The scripts to preload for a path: those of the first route it matches, as the site tries them. */
export function preloadsFor(routes: readonly RoutePreload[], pathname: string): string[] {
  return routes.find((route) => matchesRoutePattern(route.path, pathname))?.preload ?? [];
}

/**
 * index.html with a `<link rel="modulepreload">` per script before `</head>`, written as Vite
 * writes its own: the browser fetches the route's chunk beside the entry instead of after it.
 */
export function withModulePreloads(html: string, scripts: readonly string[]): string {
  const links = scripts.map((href) => `<link rel="modulepreload" crossorigin href="${encodeURI(href)}">`).join('');
  return html.replace('</head>', `${links}</head>`);
}

/**
 * The site's page for a path: index.html, with the modulepreloads of the path's route when the
 * build wrote them; undefined when the path has none (index.html as a file then). Read per
 * request, not at start-up: a rebuilt site names new chunks.
 */
export async function sitePageWithPreloads(siteRoot: string, url: string): Promise<string | undefined> {
  const routes = await readSiteBuildList<RoutePreload>(siteRoot, routePreloadsFile);
  const scripts = preloadsFor(routes, pathnameOf(url));
  if (scripts.length === 0) return undefined;
  return withModulePreloads(await readFile(join(siteRoot, 'index.html'), 'utf8'), scripts);
}
