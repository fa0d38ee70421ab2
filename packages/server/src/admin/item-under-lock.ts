import type { AdminOrder, ItemKind } from '@stickers62/core/contract';
import type { PriceLists } from '@stickers62/core/pricing';
import { itemTexts } from '@stickers62/core/texts';
import { eq } from 'drizzle-orm';
import type { Database, Queryable } from '../db/client.js';
import { orders } from '../db/schema.js';
import { notFound } from '../errors.js';
import type { OrderRow } from '../orders/access.js';
import {
  type ItemForPricing,
  lockOrderWithItems,
  type OrderCosts,
  priceOrderWith,
  writeOrderCosts,
} from '../orders/costs.js';
import { closeOpenPayments } from '../payments/repository.js';
import { toAdminOrder } from './orders.js';

/** An item's pricing columns as the order's lock read them. */
export type LockedItem = ItemForPricing;

/** What a manager's change of one item works with, under the order's row lock. */
export interface ItemUnderLock {
  tx: Queryable;
  order: OrderRow;
  item: LockedItem;
  /** The whole order priced again with the item as `next`, or without it (`null`): tiers depend on the totals. */
  priceWith(next: LockedItem | null): OrderCosts;
}

/**
 * A manager's change of one item (admin/item-edit.ts, admin/item-price.ts): locks the order
 * row, finds the item (else 404), hands both to `change`, and answers the order as the admin
 * sees it afterwards.
 */
export async function changeItemUnderLock(
  db: Database,
  { orderId, kind, itemId }: { orderId: string; kind: ItemKind; itemId: number },
  priceLists: PriceLists,
  change: (locked: ItemUnderLock) => Promise<void>,
): Promise<AdminOrder> {
  await db.transaction(async (tx) => {
    const { order, ...items } = await lockOrderWithItems(tx, orderId);
    const item = items[kind].find((candidate: LockedItem) => candidate.id === itemId);
    if (!item) throw notFound(itemTexts.itemNotFound);
    const priceWith = (next: LockedItem | null) => priceOrderWith(items, kind, itemId, next, priceLists);
    await change({ tx, order, item, priceWith });
  });
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!row) throw notFound(itemTexts.itemNotFound);
  return toAdminOrder(db, row);
}

/**
 * Writes the repriced costs and closes the order's open payment links: the terms they were made
 * for are gone, so one paid anyway is refunded (payments/settlement.ts).
 */
export async function writeCostsClosingPayments(
  tx: Queryable,
  orderId: string,
  costs: OrderCosts,
  except?: Parameters<typeof writeOrderCosts>[3],
): Promise<void> {
  await Promise.all([writeOrderCosts(tx, orderId, costs, except), closeOpenPayments(tx, orderId)]);
}
