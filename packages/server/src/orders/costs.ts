import { priceOrderItems, quoteOrderItems, roundToKopecks } from '@stickers62/core/pricing';
import { asc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client.js';
import { acrylItems, orders, stickerItems } from '../db/schema.js';
import { loadPriceLists } from '../references/price-lists.js';

/**
 * Recomputes every item's cost and the order's sums with core's pricing (the same functions
 * the browser shows the preliminary cost with). Tiers depend on the order's totals, so one
 * changed item can change the others. Call inside the transaction that changed the items.
 */
async function itemsWithPrices(tx: Queryable, orderId: string) {
  const [stickers, acryl] = await Promise.all([
    tx.select().from(stickerItems).where(eq(stickerItems.orderId, orderId)).orderBy(asc(stickerItems.id)),
    tx.select().from(acrylItems).where(eq(acrylItems.orderId, orderId)).orderBy(asc(acrylItems.id)),
  ]);
  const present = (values: (string | null)[]) => [...new Set(values.filter((value) => value !== null))];
  const priceLists = await loadPriceLists(tx, {
    films: present(stickers.map((item) => item.filmType)),
    acrylTypes: present(acryl.map((item) => item.acrylType)),
  });
  return { stickers, acryl, priceLists };
}

/**
 * How many items of the order core's pricing finds no price for (decided: such an item may be
 * sent, the manager prices it; the shop never takes a payment that leaves it out).
 */
export async function countUnpricedItems(tx: Queryable, orderId: string): Promise<number> {
  const { stickers, acryl, priceLists } = await itemsWithPrices(tx, orderId);
  return quoteOrderItems(stickers, acryl, priceLists).unpriced;
}

export async function recomputeOrderCosts(tx: Queryable, orderId: string): Promise<void> {
  const { stickers, acryl, priceLists } = await itemsWithPrices(tx, orderId);
  const costs = priceOrderItems(stickers, acryl, priceLists);
  for (const [index, item] of stickers.entries()) {
    const cost = costs.stickers[index] ?? 0;
    if (cost !== item.cost) await tx.update(stickerItems).set({ cost }).where(eq(stickerItems.id, item.id));
  }
  for (const [index, item] of acryl.entries()) {
    const cost = costs.acryl[index] ?? 0;
    if (cost !== item.cost) await tx.update(acrylItems).set({ cost }).where(eq(acrylItems.id, item.id));
  }
  const stickersCost = roundToKopecks(costs.stickers.reduce((sum, cost) => sum + cost, 0));
  const acrylCost = roundToKopecks(costs.acryl.reduce((sum, cost) => sum + cost, 0));
  await tx
    .update(orders)
    .set({
      stickersCost,
      acrylCost,
      cost: sql`${stickersCost + acrylCost}::numeric + ${orders.deliveryCost}`,
      updatedAt: new Date(),
      version: sql`${orders.version} + 1`,
    })
    .where(eq(orders.id, orderId));
}
