import type { ItemKind } from '@stickers62/core/contract';
import { type PriceLists, priceOrderItems, quoteOrderItems, roundToKopecks } from '@stickers62/core/pricing';
import { asc, eq, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../db/client.js';
import { acrylItems, orders, stickerItems } from '../db/schema.js';
import { type PlannedItem, planColumns } from '../items/columns.js';
import { type ItemTable, itemKinds } from '../items/kinds.js';
import { currentReferences } from '../references/reference-cache.js';
import { lockOrder, type OrderRow } from './access.js';

/**
 * What pricing and the save's checks need of each item of an order: the columns the save plan
 * reads (the item column maps, items/columns.ts), here read under the order's lock.
 */
function plannedItems<Kind extends ItemKind>(db: Queryable, kind: Kind, orderId: string) {
  const { table } = itemKinds[kind];
  return db
    .select(planColumns(kind))
    .from(table)
    .where(eq(table.orderId, orderId))
    .orderBy(asc(table.id)) as unknown as Promise<PlannedItem<Kind>[]>;
}

/**
 * How many items of the order core's pricing finds no price for (decided: such an item may be
 * sent, the manager prices it; the shop never takes a payment that leaves it out). Prices come
 * from the reference snapshot the item save prices with (`currentReferences`: the revision row,
 * not the price tables), read beside the order's items.
 */
export async function countUnpricedItems(db: Database, orderId: string): Promise<number> {
  const [{ priceLists }, stickers, acryl] = await Promise.all([
    currentReferences(db),
    plannedItems(db, 'stickers', orderId),
    plannedItems(db, 'acryl', orderId),
  ]);
  return quoteOrderItems(stickers, acryl, priceLists).unpriced;
}

/** The order's items as pricing and the save's checks read them, in id order. */
export interface OrderItemsForPricing {
  stickers: PlannedItem<'stickers'>[];
  acryl: PlannedItem<'acryl'>[];
}

/** One item's pricing columns, of either kind. */
export type ItemForPricing = OrderItemsForPricing[ItemKind][number];

/**
 * Locks the order row and reads its items' pricing columns. The three statements go out
 * together (pipelined on the transaction's connection); the item reads run after the lock is
 * granted, so they see every change committed before it.
 */
export async function lockOrderWithItems(
  tx: Queryable,
  orderId: string,
): Promise<{ order: OrderRow } & OrderItemsForPricing> {
  const [order, stickers, acryl] = await Promise.all([
    lockOrder(tx, orderId),
    plannedItems(tx, 'stickers', orderId),
    plannedItems(tx, 'acryl', orderId),
  ]);
  return { order, stickers, acryl };
}

/** One item's cost as core priced it, and whether that differs from the stored one. */
export interface PricedItem {
  id: number;
  cost: number;
  changed: boolean;
}

export interface OrderCosts {
  stickers: PricedItem[];
  acryl: PricedItem[];
  stickersCost: number;
  acrylCost: number;
}

/**
 * Prices all items of an order with core's pricing (the functions the browser shows the
 * preliminary cost with). Tiers depend on the order's totals, so one changed item can change
 * the others: every item is priced, in the order given.
 */
export function priceOrder(items: OrderItemsForPricing, priceLists: PriceLists): OrderCosts {
  const costs = priceOrderItems(items.stickers, items.acryl, priceLists);
  const priced = (rows: { id: number; cost: number }[], itemCosts: number[]) =>
    rows.map((row, index) => {
      const cost = itemCosts[index] ?? 0;
      return { id: row.id, cost, changed: cost !== row.cost };
    });
  return {
    stickers: priced(items.stickers, costs.stickers),
    acryl: priced(items.acryl, costs.acryl),
    stickersCost: roundToKopecks(costs.stickers.reduce((sum, cost) => sum + cost, 0)),
    acrylCost: roundToKopecks(costs.acryl.reduce((sum, cost) => sum + cost, 0)),
  };
}

/**
 * The order priced with item `itemId` of `kind` changed to `next`, or removed (`null`); a `next`
 * whose id no item of the kind has is added last. Tiers depend on the totals, so every item is priced.
 */
export function priceOrderWith(
  items: OrderItemsForPricing,
  kind: ItemKind,
  itemId: number | undefined,
  next: ItemForPricing | null,
  priceLists: PriceLists,
): OrderCosts {
  const sameKind: ItemForPricing[] = items[kind];
  const exists = itemId !== undefined && sameKind.some((item) => item.id === itemId);
  let changed: ItemForPricing[];
  if (next === null) changed = sameKind.filter((item) => item.id !== itemId);
  else if (exists) changed = sameKind.map((item) => (item.id === itemId ? next : item));
  else changed = [...sameKind, next];
  return priceOrder({ ...items, [kind]: changed } as OrderItemsForPricing, priceLists);
}

/** New costs of some items of one table, in one statement. */
async function writeItemCosts(tx: Queryable, table: ItemTable, orderId: string, items: PricedItem[]) {
  if (items.length === 0) return;
  const values = sql.join(
    items.map((item) => sql`(${item.id}::int, ${item.cost}::numeric)`),
    sql`, `,
  );
  await tx.execute(
    sql`update ${table} set cost = priced.cost from (values ${values}) as priced(id, cost)
        where ${table}.id = priced.id and ${table}.order_id = ${orderId}`,
  );
}

/**
 * Writes what `priceOrder` found: the items whose cost changed (but `except`, the item the
 * caller writes itself) and the order's sums. The statements go out together.
 */
export async function writeOrderCosts(
  tx: Queryable,
  orderId: string,
  costs: OrderCosts,
  except?: { table: ItemTable; id: number },
): Promise<void> {
  const changed = (table: ItemTable, items: PricedItem[]) =>
    items.filter((item) => item.changed && !(except?.table === table && except.id === item.id));
  await Promise.all([
    writeItemCosts(tx, stickerItems, orderId, changed(stickerItems, costs.stickers)),
    writeItemCosts(tx, acrylItems, orderId, changed(acrylItems, costs.acryl)),
    tx
      .update(orders)
      .set({
        stickersCost: costs.stickersCost,
        acrylCost: costs.acrylCost,
        cost: sql`${costs.stickersCost + costs.acrylCost}::numeric + ${orders.deliveryCost}`,
        updatedAt: new Date(),
        version: sql`${orders.version} + 1`,
      })
      .where(eq(orders.id, orderId)),
  ]);
}
