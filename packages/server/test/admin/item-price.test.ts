import { type AdminOrder, buildPath, orderStatuses, routes } from '@stickers62/core/contract';
import { managerPriceTexts, paymentServerTexts, priceOnRequestTexts } from '@stickers62/core/texts';
import { stickerItemBody } from '@stickers62/testkit/fixtures';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payments, refunds, stickerItems } from '../../src/db/schema.js';
import {
  kopecks,
  paymentLink as linkFor,
  orderRow as orderRowOf,
  paymentWebhook,
  publicInfo as publicInfoOf,
  receiptSum,
  managerUpdate as updateAsManager,
  usePaymentTestbed,
} from '../providers/yookassa/test-fixtures.js';
import { createCustomerOrder } from '../test-support/app.js';

/**
 * The manager prices an item core cannot price (issue 26, item 2): the price is the position's
 * total, the order's sums follow it, and the order becomes payable for items + delivery. A
 * customer never sets it; a paid order keeps what was paid. Runs the real YooKassa client
 * against the local protocol fake, on PGlite and (with TEST_DATABASE_URL) PostgreSQL.
 */

const testbed = usePaymentTestbed('item-price');

const app = () => testbed.testApp.app;

/** A sticker larger than A3: core's pricing finds no sheet format for it. */
const overA3 = () =>
  stickerItemBody({ name: `Плакат ${Math.random().toString(36).slice(2, 8)}`, width: 400, height: 500, count: 3 });

