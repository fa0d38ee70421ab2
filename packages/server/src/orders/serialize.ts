import { asc, eq } from 'drizzle-orm';
import type { Queryable } from '../db/client.js';
import { acrylItems, stickerItems } from '../db/schema.js';
import { toWireItem } from '../items/columns.js';
import type { OrderRow } from './access.js';

/** Both item lists of an order, in the order they were added, as the wire sends them. */
export async function loadOrderItems(db: Queryable, orderId: string) {
  const [stickers, acryl] = await Promise.all([
    db.select().from(stickerItems).where(eq(stickerItems.orderId, orderId)).orderBy(asc(stickerItems.id)),
    db.select().from(acrylItems).where(eq(acrylItems.orderId, orderId)).orderBy(asc(acrylItems.id)),
  ]);
  return {
    orderItems: stickers.map((row) => toWireItem('stickers', row)),
    acrylOrderItems: acryl.map((row) => toWireItem('acryl', row)),
  };
}

/** The general acryl file's check, only when the order holds that file (like an item's). */
export function generalAcrylFilePreflight(row: Pick<OrderRow, 'acrylFileKey' | 'acrylFilePreflight'>) {
  return row.acrylFileKey ? { acrylFilePreflight: row.acrylFilePreflight } : {};
}
