import { isNotNull } from 'drizzle-orm';
import type { Queryable } from '../db/client.js';
import { acrylItems, orders, proofFiles, stickerItems } from '../db/schema.js';
import type { PreviewService } from './preview/preview-service.js';
import type { FileStorage } from './storage.js';

/**
 * Layout files no row points at any more: items deleted with their order or on their own, a
 * crash between storing a file and recording it. Files younger than `graceMs` are kept, since
 * an upload stores its file moments before its row points at it.
 */
export async function sweepOrphanLayouts(
  db: Queryable,
  storage: FileStorage,
  previews: PreviewService,
  graceMs = 60 * 60 * 1000,
  now = Date.now(),
): Promise<number> {
  const referenced = new Set<string>();
  const keyLists = await Promise.all([
    db.select({ key: stickerItems.fileKey }).from(stickerItems).where(isNotNull(stickerItems.fileKey)),
    db.select({ key: acrylItems.fileKey }).from(acrylItems).where(isNotNull(acrylItems.fileKey)),
    db.select({ key: orders.acrylFileKey }).from(orders).where(isNotNull(orders.acrylFileKey)),
    // Proof files are stored as layouts too (proofs/file-routes.ts).
    db.select({ key: proofFiles.fileKey }).from(proofFiles),
  ]);
  for (const rows of keyLists) for (const { key } of rows) if (key) referenced.add(key);

  let removed = 0;
  for await (const { key, modifiedAt } of storage.list('layouts')) {
    if (referenced.has(key) || now - modifiedAt.getTime() < graceMs) continue;
    await storage.delete(key);
    await previews.discard(key);
    removed += 1;
  }
  return removed;
}
