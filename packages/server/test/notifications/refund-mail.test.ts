import { orderStatuses, routes } from '@stickers62/core/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderEvents, payments, users } from '../../src/db/schema.js';
import { type PaymentTestbed, startPaymentTestbed } from '../providers/yookassa/test-fixtures.js';
import { createCustomerOrder, loginAs, signUp } from '../test-support/app.js';
import { startTestSmtpServer, type TestSmtpServer } from '../test-support/smtp.js';

/**
 * Money e-mails through the real YooKassa client against its protocol fake: a link the manager
 * re-priced is paid anyway, so the payment is refunded; the customer is told of the refund and
 * the managers of the refund, once each, and the timeline keeps the refund and its status.
 */

let smtp: TestSmtpServer;
let testbed: PaymentTestbed;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  testbed = await startPaymentTestbed('refund-mail', {
    mail: {
      smtpUrl: smtp.url,
      from: 'Стикеры 62 <shop@stickers62.test>',
      managerEmails: ['manager@stickers62.test'],
    },
  });
});
afterAll(async () => {
  await testbed?.close();
  await smtp?.close();
});

describe('refund e-mails', () => {
  it('tells the customer and the managers once when a stale link is paid and refunded', async () => {
    const app = testbed.testApp.app;
    const manager = await loginAs(app, 'manager');
    const customer = await signUp(app);
    await app.db.update(users).set({ receiptEmail: 'refund@example.ru' }).where(eq(users.id, customer.userId));
    const { orderId, orderNumber } = await createCustomerOrder(app, customer, { submit: true });
    const save = (payload: Record<string, unknown>) =>
      app.inject({
        method: 'POST',
        url: `${routes.updateOrderInformation.path}?orderId=${orderId}`,
        headers: manager.headers,
        payload: { id: orderId, ...payload },
      });
    expect((await save({ status: orderStatuses.readyToPrint })).statusCode).toBe(200);
    const link = await app.inject({
      method: 'GET',
      url: routes.createPaymentLink.path,
      query: { orderId, email: 'refund@example.ru' },
    });
    expect(link.statusCode).toBe(200);
    const [payment] = await app.db.select().from(payments).where(eq(payments.orderId, orderId));
    const stale = payment?.providerPaymentId ?? '';
    // The manager adds delivery: the link's amount is no longer what is owed.
    expect((await save({ deliveryCost: 500 })).statusCode).toBe(200);
    testbed.fake.emulator.finish(stale, 'succeeded');
    const webhook = () =>
      app.inject({
        method: 'POST',
        url: routes.paymentWebhook.path,
        payload: { type: 'notification', event: 'payment.succeeded', object: { id: stale } },
        remoteAddress: '127.0.0.1',
      });
    expect((await webhook()).statusCode).toBe(200);
    // A redelivered webhook changes nothing.
    expect((await webhook()).statusCode).toBe(200);
    await app.notifications.worker.drain();

    const subjects = smtp.received.map((mail) => `${mail.to.join()} ${mail.subject}`);
    expect(subjects.filter((line) => line.includes('Возврат')).sort()).toEqual([
      expect.stringMatching(new RegExp(`^manager@stickers62.test Возврат по заказу №${orderNumber}: `)),
      `refund@example.ru Возврат оплаты по заказу №${orderNumber}`,
    ]);
    expect(subjects.filter((line) => line.includes('Оплата заказа'))).toEqual([]);
    const kinds = (
      await app.db.select({ kind: orderEvents.kind }).from(orderEvents).where(eq(orderEvents.orderId, orderId))
    ).map((row) => row.kind);
    expect(kinds.filter((kind) => kind === 'payment-refunded')).toHaveLength(1);
    expect(kinds.filter((kind) => kind === 'refund-status')).toHaveLength(1);
  });
});
