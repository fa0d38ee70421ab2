import { count, eq } from 'drizzle-orm';
import type { Queryable } from '../db/client.js';
import { acrylItems, stickerItems } from '../db/schema.js';

export interface ItemCounts {
  stickers: number;
  acryl: number;
  /** Both kinds together: what the cart badge shows and the per-order limit counts. */
  total: number;
}

/** How many items of each kind an order holds. */
export async function countItems(db: Queryable, orderId: string): Promise<ItemCounts> {
  const [[stickers], [acryl]] = await Promise.all([
    db.select({ value: count() }).from(stickerItems).where(eq(stickerItems.orderId, orderId)),
    db.select({ value: count() }).from(acrylItems).where(eq(acrylItems.orderId, orderId)),
  ]);
  const counts = { stickers: stickers?.value ?? 0, acryl: acryl?.value ?? 0 };
  return { ...counts, total: counts.stickers + counts.acryl };
}
