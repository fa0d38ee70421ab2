import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * A list the site's build writes beside index.html (route-preloads.json, prerendered.json), read
 * per request so a rebuilt site is seen at once; `[]` when the build wrote none (an older build,
 * the dev server) or it is unreadable.
 */
export async function readSiteBuildList<T>(siteRoot: string, file: string): Promise<T[]> {
  try {
    const list: unknown = JSON.parse(await readFile(join(siteRoot, file), 'utf8'));
    return Array.isArray(list) ? (list as T[]) : [];
  } catch {
    return [];
  }
}

/** The path of a request's URL, without its query. */
export const pathnameOf = (url: string) => new URL(url, 'http://site').pathname;
