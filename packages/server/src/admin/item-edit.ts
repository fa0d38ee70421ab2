import { type AdminOrder, type ItemKind, type ManagerItemChange, managerItemFields } from '@stickers62/core/contract';
import { roundToKopecks } from '@stickers62/core/pricing';
import { managerItemRefusal, managerPriceAfterSave } from '@stickers62/core/rules';
import { itemTexts, managerItemTexts, serverTexts } from '@stickers62/core/texts';
import { and, eq, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../db/client.js';
import { badRequest } from '../errors.js';
import { fieldLabels, itemKinds } from '../items/kinds.js';
import type { OrderRow } from '../orders/access.js';
import type { OrderCosts } from '../orders/costs.js';
import { currentReferences, type KnownValues } from '../references/reference-cache.js';
import { appendOrderEvents, fieldChanges, type OrderEventActor, systemActor } from '../timeline/index.js';
import { changeItemUnderLock, type LockedItem, writeCostsClosingPayments } from './item-under-lock.js';

type ChangedField = keyof ManagerItemChange;

/**
 * The fields of the change the item's kind has, checked against the reference lists: a field of
 * the other kind, or a name no list holds, is refused with the field's Russian label.
 */
function checkChange(kind: ItemKind, change: ManagerItemChange, known: KnownValues): Partial<ManagerItemChange> {
  const own: readonly ChangedField[] = managerItemFields[kind];
  const values: Partial<Record<ChangedField, unknown>> = {};
  for (const [field, value] of Object.entries(change) as [ChangedField, unknown][]) {
    if (value === undefined) continue;
    const label = field === 'count' ? itemTexts.count : fieldLabels[field];
    if (!own.includes(field)) throw badRequest(serverTexts.badField(label));
    if (field !== 'count') {
      const names = Array.isArray(value) ? (value as string[]) : [value as string];
      if (names.some((name) => !known[field].has(name))) throw badRequest(serverTexts.badField(label));
    }
    values[field] = field === 'fittings' ? [...new Set(value as string[])] : value;
  }
  return values as Partial<ManagerItemChange>;
}

/** The manager's change may not touch a paid order (what was paid stays), nor a shipped or cancelled one. */
function refuseClosed(order: OrderRow) {
  const refusal = managerItemRefusal(order);
  if (refusal) throw badRequest(managerItemTexts[refusal]);
}

/** Writes what the repricing found (closing the open payment links) and notes the new total on the timeline. */
async function writeRepriced(
  tx: Queryable,
  order: OrderRow,
  costs: OrderCosts,
  actor: OrderEventActor,
  except?: Parameters<typeof writeCostsClosingPayments>[3],
) {
  const cost = roundToKopecks(costs.stickersCost + costs.acrylCost + order.deliveryCost);
  await writeCostsClosingPayments(tx, order.id, costs, except);
  await appendOrderEvents(tx, fieldChanges(order.id, actor, order, { ...order, cost }, ['cost']));
}

/**
 * `POST /api/web/admin/orders/{id}/items/{kind}/{itemId}` (beyond the spec): the manager changes
 * an item's count or options while the order is not paid. Under the order's row lock the item
 * takes the new values, core prices the whole order again (tiers depend on the totals, so the
 * other items may move too), the costs and sums are written and the open payment links closed.
 * A manager's price stays only while what it was given for stays (core `managerPriceAfterSave`).
 */
export async function changeItemAsManager(
  db: Database,
  orderId: string,
  kind: ItemKind,
  itemId: number,
  change: ManagerItemChange,
  actor: OrderEventActor = systemActor,
): Promise<AdminOrder> {
  // Read before the transaction: on PGlite, one connection, a read beside an open transaction would wait for it.
  const { priceLists, known } = await currentReferences(db);
  const values = checkChange(kind, change, known);
  return changeItemUnderLock(db, { orderId, kind, itemId }, priceLists, async ({ tx, order, item, priceWith }) => {
    refuseClosed(order);
    const { fittings, ...priced } = values;
    const next = { ...item, ...priced };
    const pricingChanged = Object.entries(priced).some(([field, value]) => item[field as keyof typeof item] !== value);
    if (!pricingChanged && fittings === undefined) return;
    const managerPrice = managerPriceAfterSave(kind, item, next);
    const costs = priceWith({ ...next, managerPrice } as LockedItem);
    const cost = costs[kind].find((pricedItem) => pricedItem.id === itemId)?.cost ?? 0;
    const { table } = itemKinds[kind];
    await Promise.all([
      tx
        .update(table)
        .set({
          ...priced,
          ...(fittings === undefined ? {} : { fittings }),
          cost,
          managerPrice,
          updatedAt: new Date(),
          version: sql`${table.version} + 1`,
        })
        .where(and(eq(table.id, itemId), eq(table.orderId, order.id))),
      writeRepriced(tx, order, costs, actor, { table, id: itemId }),
    ]);
  });
}

/**
 * `DELETE /api/web/admin/orders/{id}/items/{kind}/{itemId}` (beyond the spec): the manager
 * removes an item while the order is not paid; the order is priced again as for a change.
 */
export async function removeItemAsManager(
  db: Database,
  orderId: string,
  kind: ItemKind,
  itemId: number,
  actor: OrderEventActor = systemActor,
): Promise<AdminOrder> {
  const { priceLists } = await currentReferences(db);
  return changeItemUnderLock(db, { orderId, kind, itemId }, priceLists, async ({ tx, order, priceWith }) => {
    refuseClosed(order);
    const { table } = itemKinds[kind];
    await Promise.all([
      tx.delete(table).where(and(eq(table.id, itemId), eq(table.orderId, order.id))),
      writeRepriced(tx, order, priceWith(null), actor),
    ]);
  });
}
