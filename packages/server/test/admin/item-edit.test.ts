import { type AdminOrder, buildPath, orderStatuses, routes } from '@stickers62/core/contract';
import { priceOrderItems } from '@stickers62/core/pricing';
import { itemTexts, managerItemTexts, serverTexts } from '@stickers62/core/texts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { acrylItems, orderEvents, payments, refunds, stickerItems } from '../../src/db/schema.js';
import { currentReferences } from '../../src/references/reference-cache.js';
import {
  paymentLink as linkFor,
  orderRow as orderRowOf,
  paymentWebhook,
  managerUpdate as updateAsManager,
  usePaymentTestbed,
} from '../providers/yookassa/test-fixtures.js';
import { createCustomerOrder } from '../test-support/app.js';

/**
 * The manager changes an order's items before payment (issue 28, item 5): count and options, or
 * removes an item; core prices the order again, open payment links close (issue 26's rule: one
 * paid anyway is refunded), and a paid order is refused with a Russian reason, nothing changed.
 * Runs the real YooKassa client against the local protocol fake, on PGlite and (with
 * TEST_DATABASE_URL) PostgreSQL.
 */

const testbed = usePaymentTestbed('item-edit');

const app = () => testbed.testApp.app;
const orderRow = (orderId: string) => orderRowOf(testbed, orderId);

/** A customer's sent order (a sticker, a key ring, pickup), moved by the manager to «Готов к печати»: payable. */
async function payableOrder() {
  const order = await createCustomerOrder(app(), testbed.customer, { submit: true });
  const moved = await updateAsManager(testbed, order.orderId, { status: orderStatuses.readyToPrint });
  expect(moved.statusCode, moved.body).toBe(200);
  return order;
}

function change(orderId: string, kind: string, itemId: number, payload: unknown, session = testbed.manager) {
  return app().inject({
    method: 'POST',
    url: buildPath(routes.changeItemAsManager.path, { id: orderId, kind, itemId }),
    headers: session.headers,
    payload: payload as Record<string, unknown>,
  });
}

function remove(orderId: string, kind: string, itemId: number, session = testbed.manager) {
  return app().inject({
    method: 'DELETE',
    url: buildPath(routes.removeItemAsManager.path, { id: orderId, kind, itemId }),
    headers: session.headers,
  });
}

/** What core's pricing makes of the answer's items: the costs the server must have stored. */
async function corePrices(order: AdminOrder) {
  const { priceLists } = await currentReferences(app().db);
  return priceOrderItems(order.orderItems, order.acrylOrderItems, priceLists);
}

const sum = (values: readonly number[]) => Math.round(values.reduce((total, value) => total + value, 0) * 100) / 100;

async function newestPaymentId(orderId: string) {
  const rows = await app().db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(payments.id);
  const id = rows.at(-1)?.providerPaymentId;
  if (!id) throw new Error('no payment made');
  return id;
}

