import { buildPath, orderStatuses, publicOrderInfo, routes } from '@stickers62/core/contract';
import { eq, like } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { paymentEvents, payments, refunds } from '../../src/db/schema.js';
import { pdfFixture } from '../files/test-fixtures.js';
import {
  kopecks,
  orderRow as orderRowOf,
  paymentWebhook,
  receiptSum,
  managerUpdate as updateAsManager,
  usePaymentTestbed,
} from '../providers/yookassa/test-fixtures.js';
import { createCustomerOrder } from '../test-support/app.js';

/**
 * «Money is always right»: a payment belongs to the order's terms when its link was made. A
 * link the order outgrew (re-priced, cancelled, a proof sent) or a second payment of a paid
 * order never pays it: the payment is refunded through the provider, once, with a receipt that
 * repeats what was paid. Runs the real YooKassa client against the local protocol fake.
 */

const testbed = usePaymentTestbed('stale-links');
beforeEach(() => {
  testbed.fake.faults.length = 0;
});

const app = () => testbed.testApp.app;

/** A customer's order (a sticker and an acrylic item, Pickup) the manager checked: ready to pay. */
async function payableOrder(): Promise<string> {
  const { orderId } = await createCustomerOrder(app(), testbed.customer, { submit: true });
  expect((await managerUpdate(orderId, { status: orderStatuses.readyToPrint })).statusCode).toBe(200);
  return orderId;
}

const managerUpdate = (orderId: string, payload: Record<string, unknown>) => updateAsManager(testbed, orderId, payload);

/** Opens a pay link as the customer would and returns the provider's payment id. */
async function openLink(orderId: string): Promise<string> {
  const before = new Set(await providerIds(orderId));
  const response = await app().inject({
    method: 'GET',
    url: routes.createPaymentLink.path,
    query: { orderId, email: 'buyer@example.ru' },
  });
  expect(response.statusCode, response.body).toBe(200);
  const created = (await providerIds(orderId)).find((id) => !before.has(id));
  if (!created) throw new Error('no payment stored');
  return created;
}

async function providerIds(orderId: string): Promise<string[]> {
  const rows = await app().db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(payments.id);
  return rows.flatMap((row) => (row.providerPaymentId ? [row.providerPaymentId] : []));
}

const webhook = (paymentId: string) => paymentWebhook(testbed, paymentId);

