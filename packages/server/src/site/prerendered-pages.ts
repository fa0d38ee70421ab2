import { matchesRoutePattern } from '@stickers62/core/rules';
import { pathnameOf, readSiteBuildList } from './site-build-list.js';

/**
 * The list the site's build writes beside index.html (site/prerender.ts): the public pages whose
 * HTML it rendered, each with the file that holds it. A page there is whole: its markup, its
 * route's modulepreloads, its scripts.
 */
export const prerenderedManifestFile = 'prerendered.json';

export interface PrerenderedPage {
  /**
   * The path it answers (`/stickers`), or the route pattern of a shell the same for every address
   * of it (`/order/:id/payment`, whose order loads after); any other path gets index.html.
   */
  path: string;
  /** Site-relative file: `prerendered/stickers.html`. */
  file: string;
}

/**
 * The prerendered file for a request's path, if the build wrote one; undefined otherwise (no
 * list, an older build, another path). Only a file the list names is ever served, so the
 * address cannot choose a file. Read per request: a rebuilt site may list other pages.
 */
export async function prerenderedFileFor(siteRoot: string, url: string): Promise<string | undefined> {
  const pathname = pathnameOf(url);
  const pages = await readSiteBuildList<PrerenderedPage>(siteRoot, prerenderedManifestFile);
  return pages.find((page) => matchesRoutePattern(page.path, pathname))?.file;
}
