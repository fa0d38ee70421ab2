import { orderStatuses } from '@stickers62/core/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../db/schema.js';
import { createTestApp, type TestApp } from '../test-support/app.js';
import { createCustomer, createOrder, readOrder } from './test-fixtures.js';

let testApp: TestApp;

beforeAll(async () => {
  // No provider configuration at all: what a fresh `npm start` runs with.
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

describe('paying an order in the sandbox, end to end', () => {
  it('takes a customer from the pay link through the sandbox page to a paid order', async () => {
    const { app } = testApp;
    const customer = await createCustomer(app);
    const order = await createOrder(app, customer.id, { status: orderStatuses.awaitingManagerCheck, cost: 3250 });
    const paymentInfo = async () =>
      (
        await app.inject({ method: 'GET', url: `/api/web/orders/payment/${order.id}`, headers: customer.authorization })
      ).json();

    expect((await paymentInfo()).canPay).toBe(false);
    // The manager checks the layouts and moves the order on.
    await app.db.update(orders).set({ status: orderStatuses.readyToPrint }).where(eq(orders.id, order.id));
    expect(await paymentInfo()).toMatchObject({ canPay: true, payed: false, cost: 3250 });

    const link = await app.inject({
      method: 'GET',
      url: '/api/yookassa/create-payment-link',
      query: { orderId: order.id, email: 'buyer@example.ru' },
    });
    expect(link.statusCode).toBe(200);
    const payPage = new URL(link.json().url);
    expect(payPage.origin).toBe('http://localhost:3000');

    const page = await app.inject({ method: 'GET', url: payPage.pathname });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain(`Заказ №${order.number}`);
    expect(page.body).toMatch(/3\s250/);
    expect(page.body).toContain('Оплатить');
    expect(page.body).toContain('Отказаться');

    expect(
      (
        await app.inject({ method: 'GET', url: '/api/yookassa/is-payment-completed', query: { orderId: order.id } })
      ).json(),
    ).toEqual({ paymentStatus: 'pending' });

    const paid = await app.inject({
      method: 'POST',
      url: `${payPage.pathname}/pay`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`http://localhost:3000/order/${order.id}/payment-completed`);

    const status = await app.inject({
      method: 'GET',
      url: '/api/yookassa/is-payment-completed',
      query: { orderId: order.id },
    });
    expect(status.json()).toEqual({ paymentStatus: 'success' });
    expect((await readOrder(app, order.id))?.payed).toBe(true);
    expect(await paymentInfo()).toMatchObject({ payed: true, canPay: false });

    // Paid is final: the page says so and no second link is made.
    expect((await app.inject({ method: 'GET', url: payPage.pathname })).body).toContain('Платеж уже завершен');
    const again = await app.inject({
      method: 'GET',
      url: '/api/yookassa/create-payment-link',
      query: { orderId: order.id, email: 'buyer@example.ru' },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('Заказ уже оплачен');
  });

  it('leaves the order unpaid when the customer refuses', async () => {
    const { app } = testApp;
    const customer = await createCustomer(app);
    const order = await createOrder(app, customer.id);
    const link = await app.inject({
      method: 'GET',
      url: '/api/yookassa/create-payment-link',
      query: { orderId: order.id, phoneNumber: '+7 912 345 67 89', sbpOnly: 'true' },
    });
    const refused = await app.inject({
      method: 'POST',
      url: `${new URL(link.json().url).pathname}/refuse`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(refused.statusCode).toBe(303);
    const status = await app.inject({
      method: 'GET',
      url: '/api/yookassa/is-payment-completed',
      query: { orderId: order.id },
    });
    expect(status.json()).toEqual({ paymentStatus: 'canceled' });
    expect((await readOrder(app, order.id))?.payed).toBe(false);
  });
});
