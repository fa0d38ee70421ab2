import type { CartInfo, CartItemsCount, OrderPaymentInfo, PublicOrderInfo } from '@stickers62/core/contract';
import { canPayOrder } from '@stickers62/core/rules';
import { orderStatusTexts } from '@stickers62/core/texts';
import { and, eq, sql } from 'drizzle-orm';
import { usernameIs } from '../auth/users.js';
import type { Database, Queryable } from '../db/client.js';
import { orders, users } from '../db/schema.js';
import { notFound } from '../errors.js';
import { countItems } from '../items/counts.js';
import { latestRefundNote } from '../payments/repository.js';
import { findCart, findOrCreateCart, type OrderRow } from './access.js';
import { countUnpricedItems } from './costs.js';

/**
 * Checked out, or a draft a manager made for a client: what the shop calls an order. A customer's
 * open cart is not one (the admin list and the public payment page leave it out).
 */
export const isPlacedOrder = sql`(${orders.isCart} = false or ${orders.insertedBy} is not null)`;

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

export async function paymentInfo(db: Database, row: OrderRow): Promise<OrderPaymentInfo> {
  const [owner] = await db.select({ receiptEmail: users.receiptEmail }).from(users).where(eq(users.id, row.ownerId));
  return {
    orderId: row.id,
    orderNumber: row.number,
    cost: row.cost,
    payed: row.payed,
    // An item without a price holds payment back, as the payment link itself refuses it.
    canPay: !row.isCart && canPayOrder(row) && (await countUnpricedItems(db, row.id)) === 0,
    receiptEmail: owner?.receiptEmail ?? null,
  };
}

/**
 * The order's `manager` as the public page may show it: `null` when it is anybody's login.
 * New orders store a display name only (`staffDisplayName`); orders saved before kept the
 * staff member's login where they had no name of their own.
 */
async function publicManagerName(db: Database, manager: string | null): Promise<string | null> {
  if (manager === null) return null;
  const [login] = await db.select({ id: users.id }).from(users).where(usernameIs(manager)).limit(1);
  return login ? null : manager;
}

/** Public by design (the payment link page): the unguessable id is the key, and it shows little. */
export async function publicOrderInfo(db: Database, id: string): Promise<PublicOrderInfo> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), isPlacedOrder));
  if (!row) throw notFound(orderStatusTexts.notFound);
  const items = await countItems(db, row.id);
  const unpricedItemsCount = await countUnpricedItems(db, row.id);
  return {
    orderNumber: row.number,
    createDate: row.createdAt.toISOString(),
    manager: await publicManagerName(db, row.manager),
    deliveryType: row.deliveryType,
    orderItemsCount: items.stickers,
    acrylOrderItemsCount: items.acryl,
    cost: row.cost,
    canPay: canPayOrder(row) && row.cost > 0 && unpricedItemsCount === 0,
    proofState: row.proofState,
    unpricedItemsCount,
    lastRefund: await latestRefundNote(db, row.id),
  };
}
