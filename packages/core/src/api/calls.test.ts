import { createFakeFetch, type FakeRoute, json } from '@stickers62/testkit/fake-fetch';
import { emptyOrder, orderIdA, stickerSaveBody } from '@stickers62/testkit/fixtures';
import { describe, expect, it } from 'vitest';
import {
  createOrderForClient,
  downloadOrderViewsCsv,
  getOrderViews,
  orderViewsCsvUrl,
  updateOrderInformation,
} from './admin.js';
import { buildVkAuthorizeUrl, convertToAccount, login, loginWithAccessKey, loginWithVk, register } from './auth.js';
import { createApiClient } from './client.js';
import { getCdekTariffs } from './customer.js';
import { ApiError } from './errors.js';
import { deleteItem, getRecentItems, saveStickerItem } from './items.js';
import { getCart, getCartItemsCount, getOrder, getOrderList, submitToManager } from './orders.js';
import { createPaymentLink, getPaymentStatus } from './payments.js';

function clientWith(routes: Record<string, FakeRoute>) {
  const fake = createFakeFetch(routes);
  return { fake, client: createApiClient({ baseUrl: 'https://api.test', fetch: fake.fetch }) };
}

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  const outcome = await promise.then(
    () => null,
    (error: unknown) => error,
  );
  if (!(outcome instanceof ApiError)) throw new Error(`Expected an ApiError, got ${String(outcome)}`);
  return outcome;
}

describe('order and cart loads', () => {
  it('parse the answer with the contract schema', async () => {
    const { client } = clientWith({ [`GET /api/web/orders/${orderIdA}`]: json(200, emptyOrder) });
    await expect(getOrder(client, orderIdA)).resolves.toEqual(emptyOrder);
  });

  it('fail with invalidResponse when the answer breaks the contract', async () => {
    const { client } = clientWith({ [`GET /api/web/orders/${orderIdA}`]: json(200, { ...emptyOrder, cost: 'free' }) });
    const error = await failureOf(getOrder(client, orderIdA));
    expect(error).toMatchObject({ kind: 'invalidResponse', status: 200 });
  });

  it.each([
    [404, 'notFound', 'Not found'],
    [400, 'completed', 'Completed'],
    [403, 'noAccess', 'Нет доступа к данному заказу'],
    [500, 'failed', 'Unknown error'],
  ])('map status %i of order, cart and cart-count loads to %s', async (status, kind, message) => {
    const body = { statusCode: status, error: 'x', message: 'Заказ не найден' };
    const { client } = clientWith({
      'GET /api/web/orders/0': json(status, body),
      'GET /api/web/cart': json(status, body),
      'GET /api/web/orders/get-cart-items-count': json(status, body),
    });
    for (const load of [getOrder(client, '0'), getCart(client), getCartItemsCount(client)]) {
      const error = await failureOf(load);
      expect(error).toMatchObject({ kind, message, status, serverMessage: 'Заказ не найден' });
    }
  });

  it('report no answer as status 0', async () => {
    const { client, fake } = clientWith({});
    fake.routes['GET /api/web/cart'] = () => {
      throw new TypeError('Failed to fetch');
    };
    const error = await failureOf(getCart(client));
    expect(error).toMatchObject({ kind: 'network', status: 0, message: 'Unknown error' });
  });

  it('cart count answers the number', async () => {
    const { client } = clientWith({ 'GET /api/web/orders/get-cart-items-count': json(200, { count: 3 }) });
    await expect(getCartItemsCount(client)).resolves.toBe(3);
  });

  it('order list sends ?active=true and shows the server text on failure', async () => {
    const { client, fake } = clientWith({ 'GET /api/web/orders/list': json(200, []) });
    await getOrderList(client, { active: true });
    await getOrderList(client);
    expect(fake.calls.map((call) => call.url.search)).toEqual(['?active=true', '']);

    fake.routes['GET /api/web/orders/list'] = json(500, { message: 'База данных недоступна' });
    expect((await failureOf(getOrderList(client))).message).toBe('База данных недоступна');
  });

  it('submit-to-manager fails with its log text', async () => {
    const { client } = clientWith({ [`GET /api/web/orders/${orderIdA}/submit-to-manager`]: json(409) });
    expect((await failureOf(submitToManager(client, orderIdA))).message).toBe('Failed to submit to manager');
  });
});

