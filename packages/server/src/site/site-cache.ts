import { sep } from 'node:path';
import type { FastifyReply } from 'fastify';

/** Vite names every file under assets/ by its content hash: a changed file is a new URL. */
export const immutableAssetCacheControl = 'public, max-age=31536000, immutable';
/** index.html and the other unhashed files name the current assets: always revalidated (ETag). */
export const revalidateCacheControl = 'no-cache';

/**
 * The `setHeaders` of the site's static files: hashed assets are cached for a year, everything
 * else (index.html above all, also when it answers an SPA route) is asked for again each time.
 */
export function setSiteCacheHeaders(assetsDirectory: string) {
  const assetsPrefix = assetsDirectory.endsWith(sep) ? assetsDirectory : assetsDirectory + sep;
  return (reply: FastifyReply, filePath: string): void => {
    reply.header(
      'cache-control',
      filePath.startsWith(assetsPrefix) ? immutableAssetCacheControl : revalidateCacheControl,
    );
  };
}