async function saveSticker(orderId: string, body: Record<string, unknown>, session = testbed.customer) {
  const response = await app().inject({
    method: 'POST',
    url: buildPath(routes.saveStickerItem.path, { id: orderId }),
    headers: session.headers,
    payload: body,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { id: number; cost: number; managerPrice?: number | null };
}

/**
 * A customer's sent order with a priced sticker, a priced acrylic item and a poster over A3,
 * checked by the manager: ready to pay but for the poster.
 */
async function orderWithUnpricedPoster() {
  const { orderId } = await createCustomerOrder(app(), testbed.customer);
  const poster = await saveSticker(orderId, overA3());
  expect(poster.cost).toBe(0);
  const created = await app().inject({
    method: 'POST',
    url: routes.createOrderFromCart.path,
    headers: testbed.customer.headers,
    payload: { id: orderId, receiverCredentials: 'Иванов Иван', phoneNumber: '+79001234567', deliveryType: 'Pickup' },
  });
  expect(created.statusCode, created.body).toBe(200);
  const submitted = await app().inject({
    method: 'GET',
    url: buildPath(routes.submitToManager.path, { id: orderId }),
    headers: testbed.customer.headers,
  });
  expect(submitted.statusCode, submitted.body).toBe(200);
  const update = await managerUpdate(orderId, { status: orderStatuses.readyToPrint, deliveryCost: 350 });
  expect(update.statusCode, update.body).toBe(200);
  return { orderId, posterId: poster.id };
}

const managerUpdate = (orderId: string, payload: Record<string, unknown>) => updateAsManager(testbed, orderId, payload);

function setPrice(orderId: string, itemId: number, managerPrice: unknown, session = testbed.manager) {
  return app().inject({
    method: 'POST',
    url: buildPath(routes.setItemManagerPrice.path, { id: orderId, kind: 'stickers', itemId }),
    headers: session.headers,
    payload: { managerPrice },
  });
}

const paymentLink = (orderId: string) => linkFor(testbed, orderId);

const publicInfo = (orderId: string) => publicInfoOf(testbed, orderId);

const orderRow = (orderId: string) => orderRowOf(testbed, orderId);

interface ReceiptLineSent {
  description: string;
  amount: { value: string };
  quantity: string | number;
}
interface CreatedPayment {
  metadata?: { orderId?: string };
  receipt?: { items: ReceiptLineSent[] };
}

/** The payment the fake made for the order last, with the request that created it. */
async function lastPayment(orderId: string) {
  const rows = await app().db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(payments.id);
  const id = rows.at(-1)?.providerPaymentId;
  const payment = id ? testbed.fake.emulator.payments.get(id) : undefined;
  if (!id || !payment) throw new Error('no payment made');
  const request = testbed.fake.requests
    .filter((candidate) => candidate.method === 'POST' && candidate.path === '/payments')
    .map((candidate) => JSON.parse(candidate.body) as CreatedPayment)
    .filter((body) => body.metadata?.orderId === orderId)
    .at(-1);
  return { id, payment, request };
}

const webhook = (paymentId: string) => paymentWebhook(testbed, paymentId);

describe("the manager's price of an item core cannot price", () => {
  it('makes the order payable for items + delivery, with the position as one receipt line, and is kept once paid', async () => {
    const { orderId, posterId } = await orderWithUnpricedPoster();
    const refused = await paymentLink(orderId);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(priceOnRequestTexts.notPayable);
    const before = await orderRow(orderId);

    const priced = await setPrice(orderId, posterId, 1000);
    expect(priced.statusCode, priced.body).toBe(200);
    const answer = priced.json() as AdminOrder;
    const poster = answer.orderItems.find((item) => item.id === posterId);
    expect(poster).toMatchObject({ cost: 1000, managerPrice: 1000 });
    expect(answer.cost).toBe(before.cost + 1000);
    const row = await orderRow(orderId);
    expect(row.stickersCost).toBe(before.stickersCost + 1000);
    expect(row.version).toBeGreaterThan(before.version);

    // The customer's order and the order-link page see the price, and the payment opens.
    const read = await app().inject({
      method: 'GET',
      url: buildPath(routes.order.path, { id: orderId }),
      headers: testbed.customer.headers,
    });
    expect(read.json().orderItems.find((item: { id: number }) => item.id === posterId)).toMatchObject({
      cost: 1000,
      managerPrice: 1000,
    });
    expect(await publicInfo(orderId)).toMatchObject({ canPay: true, unpricedItemsCount: 0, cost: row.cost });

    const link = await paymentLink(orderId);
    expect(link.statusCode, link.body).toBe(200);
    const { id, payment, request } = await lastPayment(orderId);
    const itemsTotal =
      answer.orderItems.reduce((sum, item) => sum + item.cost, 0) +
      answer.acrylOrderItems.reduce((sum, item) => sum + item.cost, 0);
    expect(kopecks(payment.amount.value)).toBe(kopecks(itemsTotal + 350));
    const lines = request?.receipt?.items ?? [];
    expect(lines.length).toBeGreaterThan(1);
    expect(receiptSum(lines)).toBe(kopecks(payment.amount.value));
    // 1000 ₽ for 3 sheets does not divide to the kopeck: one line of quantity 1 naming the count.
    expect(lines).toContainEqual(
      expect.objectContaining({
        description: paymentServerTexts.receiptItemCount(poster?.name ?? '', 3),
        amount: expect.objectContaining({ value: '1000.00' }),
      }),
    );
    expect(Number(lines.find((line) => line.description.startsWith(poster?.name ?? '-'))?.quantity)).toBe(1);

    testbed.fake.emulator.finish(id, 'succeeded');
    expect((await webhook(id)).statusCode).toBe(200);
    expect((await orderRow(orderId)).payed).toBe(true);

    // A paid order's prices are what was paid.
    const change = await setPrice(orderId, posterId, 1200);
    expect(change.statusCode).toBe(400);
    expect(change.json().message).toBe(managerPriceTexts.paid);
    expect((await orderRow(orderId)).cost).toBe(row.cost);
  });

  it('follows the order when changed after a link was made: that link is closed and its payment refunded', async () => {
    const { orderId, posterId } = await orderWithUnpricedPoster();
    expect((await setPrice(orderId, posterId, 900)).statusCode).toBe(200);
    expect((await paymentLink(orderId)).statusCode).toBe(200);
    const stale = await lastPayment(orderId);

    expect((await setPrice(orderId, posterId, 1500)).statusCode).toBe(200);
    const [closed] = await app().db.select().from(payments).where(eq(payments.providerPaymentId, stale.id));
    expect(closed?.closedAt).toBeInstanceOf(Date);

    testbed.fake.emulator.finish(stale.id, 'succeeded');
    expect((await webhook(stale.id)).statusCode).toBe(200);
    expect((await orderRow(orderId)).payed).toBe(false);
    const made = [...testbed.fake.emulator.refunds.values()].filter((refund) => refund.payment_id === stale.id);
    expect(made).toHaveLength(1);
    const refundRequest = testbed.fake.emulator.refundRequests.find((request) => request.payment_id === stale.id);
    expect(receiptSum(refundRequest?.receipt?.items ?? [])).toBe(kopecks(stale.payment.amount.value));
    expect(await app().db.select().from(refunds).where(eq(refunds.orderId, orderId))).toHaveLength(1);

    // The current amount pays it.
    expect((await paymentLink(orderId)).statusCode).toBe(200);
    const current = await lastPayment(orderId);
    expect(kopecks(current.payment.amount.value)).toBe(kopecks(stale.payment.amount.value) + 60_000);
  });

  it('cleared, the item is «цена по запросу» again and the order cannot be paid', async () => {
    const { orderId, posterId } = await orderWithUnpricedPoster();
    expect((await setPrice(orderId, posterId, 700)).statusCode).toBe(200);
    const cleared = await setPrice(orderId, posterId, null);
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect((cleared.json() as AdminOrder).orderItems.find((item) => item.id === posterId)).toMatchObject({
      cost: 0,
      managerPrice: null,
    });
    expect(await publicInfo(orderId)).toMatchObject({ canPay: false, unpricedItemsCount: 1 });
  });

  it('takes only a total above 0 within the limit, from staff only, for an item of the order', async () => {
    const { orderId, posterId } = await orderWithUnpricedPoster();
    for (const price of [0, -5, 1_000_001, '100']) {
      expect((await setPrice(orderId, posterId, price)).statusCode).toBe(400);
    }
    expect((await setPrice(orderId, posterId, 500, testbed.customer)).statusCode).toBe(403);
    expect((await setPrice(orderId, 2_000_000_000, 500)).statusCode).toBe(404);
    const [stored] = await app().db.select().from(stickerItems).where(eq(stickerItems.id, posterId));
    expect(stored?.managerPrice).toBeNull();
  });
});

describe('a customer and the manager price', () => {
  it('cannot set it through an item save: the field is dropped', async () => {
    const { orderId } = await createCustomerOrder(app(), testbed.customer);
    const poster = await saveSticker(orderId, { ...overA3(), managerPrice: 10, cost: 10 });
    expect(poster).toMatchObject({ cost: 0, managerPrice: null });
    const [stored] = await app().db.select().from(stickerItems).where(eq(stickerItems.id, poster.id));
    expect(stored).toMatchObject({ cost: 0, managerPrice: null });
  });

  it('keeps it through a save that changes nothing it was given for, and drops it when the count changes', async () => {
    const { orderId } = await createCustomerOrder(app(), testbed.customer);
    const body = overA3();
    const poster = await saveSticker(orderId, body);
    expect((await setPrice(orderId, poster.id, 800)).statusCode).toBe(200);

    const renamed = await saveSticker(orderId, { ...body, id: poster.id, comment: 'Без полей', managerPrice: null });
    expect(renamed).toMatchObject({ cost: 800, managerPrice: 800 });
    const recounted = await saveSticker(orderId, { ...body, id: poster.id, count: 5 });
    expect(recounted).toMatchObject({ cost: 0, managerPrice: null });
  });
});