async function paymentStatus(orderId: string): Promise<string> {
  const response = await app().inject({ method: 'GET', url: routes.isPaymentCompleted.path, query: { orderId } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().paymentStatus;
}

const orderRow = (orderId: string) => orderRowOf(testbed, orderId);

/** The refunds the provider made of the given payments, with the requests that made them. */
function providerRefunds(paymentIds: string[]) {
  const made = [...testbed.fake.emulator.refunds.values()].filter((refund) => paymentIds.includes(refund.payment_id));
  const requests = testbed.fake.emulator.refundRequests.filter((request) => paymentIds.includes(request.payment_id));
  return { made, requests };
}

async function expectRefundedOnce(orderId: string, paymentId: string, reason: 'stale' | 'alreadyPaid') {
  const paid = testbed.fake.emulator.payments.get(paymentId);
  const { made, requests } = providerRefunds([paymentId]);
  expect(made).toHaveLength(1);
  expect(made[0]?.amount.value).toBe(paid?.amount.value);
  // The refund's receipt repeats the payment's lines and sums to the amount exactly.
  const [request] = requests;
  expect(request?.receipt?.items.length).toBeGreaterThan(0);
  expect(receiptSum(request?.receipt?.items ?? [])).toBe(kopecks(paid?.amount.value ?? '0'));
  const stored = await app().db.select().from(refunds).where(eq(refunds.orderId, orderId));
  expect(stored.filter((row) => row.reason === reason && row.status === 'succeeded')).toHaveLength(1);
}

describe('a link the order outgrew does not pay it', () => {
  it('is refunded when the manager adds delivery after the link was made, and the current amount pays', async () => {
    const orderId = await payableOrder();
    const stale = await openLink(orderId);
    const oldCost = (await orderRow(orderId)).cost;
    expect((await managerUpdate(orderId, { deliveryCost: 5000 })).statusCode).toBe(200);

    testbed.fake.emulator.finish(stale, 'succeeded');
    expect((await webhook(stale)).statusCode).toBe(200);

    expect((await orderRow(orderId)).payed).toBe(false);
    await expectRefundedOnce(orderId, stale, 'stale');
    expect(await paymentStatus(orderId)).toBe('refunded');
    const info = publicOrderInfo.parse(
      (await app().inject({ method: 'GET', url: buildPath(routes.publicOrderInfo.path, { id: orderId }) })).json(),
    );
    expect(info.lastRefund).toMatchObject({ amount: oldCost, reason: 'stale' });
    expect(info.canPay).toBe(true);

    // The customer is offered the current amount, and paying it pays the order.
    const current = await openLink(orderId);
    expect(testbed.fake.emulator.payments.get(current)?.amount.value).toBe((oldCost + 5000).toFixed(2));
    testbed.fake.emulator.finish(current, 'succeeded');
    expect(await paymentStatus(orderId)).toBe('success');
    expect((await orderRow(orderId)).payed).toBe(true);
    expect(providerRefunds([current]).made).toHaveLength(0);
  });

  it('is refunded when the order was cancelled after the link was made (found by the status check)', async () => {
    const orderId = await payableOrder();
    const stale = await openLink(orderId);
    expect((await managerUpdate(orderId, { status: orderStatuses.cancelled })).statusCode).toBe(200);
    const [closed] = await app().db.select().from(payments).where(eq(payments.providerPaymentId, stale));
    expect(closed?.closedAt).toBeInstanceOf(Date);

    testbed.fake.emulator.finish(stale, 'succeeded');
    expect(await paymentStatus(orderId)).toBe('refunded');

    expect((await orderRow(orderId)).payed).toBe(false);
    await expectRefundedOnce(orderId, stale, 'stale');
  });

  it('stays refused when the cancelled order is restored: the cancellation closed the link', async () => {
    const orderId = await payableOrder();
    const stale = await openLink(orderId);
    await managerUpdate(orderId, { status: orderStatuses.cancelled });
    await managerUpdate(orderId, { status: orderStatuses.readyToPrint });

    testbed.fake.emulator.finish(stale, 'succeeded');
    await webhook(stale);

    expect((await orderRow(orderId)).payed).toBe(false);
    await expectRefundedOnce(orderId, stale, 'stale');
  });

  it('is refunded when a proof was sent after the link was made, even once the proof is approved', async () => {
    const orderId = await payableOrder();
    const stale = await openLink(orderId);
    const upload = await app().inject({
      method: 'POST',
      url: buildPath(routes.uploadProofFile.path, { id: orderId }),
      query: { fileName: 'макет.pdf' },
      headers: { ...testbed.manager.headers, 'content-type': 'application/octet-stream' },
      body: pdfFixture(),
    });
    expect(upload.statusCode, upload.body).toBe(200);
    const sent = await app().inject({
      method: 'POST',
      url: buildPath(routes.attachProof.path, { id: orderId }),
      headers: testbed.manager.headers,
      payload: { note: 'Проверьте макет', fileIds: [upload.json().id] },
    });
    expect(sent.statusCode, sent.body).toBe(200);

    testbed.fake.emulator.finish(stale, 'succeeded');
    await webhook(stale);

    expect((await orderRow(orderId)).payed).toBe(false);
    await expectRefundedOnce(orderId, stale, 'stale');
  });

  it('still pays the order after a change that leaves what is owed as it was (a comment, a date)', async () => {
    const orderId = await payableOrder();
    const link = await openLink(orderId);
    expect((await managerUpdate(orderId, { comment: 'Позвонить перед отправкой' })).statusCode).toBe(200);

    testbed.fake.emulator.finish(link, 'succeeded');
    await webhook(link);

    expect((await orderRow(orderId)).payed).toBe(true);
    expect(providerRefunds([link]).made).toHaveLength(0);
    expect(await paymentStatus(orderId)).toBe('success');
  });
});

describe('a second payment of an order', () => {
  it('of two paid links, one pays the order and the other is refunded exactly once under 10 concurrent webhooks', async () => {
    const orderId = await payableOrder();
    const first = await openLink(orderId);
    const second = await openLink(orderId);
    testbed.fake.emulator.finish(first, 'succeeded');
    testbed.fake.emulator.finish(second, 'succeeded');

    const deliveries = Array.from({ length: 10 }, (_, index) => webhook(index % 2 === 0 ? first : second));
    for (const reply of await Promise.all(deliveries)) expect(reply.statusCode).toBe(200);
    // A status check racing them, and a redelivery after, change nothing more.
    expect(await paymentStatus(orderId)).toBe('success');
    await webhook(first);
    await webhook(second);

    expect((await orderRow(orderId)).payed).toBe(true);
    const paidBy = await app()
      .db.select()
      .from(paymentEvents)
      .where(like(paymentEvents.dedupeKey, `order-paid:${orderId}:%`));
    expect(paidBy).toHaveLength(1);
    const refundedId = paidBy[0]?.paymentId === first ? second : first;
    await expectRefundedOnce(orderId, refundedId, 'alreadyPaid');
    expect(providerRefunds([first, second]).requests).toHaveLength(1);
  });

  it('is refunded when the manager had marked the order paid by hand', async () => {
    const orderId = await payableOrder();
    const link = await openLink(orderId);
    expect((await managerUpdate(orderId, { isPayed: true })).statusCode).toBe(200);

    testbed.fake.emulator.finish(link, 'succeeded');
    await webhook(link);

    await expectRefundedOnce(orderId, link, 'alreadyPaid');
    expect(await paymentStatus(orderId)).toBe('success');
  });

  it('sends a refund the provider failed to take on the next status check, with the same key', async () => {
    const orderId = await payableOrder();
    const first = await openLink(orderId);
    const second = await openLink(orderId);
    testbed.fake.emulator.finish(first, 'succeeded');
    await webhook(first);
    testbed.fake.emulator.finish(second, 'succeeded');
    // The re-fetch answers; every attempt of the refund fails (three 500s: the outcome is unknown).
    testbed.fake.faults.push(
      { kind: 'pass' },
      { kind: 'internalError' },
      { kind: 'internalError' },
      { kind: 'internalError' },
    );
    expect((await webhook(second)).statusCode).toBe(200);
    const [owed] = await app().db.select().from(refunds).where(eq(refunds.orderId, orderId));
    expect(owed?.status).toBe('creating');
    expect(providerRefunds([second]).made).toHaveLength(0);

    expect(await paymentStatus(orderId)).toBe('success');
    await expectRefundedOnce(orderId, second, 'alreadyPaid');
    const attempts = testbed.fake.requests.filter(
      (r) => r.path === '/refunds' && JSON.parse(r.body).payment_id === second,
    );
    expect(attempts.length).toBe(4);
    expect(new Set(attempts.map((r) => r.headers['idempotence-key'])).size).toBe(1);
  });
});

describe('receipts list what was sold', () => {
  it('sends one line per item and the delivery as a service, summing to the amount', async () => {
    const orderId = await payableOrder();
    expect((await managerUpdate(orderId, { deliveryCost: 350 })).statusCode).toBe(200);
    const link = await openLink(orderId);
    const request = testbed.fake.requests.findLast((r) => r.path === '/payments' && r.method === 'POST');
    const body = JSON.parse(request?.body ?? '{}');
    const items = body.receipt.items as { payment_subject: string; amount: { value: string }; quantity: string }[];
    expect(items.map((item) => item.payment_subject)).toEqual(['commodity', 'commodity', 'service']);
    expect(items[2]?.amount.value).toBe('350.00');
    expect(receiptSum(items)).toBe(kopecks(testbed.fake.emulator.payments.get(link)?.amount.value ?? '0'));
  });
});

describe('the manager sees the money as it is', () => {
  it('lists the payments with their outcome and refund, and the list filters orders with a payment mismatch', async () => {
    const refundedOrder = await payableOrder();
    const stale = await openLink(refundedOrder);
    await managerUpdate(refundedOrder, { deliveryCost: 700 });
    const open = await openLink(refundedOrder);
    testbed.fake.emulator.finish(stale, 'succeeded');
    await webhook(stale);
    const cleanOrder = await payableOrder();
    const paid = await openLink(cleanOrder);
    testbed.fake.emulator.finish(paid, 'succeeded');
    await webhook(paid);

    const dialog = await app().inject({
      method: 'GET',
      url: buildPath(routes.adminOrder.path, { id: refundedOrder }),
      headers: testbed.manager.headers,
    });
    expect(dialog.statusCode, dialog.body).toBe(200);
    const [newest, oldest] = dialog.json().payments;
    expect(newest).toMatchObject({ status: 'pending', outcome: null, current: true, refund: null });
    expect(newest.amount).toBe(oldest.amount + 700);
    expect(oldest).toMatchObject({
      status: 'succeeded',
      outcome: 'refund',
      current: false,
      refund: { status: 'succeeded', reason: 'stale', amount: oldest.amount },
    });
    expect(open).not.toBe(stale);

    const numbers = async (query: string) => {
      const list = await app().inject({
        method: 'GET',
        url: `${routes.orderViews.path}?${query}`,
        headers: testbed.manager.headers,
      });
      expect(list.statusCode, list.body).toBe(200);
      return (list.json() as { id: string }[]).map((row) => row.id);
    };
    const mismatched = await numbers('paymentMismatch=true');
    expect(mismatched).toContain(refundedOrder);
    expect(mismatched).not.toContain(cleanOrder);
    const matched = await numbers('paymentMismatch=false');
    expect(matched).toContain(cleanOrder);
    expect(matched).not.toContain(refundedOrder);
    // A customer does not reach the manager's view of the money.
    const asCustomer = await app().inject({
      method: 'GET',
      url: buildPath(routes.adminOrder.path, { id: refundedOrder }),
      headers: testbed.customer.headers,
    });
    expect(asCustomer.statusCode).toBe(403);
  });
});