describe('items', () => {
  it('save posts the body to the order and answers the saved item', async () => {
    const saved = { ...stickerSaveBody, id: 5, fileName: null, status: null, cost: 900 };
    const { client, fake } = clientWith({ 'POST /api/web/stickers/0/save': json(200, saved) });

    await expect(saveStickerItem(client, '0', stickerSaveBody)).resolves.toEqual(saved);
    expect(fake.calls[0]?.body).toEqual(stickerSaveBody);
    expect(fake.calls[0]?.headers['content-type']).toBe('application/json');
  });

  it('save maps a 400 to the server text and other failures to the log text', async () => {
    const { client, fake } = clientWith({ 'POST /api/web/stickers/0/save': json(400, { message: 'Неверный размер' }) });
    expect(await failureOf(saveStickerItem(client, '0', stickerSaveBody))).toMatchObject({
      kind: 'badRequest',
      message: 'Неверный размер',
    });
    fake.routes['POST /api/web/stickers/0/save'] = json(400);
    expect((await failureOf(saveStickerItem(client, '0', stickerSaveBody))).message).toBe('Validation error');
    fake.routes['POST /api/web/stickers/0/save'] = json(500, { message: 'Внутренняя ошибка' });
    expect((await failureOf(saveStickerItem(client, '0', stickerSaveBody))).message).toBe('Failed to save order item');
  });

  it('delete sends itemId as query on the kind’s path', async () => {
    const { client, fake } = clientWith({ [`DELETE /api/web/acryl/${orderIdA}/delete`]: json(204) });
    await deleteItem(client, 'acryl', orderIdA, 12);
    expect(fake.calls[0]?.url.search).toBe('?itemId=12');
  });

  it('recent items default to skip 0 and take 50', async () => {
    const { client, fake } = clientWith({ 'GET /api/web/acryl/recent-items': json(200, []) });
    await getRecentItems(client, 'acryl');
    await getRecentItems(client, 'acryl', { skip: 50 });
    expect(fake.calls.map((call) => call.url.search)).toEqual(['?skip=0&take=50', '?skip=50&take=50']);
  });
});

describe('sign-in calls', () => {
  it('login answers success with the tokens and is never retried after a refresh', async () => {
    const { client, fake } = clientWith({
      'POST /api/auth/login': json(200, { token: 't', refreshToken: 'r' }),
    });
    await expect(login(client, { username: 'anna', password: 'secret-123' })).resolves.toEqual({
      success: true,
      data: { token: 't', refreshToken: 'r' },
    });

    fake.routes['POST /api/auth/login'] = json(401, { message: 'Неверный логин или пароль' });
    await expect(login(client, { username: 'anna', password: 'wrong-pass' })).resolves.toEqual({
      success: false,
      message: 'Неверный логин или пароль',
      status: 401,
      serverMessage: 'Неверный логин или пароль',
    });
    expect(fake.callsTo('POST /api/auth/refresh')).toHaveLength(0);
  });

  it('falls back to the spec texts without a server text', async () => {
    const { client } = clientWith({
      'POST /api/auth/login': json(500),
      'POST /api/auth/register': json(500),
      'POST /api/web/auth/convert-to-account': json(500),
    });
    const credentials = { username: 'anna', password: 'secret-123' };
    expect(await login(client, credentials)).toMatchObject({ success: false, message: 'Login failed', status: 500 });
    expect(await register(client, credentials)).toMatchObject({ message: 'Registration failed', status: 500 });
    expect(await convertToAccount(client, credentials)).toMatchObject({ message: 'Account conversion failed' });
  });

  it('reports no answer as status 0', async () => {
    const { client, fake } = clientWith({});
    fake.routes['POST /api/auth/register'] = () => {
      throw new TypeError('offline');
    };
    expect(await register(client, { username: 'anna', password: 'secret-123' })).toEqual({
      success: false,
      message: 'Registration failed',
      status: 0,
      serverMessage: null,
    });
  });

  it('access-key and VK sign-in pass their query parameters', async () => {
    const { client, fake } = clientWith({
      'GET /api/auth/login': json(200, { token: 'temporary' }),
      'GET /api/web/auth/vkauth': json(200, { token: 'vk' }),
    });
    expect(await loginWithAccessKey(client, 'key 1')).toEqual({ success: true, data: { token: 'temporary' } });
    await loginWithVk(client, { code: 'c', state: 's', device_id: 'd', ext_id: 'e' });
    expect(fake.calls.map((call) => call.url.search)).toEqual([
      '?accessKey=key+1',
      '?code=c&state=s&device_id=d&ext_id=e',
    ]);
  });

  it('builds the VK ID authorize address', () => {
    const url = new URL(
      buildVkAuthorizeUrl({
        authorizeUrl: 'https://id.vk.com/authorize',
        clientId: '123',
        redirectUri: 'https://shop.test/vk-callback',
        state: 'state-1',
        codeChallenge: 'challenge',
        codeChallengeMethod: 's256',
        scope: 'vkid.personal_info',
      }),
    );
    expect(url.origin + url.pathname).toBe('https://id.vk.com/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: '123',
      redirect_uri: 'https://shop.test/vk-callback',
      state: 'state-1',
      code_challenge: 'challenge',
      code_challenge_method: 's256',
      scope: 'vkid.personal_info',
    });
  });
});

