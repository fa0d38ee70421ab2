import { buildPath, routes } from '@stickers62/core/contract';
import { stickerItemBody } from '@stickers62/testkit/fixtures';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, paymentEvents, payments, stickerItems } from '../../src/db/schema.js';
import { createOrder } from '../providers/test-fixtures.js';
import { type PaymentTestbed, startPaymentTestbed } from '../providers/yookassa/test-fixtures.js';
import { signUp, type TestSession } from '../test-support/app.js';

/**
 * Races that only a real server shows: PGlite runs one query at a time, PostgreSQL runs the
 * pool's ten connections in parallel. So these tests need TEST_DATABASE_URL.
 */
const databaseUrl = process.env.TEST_DATABASE_URL;
if (!databaseUrl) {
  console.warn('robustness/concurrency: skipped, TEST_DATABASE_URL is not set (these races need PostgreSQL)');
}

let testbed: PaymentTestbed;
const app = () => testbed.testApp.app;

beforeAll(async () => {
  if (!databaseUrl) return;
  testbed = await startPaymentTestbed('concurrency');
});
afterAll(() => testbed?.close());

function saveSticker(session: TestSession, orderId: string, body: object) {
  return app().inject({
    method: 'POST',
    url: buildPath(routes.saveStickerItem.path, { id: orderId }),
    headers: session.headers,
    payload: body,
  });
}

async function cartOf(session: TestSession): Promise<string> {
  const reply = await app().inject({ method: 'GET', url: routes.cart.path, headers: session.headers });
  return (reply.json() as { orderId: string }).orderId;
}

describe.skipIf(!databaseUrl)('concurrency on PostgreSQL', () => {
  it('two simultaneous edits of one item: the last writer wins whole, never a mix, and the sums follow it', async () => {
    const customer = await signUp(app());
    const orderId = await cartOf(customer);
    const created = await saveSticker(customer, orderId, stickerItemBody({ name: 'Котики' }));
    const itemId = (created.json() as { id: number }).id;

    for (let round = 0; round < 10; round++) {
      const first = stickerItemBody({ id: itemId, name: `Котики ${round}a`, count: 10, width: 50, height: 50 });
      const second = stickerItemBody({ id: itemId, name: `Котики ${round}b`, count: 500, width: 200, height: 120 });
      const [before] = await app().db.select().from(stickerItems).where(eq(stickerItems.id, itemId));
      const replies = await Promise.all([
        saveSticker(customer, orderId, first),
        saveSticker(customer, orderId, second),
      ]);
      expect(replies.map((reply) => reply.statusCode)).toEqual([200, 200]);

      const [after] = await app().db.select().from(stickerItems).where(eq(stickerItems.id, itemId));
      const winner = after?.name === first.name ? first : second;
      expect(after).toMatchObject({
        name: winner.name,
        count: winner.count,
        width: winner.width,
        height: winner.height,
        version: (before?.version ?? 0) + 2,
      });
      const [order] = await app().db.select().from(orders).where(eq(orders.id, orderId));
      expect(order?.stickersCost).toBe(after?.cost);
    }
  });

  it('two simultaneous new items with one name: one is saved, the other refused with the duplicate text', async () => {
    const customer = await signUp(app());
    const orderId = await cartOf(customer);
    const replies = await Promise.all(
      Array.from({ length: 4 }, () => saveSticker(customer, orderId, stickerItemBody({ name: 'Одно имя' }))),
    );
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 400, 400, 400]);
    const rows = await app()
      .db.select()
      .from(stickerItems)
      .where(and(eq(stickerItems.orderId, orderId), eq(stickerItems.name, 'Одно имя')));
    expect(rows).toHaveLength(1);
  });

  it('a first visit opening the cart from many tabs at once makes one cart', async () => {
    const customer = await signUp(app());
    const replies = await Promise.all(
      Array.from({ length: 8 }, () =>
        app().inject({ method: 'GET', url: routes.cart.path, headers: customer.headers }),
      ),
    );
    expect(replies.map((reply) => reply.statusCode)).toEqual(Array(8).fill(200));
    expect(new Set(replies.map((reply) => (reply.json() as { orderId: string }).orderId)).size).toBe(1);
    const carts = await app().db.select().from(orders).where(eq(orders.ownerId, customer.userId));
    expect(carts).toHaveLength(1);
  });

  it('a double submit of checkout creates one order', async () => {
    for (const target of ['cart id', '0'] as const) {
      const customer = await signUp(app());
      const orderId = await cartOf(customer);
      expect((await saveSticker(customer, orderId, stickerItemBody())).statusCode).toBe(200);
      const body = {
        id: target === '0' ? '0' : orderId,
        receiverCredentials: 'Иванов Иван',
        phoneNumber: '+79001234567',
        deliveryType: 'Pickup',
      };
      const replies = await Promise.all(
        Array.from({ length: 5 }, () =>
          app().inject({
            method: 'POST',
            url: routes.createOrderFromCart.path,
            headers: customer.headers,
            payload: body,
          }),
        ),
      );
      expect(replies.map((reply) => reply.statusCode)).toEqual(Array(5).fill(200));
      const answered = new Set(replies.map((reply) => JSON.stringify(reply.json())));
      expect(answered.size).toBe(1);
      const owned = await app().db.select().from(orders).where(eq(orders.ownerId, customer.userId));
      expect(owned.filter((order) => !order.isCart)).toHaveLength(1);
      expect(owned.filter((order) => order.isCart)).toHaveLength(0);
    }
  });

  it('payment webhooks racing status checks mark each order paid exactly once', async () => {
    const customer = await signUp(app());
    for (let round = 0; round < 5; round++) {
      const order = await createOrder(app(), customer.userId, { cost: 1000 + round });
      const link = await app().inject({
        method: 'GET',
        url: routes.createPaymentLink.path,
        query: { orderId: order.id, email: 'buyer@example.ru' },
      });
      expect(link.statusCode).toBe(200);
      const [payment] = await app().db.select().from(payments).where(eq(payments.orderId, order.id));
      const paymentId = payment?.providerPaymentId ?? '';
      testbed.fake.emulator.finish(paymentId, 'succeeded');
      const notification = {
        type: 'notification',
        event: 'payment.succeeded',
        object: { id: paymentId, status: 'succeeded', amount: { value: '1.00', currency: 'RUB' } },
      };

      const replies = await Promise.all([
        ...Array.from({ length: 4 }, () =>
          app().inject({ method: 'POST', url: routes.paymentWebhook.path, payload: notification }),
        ),
        ...Array.from({ length: 4 }, () =>
          app().inject({ method: 'GET', url: routes.isPaymentCompleted.path, query: { orderId: order.id } }),
        ),
      ]);

      expect(replies.map((reply) => reply.statusCode)).toEqual(Array(8).fill(200));
      const transitions = await app()
        .db.select()
        .from(paymentEvents)
        .where(like(paymentEvents.dedupeKey, `order-paid:${order.id}:%`));
      expect(transitions).toHaveLength(1);
      const [paid] = await app().db.select().from(orders).where(eq(orders.id, order.id));
      expect(paid).toMatchObject({ payed: true, version: order.version + 1 });
    }
  });
});
