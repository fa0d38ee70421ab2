import { buildVkAuthorizeUrl } from '@stickers62/core/api';
import { orderStatuses } from '@stickers62/core/contract';
import { formatRubles } from '@stickers62/core/format';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema.js';
import { sandboxVkUser } from '../../src/providers/vkid/sandbox.js';
import { vkBindingCookie } from '../../src/vk-sign-in/sign-in.js';
import { createCustomerOrder, createTestApp, loginAs, signUp, type TestApp } from '../test-support/app.js';
import { createCustomer, createOrder, readOrder } from './test-fixtures.js';

let testApp: TestApp;

beforeAll(async () => {
  // No provider configuration at all: what a fresh `npm start` runs with.
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

describe('paying an order in the sandbox, end to end', () => {
  it('takes a customer from a new order through the sandbox page to a paid order', async () => {
    const { app } = testApp;
    const customer = await signUp(app);
    const manager = await loginAs(app, 'manager');
    // The customer builds an order and sends it to the manager (checkout and submit-to-manager).
    const { orderId, orderNumber } = await createCustomerOrder(app, customer, { submit: true });
    await app.notifications.worker.drain();
    expect(testApp.notifier.submitted.map((event) => event.orderNumber)).toContain(orderNumber);
    const paymentInfo = async () =>
      (
        await app.inject({ method: 'GET', url: `/api/web/orders/payment/${orderId}`, headers: customer.headers })
      ).json();
    const before = await paymentInfo();
    expect(before.canPay).toBe(false);

    // The manager checks the layouts and moves the order on: now it can be paid.
    const moved = await app.inject({
      method: 'POST',
      url: '/api/web/admin/orders/update-order-information',
      query: { orderId },
      headers: manager.headers,
      payload: {
        id: orderId,
        comment: null,
        deliveryType: 'Pickup',
        deliveryAddress: null,
        approximalDeliveryDate: null,
        approximalSendDate: null,
        isPayed: false,
        status: orderStatuses.readyToPrint,
      },
    });
    expect(moved.statusCode).toBe(200);
    const payable = await paymentInfo();
    expect(payable).toMatchObject({ canPay: true, payed: false });
    expect(payable.cost).toBeGreaterThan(0);

    const link = await app.inject({
      method: 'GET',
      url: '/api/yookassa/create-payment-link',
      query: { orderId, email: 'buyer@example.ru' },
    });
    expect(link.statusCode).toBe(200);
    const payPage = new URL(link.json().url);
    expect(payPage.origin).toBe('http://localhost:3000');

    const page = await app.inject({ method: 'GET', url: payPage.pathname });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain(`Заказ №${orderNumber}`);
    expect(page.body).toContain(formatRubles(payable.cost));
    expect(page.body).toContain('Оплатить');
    expect(page.body).toContain('Отказаться');

    const status = () => app.inject({ method: 'GET', url: '/api/yookassa/is-payment-completed', query: { orderId } });
    expect((await status()).json()).toEqual({ paymentStatus: 'pending' });

    const paid = await app.inject({
      method: 'POST',
      url: `${payPage.pathname}/pay`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`http://localhost:3000/order/${orderId}/payment-completed`);

    expect((await status()).json()).toEqual({ paymentStatus: 'success' });
    const order = await app.inject({ method: 'GET', url: `/api/web/orders/${orderId}`, headers: customer.headers });
    expect(order.json().payed).toBe(true);
    expect(await paymentInfo()).toMatchObject({ payed: true, canPay: false });

    // Paid is final: the page says so and no second link is made.
    expect((await app.inject({ method: 'GET', url: payPage.pathname })).body).toContain('Платеж уже завершен');
    const again = await app.inject({
      method: 'GET',
      url: '/api/yookassa/create-payment-link',
      query: { orderId, email: 'buyer@example.ru' },
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

describe('the other sandboxes of a fresh start', () => {
  it('answers CDEK tariffs from its table', async () => {
    const customer = await signUp(testApp.app);
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/cdek/get-tariffs',
      headers: customer.headers,
      payload: { cdekPvzCode: 'RYZ3', weight: 1000, orderId: '0' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().address).toBe('Россия, Рязанская область, Рязань, ул. Есенина, 13');
  });

  it('plays VK ID: its page sends the browser back with a code that signs the sandbox person in', async () => {
    const { app } = testApp;
    const started = await app.inject({ method: 'GET', url: '/api/web/auth/vkauth-params' });
    const params = started.json();
    const binding = started.cookies.find((c) => c.name === vkBindingCookie)?.value ?? '';
    // Where the sign-in button sends the browser (core's address of VK's page).
    const authorize = new URL(buildVkAuthorizeUrl(params));
    expect(authorize.origin).toBe('http://localhost:3000');
    const query = Object.fromEntries(authorize.searchParams);
    const page = await app.inject({ method: 'GET', url: authorize.pathname, query });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Войти');

    // Like VK's trusted redirect URLs: nowhere but the site's callback.
    const stolen = await app.inject({
      method: 'GET',
      url: `${authorize.pathname}/approve`,
      query: { ...query, redirect_uri: 'https://evil.test/steal' },
    });
    expect(stolen.statusCode).toBe(400);

    const approved = await app.inject({ method: 'GET', url: `${authorize.pathname}/approve`, query });
    expect(approved.statusCode).toBe(303);
    const callback = new URL(approved.headers.location as string);
    expect(`${callback.origin}${callback.pathname}`).toBe(params.redirectUri);
    expect(callback.searchParams.get('state')).toBe(params.state);

    const signedIn = await app.inject({
      method: 'GET',
      url: '/api/web/auth/vkauth',
      query: {
        code: callback.searchParams.get('code') ?? '',
        state: callback.searchParams.get('state') ?? '',
        device_id: callback.searchParams.get('device_id') ?? '',
      },
      cookies: { [vkBindingCookie]: binding },
    });
    expect(signedIn.statusCode).toBe(200);
    const me = await app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { authorization: `Bearer ${signedIn.json().token}` },
    });
    expect(me.json()).toMatchObject({ name: 'Тестовый Пользователь', role: 'customer', isTemporary: false });
    const [account] = await app.db
      .select()
      .from(users)
      .where(eq(users.vkUserId, String(sandboxVkUser.userId)));
    expect(account?.id).toBe(me.json().id);
  });
});