describe("the manager's change of an item before payment", () => {
  it('reprices the order by core, closes the open link (paid anyway: refunded) and is refused once paid', async () => {
    const { orderId, stickerItemId } = await payableOrder();
    const before = await orderRow(orderId);
    expect((await linkFor(testbed, orderId)).statusCode).toBe(200);
    const stale = await newestPaymentId(orderId);

    const changed = await change(orderId, 'stickers', stickerItemId, { count: 60, laminationType: 'None' });
    expect(changed.statusCode, changed.body).toBe(200);
    const answer = changed.json() as AdminOrder;
    const sticker = answer.orderItems.find((item) => item.id === stickerItemId);
    expect(sticker).toMatchObject({ count: 60, laminationType: 'None' });
    const core = await corePrices(answer);
    expect(answer.orderItems.map((item) => item.cost)).toEqual(core.stickers);
    expect(answer.acrylOrderItems.map((item) => item.cost)).toEqual(core.acryl);
    expect(answer.cost).toBe(sum([...core.stickers, ...core.acryl, before.deliveryCost]));
    expect(answer.cost).not.toBe(before.cost);
    const row = await orderRow(orderId);
    expect(row.cost).toBe(answer.cost);
    expect(row.version).toBeGreaterThan(before.version);

    // The link made for the old terms is closed; paid anyway, it is refunded and pays nothing.
    const [closed] = await app().db.select().from(payments).where(eq(payments.providerPaymentId, stale));
    expect(closed?.closedAt).toBeInstanceOf(Date);
    testbed.fake.emulator.finish(stale, 'succeeded');
    expect((await paymentWebhook(testbed, stale)).statusCode).toBe(200);
    expect((await orderRow(orderId)).payed).toBe(false);
    expect(await app().db.select().from(refunds).where(eq(refunds.orderId, orderId))).toHaveLength(1);

    // The timeline keeps the new total with who changed it.
    const events = await app().db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId));
    expect(events.map((event) => event.data)).toContainEqual({ field: 'cost', old: before.cost, new: answer.cost });

    // The current amount pays the order; after that the items are what was paid.
    expect((await linkFor(testbed, orderId)).statusCode).toBe(200);
    const current = await newestPaymentId(orderId);
    testbed.fake.emulator.finish(current, 'succeeded');
    expect((await paymentWebhook(testbed, current)).statusCode).toBe(200);
    const paid = await orderRow(orderId);
    expect(paid.payed).toBe(true);
    const refused = await change(orderId, 'stickers', stickerItemId, { count: 80 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(managerItemTexts.paid);
    const removal = await remove(orderId, 'stickers', stickerItemId);
    expect(removal.statusCode).toBe(400);
    expect(removal.json().message).toBe(managerItemTexts.paid);
    const [stored] = await app().db.select().from(stickerItems).where(eq(stickerItems.id, stickerItemId));
    expect(stored).toMatchObject({ count: 60 });
    expect((await orderRow(orderId)).cost).toBe(paid.cost);
  });

  it('changes an acrylic item’s options and removes an item, repricing each time', async () => {
    const { orderId, stickerItemId, acrylItemId } = await payableOrder();
    const changed = await change(orderId, 'acryl', acrylItemId, {
      count: 25,
      printType: 'Двусторонняя',
      fittings: ['Кольцо для ключей', 'Кольцо для ключей'],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const answer = changed.json() as AdminOrder;
    expect(answer.acrylOrderItems[0]).toMatchObject({
      count: 25,
      printType: 'Двусторонняя',
      fittings: ['Кольцо для ключей'],
    });
    expect(answer.acrylOrderItems.map((item) => item.cost)).toEqual((await corePrices(answer)).acryl);

    const removed = await remove(orderId, 'stickers', stickerItemId);
    expect(removed.statusCode, removed.body).toBe(200);
    const after = removed.json() as AdminOrder;
    expect(after.orderItems).toEqual([]);
    expect(after.cost).toBe(sum([...(await corePrices(after)).acryl, (await orderRow(orderId)).deliveryCost]));
    expect((await orderRow(orderId)).stickersCost).toBe(0);
  });

  it('refuses what it cannot take with a Russian reason, the order unchanged', async () => {
    const { orderId, stickerItemId, acrylItemId } = await payableOrder();
    const before = await orderRow(orderId);
    const cases: [string, number, unknown, string | null][] = [
      ['stickers', stickerItemId, { filmType: 'Нет такой плёнки' }, serverTexts.badField(itemTexts.filmType)],
      ['stickers', stickerItemId, { acrylType: 'Брелок' }, serverTexts.badField(itemTexts.acrylType)],
      ['acryl', acrylItemId, { fittings: ['Нет такой фурнитуры'] }, serverTexts.badField(itemTexts.fittings)],
      ['stickers', stickerItemId, { count: 0 }, null],
      ['stickers', stickerItemId, { count: 2.5 }, null],
    ];
    for (const [kind, itemId, payload, message] of cases) {
      const reply = await change(orderId, kind, itemId, payload);
      expect(reply.statusCode, JSON.stringify(payload)).toBe(400);
      if (message) expect(reply.json().message).toBe(message);
    }
    expect((await change(orderId, 'stickers', 2_000_000_000, { count: 30 })).statusCode).toBe(404);
    expect((await change(orderId, 'stickers', stickerItemId, { count: 30 }, testbed.customer)).statusCode).toBe(403);
    expect((await remove(orderId, 'acryl', acrylItemId, testbed.customer)).statusCode).toBe(403);
    const after = await orderRow(orderId);
    expect(after.cost).toBe(before.cost);
    expect(after.version).toBe(before.version);
    const [sticker] = await app().db.select().from(stickerItems).where(eq(stickerItems.id, stickerItemId));
    expect(sticker?.count).toBe(20);
    expect(await app().db.select().from(acrylItems).where(eq(acrylItems.id, acrylItemId))).toHaveLength(1);
  });

  it('refuses a cancelled order', async () => {
    const { orderId, stickerItemId } = await payableOrder();
    expect((await updateAsManager(testbed, orderId, { status: orderStatuses.cancelled })).statusCode).toBe(200);
    const reply = await change(orderId, 'stickers', stickerItemId, { count: 30 });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toBe(managerItemTexts.closed);
  });
});