describe('payments', () => {
  it('payment link sends sbpOnly only when true and answers the url', async () => {
    const { client, fake } = clientWith({
      'GET /api/yookassa/create-payment-link': json(200, { url: 'https://pay.test/1' }),
    });
    await expect(createPaymentLink(client, { orderId: orderIdA, email: 'a@b.ru' })).resolves.toBe('https://pay.test/1');
    await createPaymentLink(client, { orderId: orderIdA, email: 'a@b.ru', sbpOnly: true });
    expect(fake.calls.map((call) => call.url.searchParams.get('sbpOnly'))).toEqual([null, 'true']);
  });

  it('payment link failures follow the spec', async () => {
    const { client, fake } = clientWith({
      'GET /api/yookassa/create-payment-link': json(400, { message: 'Заказ уже оплачен' }),
    });
    expect((await failureOf(createPaymentLink(client, { orderId: orderIdA }))).message).toBe('Заказ уже оплачен');
    fake.routes['GET /api/yookassa/create-payment-link'] = json(502, { message: 'upstream' });
    expect((await failureOf(createPaymentLink(client, { orderId: orderIdA }))).message).toBe(
      'Не удалось создать ссылку на оплату!',
    );
  });

  it('payment status answers the status word', async () => {
    const { client, fake } = clientWith({
      'GET /api/yookassa/is-payment-completed': json(200, { paymentStatus: 'success' }),
    });
    await expect(getPaymentStatus(client, orderIdA)).resolves.toBe('success');
    expect(fake.calls[0]?.url.searchParams.get('orderId')).toBe(orderIdA);
  });
});

describe('checkout and administration', () => {
  it('CDEK tariffs show the server text on failure', async () => {
    const { client } = clientWith({ 'POST /api/cdek/get-tariffs': json(400, { message: 'ПВЗ не найден' }) });
    const error = await failureOf(getCdekTariffs(client, { cdekPvzCode: 'MSK1', weight: 1000, orderId: '0' }));
    expect(error.message).toBe('ПВЗ не найден');
  });

  it('order views pass the filters as query; the CSV has a URL and a download', async () => {
    const { client, fake } = clientWith({
      'GET /api/stickers/orders/get-order-views': json(200, []),
      'GET /api/stickers/orders/get-order-views/export.csv': { status: 200, body: new Blob(['a;b']) },
    });
    await getOrderViews(client, { status: 'В работе', isPayed: 'true' });
    expect(fake.calls[0]?.url.search).toBe('?status=%D0%92+%D1%80%D0%B0%D0%B1%D0%BE%D1%82%D0%B5&isPayed=true');
    await getOrderViews(client, { isPayed: 'true' }, 2000);
    expect(fake.calls[1]?.url.search).toBe('?isPayed=true&offset=2000');
    expect(orderViewsCsvUrl(client, { isUrgent: 'false' })).toBe(
      'https://api.test/api/stickers/orders/get-order-views/export.csv?isUrgent=false',
    );
    const csv = await downloadOrderViewsCsv(client);
    expect(await csv.text()).toBe('a;b');
  });

  it('order update sends orderId as query and the payload as body', async () => {
    const { client, fake } = clientWith({ 'POST /api/web/admin/orders/update-order-information': json(200, {}) });
    const update = {
      id: orderIdA,
      comment: 'Срочно',
      deliveryType: 'CDEK' as const,
      deliveryAddress: null,
      approximalDeliveryDate: null,
      approximalSendDate: '2026-12-01',
      isPayed: true,
    };
    await updateOrderInformation(client, update);
    expect(fake.calls[0]?.url.search).toBe(`?orderId=${orderIdA}`);
    expect(fake.calls[0]?.body).toEqual(update);
  });

  it('create-for-client answers the access link', async () => {
    const reply = {
      orderId: orderIdA,
      orderNumber: 7,
      accessLink: 'https://x/?access_key=k',
      expiresAt: '2026-12-01T00:00:00+03:00',
    };
    const { client } = clientWith({ 'POST /api/web/admin/orders/create-for-client': json(201, reply) });
    await expect(createOrderForClient(client, { clientName: 'Ирина' })).resolves.toEqual(reply);
  });
});
