import type { AdminOrder, ItemKind } from '@stickers62/core/contract';
import { managerPriceChange } from '@stickers62/core/rules';
import { managerPriceTexts } from '@stickers62/core/texts';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { badRequest } from '../errors.js';
import { itemKinds } from '../items/kinds.js';
import { currentReferences } from '../references/reference-cache.js';
import { appendOrderEvent, type OrderEventActor, orderEventKinds, systemActor } from '../timeline/index.js';
import { changeItemUnderLock, writeCostsClosingPayments } from './item-under-lock.js';

/**
 * `POST /api/web/admin/orders/{id}/items/{kind}/{itemId}/price` (beyond the spec): the manager's
 * price of an item, the position's total (`null` clears it). Under the order's row lock the item
 * takes the price, core prices the order with it (`priceOrder`: the item costs exactly that, the
 * others keep their tiers) and the costs and sums are written. A change closes the order's open
 * payment links: the terms they were made for are gone, so one paid anyway is refunded
 * (payments/settlement.ts). A paid order's prices are what was paid: refused.
 */
export async function setItemManagerPrice(
  db: Database,
  orderId: string,
  kind: ItemKind,
  itemId: number,
  managerPrice: number | null,
  actor: OrderEventActor = systemActor,
): Promise<AdminOrder> {
  // Read before the transaction: on PGlite, one connection, a read beside an open transaction would wait for it.
  const { priceLists } = await currentReferences(db);
  return changeItemUnderLock(db, { orderId, kind, itemId }, priceLists, async ({ tx, order, item, priceWith }) => {
    const change = managerPriceChange(order, item, managerPrice);
    if (!change.ok) throw badRequest(managerPriceTexts.paid);
    if (!change.changed) return;
    const costs = priceWith({ ...item, managerPrice });
    const { table } = itemKinds[kind];
    await Promise.all([
      tx
        .update(table)
        .set({ managerPrice, updatedAt: new Date(), version: sql`${table.version} + 1` })
        .where(and(eq(table.id, itemId), eq(table.orderId, order.id))),
      writeCostsClosingPayments(tx, order.id, costs),
    ]);
    await appendOrderEvent(tx, {
      orderId: order.id,
      kind: orderEventKinds.managerPrice,
      actor,
      data: { itemKind: kind, itemId, old: item.managerPrice ?? null, new: managerPrice },
    });
  });
}
