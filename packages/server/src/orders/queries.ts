import type {
  CartInfo,
  CartItemsCount,
  OrderListEntry,
  OrderPaymentInfo,
  orderListQuery,
  PublicOrderInfo,
} from '@stickers62/core/contract';
import { archivedStatuses, canPayOrder } from '@stickers62/core/rules';
import { orderStatusTexts } from '@stickers62/core/texts';
import { and, asc, desc, eq, inArray, not, or, sql } from 'drizzle-orm';
import type { z } from 'zod/mini';
import type { Queryable } from '../db/client.js';
import { acrylItems, orders, stickerItems, users } from '../db/schema.js';
import { notFound } from '../errors.js';
import { countItems } from '../items/counts.js';
import type { ItemTable } from '../items/kinds.js';
import { findCart, findOrCreateCart, type OrderRow } from './access.js';

/**
 * Checked out, or a draft a manager made for a client: what the shop calls an order. A customer's
 * open cart is not one (the admin list and the public payment page leave it out).
 */
export const isPlacedOrder = sql`(${orders.isCart} = false or ${orders.insertedBy} is not null)`;

/** An order's items of one table, counted in a subquery of a select over `orders`. */
const itemCount = (table: ItemTable) =>
  // Qualified by hand: Drizzle leaves columns unqualified in single-table selects.
  sql<number>`(select count(*)::int from ${table} where ${table}.order_id = "orders"."id")`;

/** The names and file marks of the items of several orders, of one table, in item order. */
function itemNames(db: Queryable, table: ItemTable, orderIds: string[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select({ orderId: table.orderId, name: table.name, fileName: table.fileName })
    .from(table)
    .where(inArray(table.orderId, orderIds))
    .orderBy(asc(table.id));
}

/**
 * `GET /api/web/orders/list`: the customer's orders, newest first. An empty cart is not an order
 * yet; a cart with items is listed (and so is a placed order).
 */
export async function listOrders(
  db: Queryable,
  ownerId: number,
  query: z.infer<typeof orderListQuery>,
): Promise<OrderListEntry[]> {
  const stickersCount = itemCount(stickerItems);
  const acrylCount = itemCount(acrylItems);
  const rows = await db
    .select({ order: orders, stickersCount, acrylCount })
    .from(orders)
    .where(
      and(
        eq(orders.ownerId, ownerId),
        query.active ? not(inArray(orders.status, [...archivedStatuses])) : undefined,
        or(isPlacedOrder, sql`${stickersCount} + ${acrylCount} > 0`),
      ),
    )
    .orderBy(desc(orders.createdAt));
  const ids = rows.map((row) => row.order.id);
  const [stickerNames, acrylNames] = await Promise.all([
    itemNames(db, stickerItems, ids),
    itemNames(db, acrylItems, ids),
  ]);
  const entriesOf = (list: { orderId: string; name: string; fileName: string | null }[], id: string) =>
    list
      .filter((item) => item.orderId === id)
      .map((item) => ({ orderItemName: item.name, hasFile: item.fileName !== null }));
  return rows.map(({ order: row, ...counts }) => ({
    orderId: row.id,
    orderNumber: row.number,
    createDate: row.createdAt.toISOString(),
    status: row.status,
    sendDate: row.sendDate,
    manager: row.manager,
    cost: row.cost,
    payed: row.payed,
    ...counts,
    stickersOrderItems: entriesOf(stickerNames, row.id),
    acrylOrderItems: entriesOf(acrylNames, row.id),
  }));
}

/** The cart badge: items in the caller's cart, 0 without a cart (none is created for asking). */
export async function cartItemsCount(db: Queryable, ownerId: number): Promise<CartItemsCount> {
  const cart = await findCart(db, ownerId);
  return { count: cart ? (await countItems(db, cart.id)).total : 0 };
}

/** The caller's cart, created on demand. */
export async function cartInfo(db: Queryable, ownerId: number): Promise<CartInfo> {
  const cart = await findOrCreateCart(db, ownerId);
  return { orderId: cart.id, orderNumber: cart.number, itemsCount: (await countItems(db, cart.id)).total };
}

export async function paymentInfo(db: Queryable, row: OrderRow): Promise<OrderPaymentInfo> {
  const [owner] = await db.select({ receiptEmail: users.receiptEmail }).from(users).where(eq(users.id, row.ownerId));
  return {
    orderId: row.id,
    orderNumber: row.number,
    cost: row.cost,
    payed: row.payed,
    canPay: !row.isCart && canPayOrder(row),
    receiptEmail: owner?.receiptEmail ?? null,
  };
}

/** Public by design (the payment link page): the unguessable id is the key, and it shows little. */
export async function publicOrderInfo(db: Queryable, id: string): Promise<PublicOrderInfo> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), isPlacedOrder));
  if (!row) throw notFound(orderStatusTexts.notFound);
  const items = await countItems(db, row.id);
  return {
    orderNumber: row.number,
    createDate: row.createdAt.toISOString(),
    manager: row.manager,
    deliveryType: row.deliveryType,
    orderItemsCount: items.stickers,
    acrylOrderItemsCount: items.acryl,
    cost: row.cost,
    canPay: canPayOrder(row) && row.cost > 0,
    proofState: row.proofState,
  };
}
