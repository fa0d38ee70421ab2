import { expect } from 'vitest';
import type { Database } from '../../src/db/client.js';
import { acrylItems, orders, stickerItems } from '../../src/db/schema.js';

const checkoutFields = { receiverCredentials: 'Иванов Иван', phoneNumber: '+79001234567', deliveryType: 'Pickup' };
/** What a placed order stores of them: the phone as digits, however it was typed. */
const storedCheckoutFields = { ...checkoutFields, phoneNumber: '79001234567' };

/** The checkout body these invariants expect a placed order to carry. */
export const pickupCheckout = (id: string) => ({ id, ...checkoutFields });

/**
 * Nothing half written after a crash: every order is a cart or fully checked out, each order's
 * sums match its items, and each customer has at most one cart. Answers how many orders are placed.
 */
export async function expectWholeOrders(db: Database): Promise<number> {
  const allOrders = await db.select().from(orders);
  const stickers = await db.select().from(stickerItems);
  const acryl = await db.select().from(acrylItems);
  const sum = (costs: number[]) => Math.round(costs.reduce((total, cost) => total + cost, 0) * 100) / 100;
  for (const order of allOrders) {
    if (order.isCart) {
      expect(order, 'a cart carries no checkout').toMatchObject({ checkedOutAt: null, deliveryType: null });
    } else {
      expect(order.checkedOutAt, 'a placed order has its checkout moment').toBeInstanceOf(Date);
      expect(order, 'a placed order has all its checkout data').toMatchObject(storedCheckoutFields);
      expect(order.checkoutFingerprint).not.toBeNull();
    }
    const own = <T extends { orderId: string }>(rows: T[]) => rows.filter((row) => row.orderId === order.id);
    expect(order.stickersCost, `sticker sum of order ${order.number}`).toBe(
      sum(own(stickers).map((item) => item.cost)),
    );
    expect(order.acrylCost, `acrylic sum of order ${order.number}`).toBe(sum(own(acryl).map((item) => item.cost)));
  }
  const carts = allOrders.filter((order) => order.isCart).map((order) => order.ownerId);
  expect(new Set(carts).size, 'one cart per customer').toBe(carts.length);
  return allOrders.filter((order) => !order.isCart).length;
}

/**
 * Every layout an item names comes with its file name (the two are written together), and
 * answers the layout keys the rows point at, sorted: items' and orders' general acrylic layouts.
 * The caller compares them with what the store holds.
 */
export async function expectWholeLayoutRecords(db: Database): Promise<string[]> {
  const items = [...(await db.select().from(stickerItems)), ...(await db.select().from(acrylItems))];
  const keys = items.flatMap((item) => {
    expect(item.fileKey === null, `item ${item.id}: name and key come together`).toBe(item.fileName === null);
    return item.fileKey ? [item.fileKey] : [];
  });
  const allOrders = await db.select({ acrylFileKey: orders.acrylFileKey }).from(orders);
  keys.push(...allOrders.flatMap((order) => (order.acrylFileKey ? [order.acrylFileKey] : [])));
  return keys.sort();
}
