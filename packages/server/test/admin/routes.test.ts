import { routes } from '@stickers62/core/contract';
import { profileTexts } from '@stickers62/core/texts';
import { acrylItemBody, orderUpdateBody } from '@stickers62/testkit/fixtures';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../src/db/schema.js';
import { createCustomerOrder, loginAs, signUp, type TestSession } from '../test-support/app.js';
import { useTestApp } from '../test-support/suite.js';

const testApp = useTestApp();
let manager: TestSession;
/** Three orders: stickers+acryl (submitted), stickers only (checked out), acryl only (paid, urgent). */
let mixed: { orderId: string; orderNumber: number };
let stickersOnly: { orderId: string; orderNumber: number };
let acrylOnly: { orderId: string; orderNumber: number };

const inject = (options: InjectOptions) => testApp.app.inject(options);
const views = async (query = '') =>
  (await inject({ method: 'GET', url: `${routes.orderViews.path}${query}`, headers: manager.headers })).json() as {
    orderNumber: number;
  }[];
const numbers = async (query = '') => (await views(query)).map((view) => view.orderNumber).sort((a, b) => a - b);

beforeAll(async () => {
  const app = testApp.app;
  manager = await loginAs(app, 'manager');
  const alice = await signUp(app, `alice${process.pid}`);
  const bob = await signUp(app, `bob${process.pid}`);
  const carol = await signUp(app, `carol${process.pid}`);
  mixed = await createCustomerOrder(app, alice, { submit: true });
  const second = await createCustomerOrder(app, bob);
  await inject({
    method: 'DELETE',
    url: `/api/web/acryl/${second.orderId}/delete?itemId=${second.acrylItemId}`,
    headers: bob.headers,
  });
  await inject({
    method: 'POST',
    url: routes.createOrderFromCart.path,
    headers: bob.headers,
    payload: { id: '0', receiverCredentials: 'Боб Петров', phoneNumber: '+79001112233', deliveryType: 'Pickup' },
  });
  stickersOnly = second;
  await inject({ method: 'POST', url: '/api/web/acryl/0/save', headers: carol.headers, payload: acrylItemBody() });
  const cart = (await inject({ method: 'GET', url: routes.cart.path, headers: carol.headers })).json();
  await inject({
    method: 'POST',
    url: routes.createOrderFromCart.path,
    headers: carol.headers,
    payload: { id: '0', receiverCredentials: 'Кэрол', phoneNumber: '+79004445566', deliveryType: 'Pickup' },
  });
  acrylOnly = { orderId: cart.orderId, orderNumber: cart.orderNumber };
  await app.db
    .update(orders)
    .set({ isUrgent: true, deliveryDate: '2026-12-01' })
    .where(eq(orders.id, acrylOnly.orderId));
  // An empty cart of another customer is not an order and stays out of the list.
  await inject({ method: 'GET', url: routes.cart.path, headers: (await signUp(app)).headers });
});

describe('order views', () => {
  it('lists checked-out orders with every field of the row', async () => {
    const list = await views();
    expect(list.map((view) => view.orderNumber).sort((a, b) => a - b)).toEqual(
      [mixed.orderNumber, stickersOnly.orderNumber, acrylOnly.orderNumber].sort((a, b) => a - b),
    );
    const row = list.find((view) => view.orderNumber === mixed.orderNumber);
    expect(row).toMatchObject({
      clientName: 'Иванов Иван',
      status: 'Ожидает проверки макетов менеджером',
      stickersOrderItemsCount: 1,
      acrylOrderItemsCount: 1,
      isColorProof: true,
      isPayed: false,
      daysFromConfirmation: 0,
    });
  });

  it('applies each filter', async () => {
    expect(await numbers(`?orderNumber=${mixed.orderNumber}`)).toEqual([mixed.orderNumber]);
    expect(await numbers('?clientName=боб')).toEqual([stickersOnly.orderNumber]);
    expect(await numbers('?itemsType=onlyStickers')).toEqual([stickersOnly.orderNumber]);
    expect(await numbers('?itemsType=onlyAcryl')).toEqual([acrylOnly.orderNumber]);
    expect(await numbers('?itemsType=both')).toEqual([mixed.orderNumber]);
    expect(await numbers('?itemsType=hasAcryl')).toEqual(
      [mixed.orderNumber, acrylOnly.orderNumber].sort((a, b) => a - b),
    );
    expect(await numbers('?isUrgent=true')).toEqual([acrylOnly.orderNumber]);
    expect(await numbers('?status=Создан')).toEqual(
      [stickersOnly.orderNumber, acrylOnly.orderNumber].sort((a, b) => a - b),
    );
    expect(await numbers('?deliveryDateFrom=2026-11-30&deliveryDateTo=2026-12-01')).toEqual([acrylOnly.orderNumber]);
    expect(await numbers('?orderDateFrom=2000-01-01&orderDateTo=2000-01-02')).toEqual([]);
    const today = new Date(Date.now() + 3 * 3600 * 1000).toISOString().slice(0, 10);
    expect(await numbers(`?confirmedDateFrom=${today}&confirmedDateTo=${today}`)).toEqual([mixed.orderNumber]);
    expect(await numbers('?clientName=%25')).toEqual([]);
  });

  it('rejects a malformed filter with 400', async () => {
    const reply = await inject({
      method: 'GET',
      url: `${routes.orderViews.path}?isPayed=maybe`,
      headers: manager.headers,
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toBe('Некорректное значение поля «isPayed»');
  });

  it('totals the filtered set', async () => {
    const all = await views();
    const totals = (
      await inject({
        method: 'GET',
        url: `${routes.orderViewTotals.path}?itemsType=hasStickers`,
        headers: manager.headers,
      })
    ).json();
    const withStickers = (
      all as unknown as { stickersOrderItemsCount: number; orderCost: number; stickersCost: number }[]
    ).filter((view) => view.stickersOrderItemsCount > 0);
    expect(totals.count).toBe(2);
    expect(totals.orderCost).toBeCloseTo(
      withStickers.reduce((sum, view) => sum + view.orderCost, 0),
      2,
    );
    expect(totals.stickersCost).toBeCloseTo(
      withStickers.reduce((sum, view) => sum + view.stickersCost, 0),
      2,
    );
  });

  it('exports CSV for Russian Excel', async () => {
    const reply = await inject({ method: 'GET', url: routes.orderViewsCsv.path, headers: manager.headers });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toContain('text/csv');
    expect(reply.body.startsWith('\uFEFFНомер;Клиент;')).toBe(true);
    const lines = reply.body.trim().split('\r\n');
    expect(lines).toHaveLength(4);
    expect(lines.some((line) => line.startsWith(`${mixed.orderNumber};Иванов Иван;`))).toBe(true);
  });
});

describe('order edit dialog', () => {
  it('reads the full order and saves the update payload with a status', async () => {
    const read = await inject({
      method: 'GET',
      url: `/api/web/admin/orders/${mixed.orderId}`,
      headers: manager.headers,
    });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ number: mixed.orderNumber, orderItems: [{}], acrylOrderItems: [{}] });
    const saved = await inject({
      method: 'POST',
      url: `${routes.updateOrderInformation.path}?orderId=${mixed.orderId}`,
      headers: manager.headers,
      payload: {
        id: mixed.orderId,
        comment: 'Позвонить клиенту',
        deliveryType: 'Boxberry',
        deliveryAddress: 'Рязань, ул. Ленина, 1',
        approximalDeliveryDate: '2026-12-10',
        approximalSendDate: '2026-12-05',
        isPayed: true,
        status: 'Отправлен',
      },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      comment: 'Позвонить клиенту',
      deliveryType: 'Boxberry',
      approximalSendDate: '2026-12-05',
      payed: true,
      status: 'Отправлен',
      manager: 'Менеджер Анна',
    });
    expect(saved.json().sendDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(await numbers('?isPayed=true')).toEqual([mixed.orderNumber]);
  });

  it('refuses a date PostgreSQL cannot hold with 400', async () => {
    const reply = await inject({
      method: 'POST',
      url: `${routes.updateOrderInformation.path}?orderId=${stickersOnly.orderId}`,
      headers: manager.headers,
      payload: { ...orderUpdateBody(stickersOnly.orderId), approximalDeliveryDate: '0000-01-01' },
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toBe('Некорректное значение поля «approximalDeliveryDate»');
  });

  it('refuses an update whose body names another order', async () => {
    const reply = await inject({
      method: 'POST',
      url: `${routes.updateOrderInformation.path}?orderId=${stickersOnly.orderId}`,
      headers: manager.headers,
      payload: orderUpdateBody(acrylOnly.orderId),
    });
    expect(reply.statusCode).toBe(400);
  });

  it('creates an order for a client with an access link', async () => {
    const reply = await inject({
      method: 'POST',
      url: routes.createOrderForClient.path,
      headers: manager.headers,
      payload: { clientName: 'Дарья', vkLink: 'https://vk.com/daria', comment: 'Стикерпак' },
    });
    expect(reply.statusCode).toBe(201);
    const body = reply.json();
    expect(body.accessLink).toMatch(/^http:\/\/localhost:3000\/\?access_key=[\w-]{43}$/);
    expect(new Date(body.expiresAt).getTime()).toBeGreaterThan(Date.now());
    const list = await views(`?orderNumber=${body.orderNumber}`);
    expect(list).toMatchObject([{ clientName: 'Дарья', insertedBy: manager.username, comment: 'Стикерпак' }]);
  });
});

describe('the VK page of an order for a client', () => {
  it('is refused unless it is a vk.com or vk.ru page, with the profile text', async () => {
    const reply = await inject({
      method: 'POST',
      url: routes.createOrderForClient.path,
      headers: manager.headers,
      payload: { clientName: 'Дарья', vkLink: 'javascript:alert(1)' },
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toBe(profileTexts.invalidVkLink);
  });
});

describe('list marks in the update (beyond the spec)', () => {
  let owner: TestSession;
  let marked: { orderId: string; orderNumber: number };

  beforeAll(async () => {
    owner = await signUp(testApp.app, `erin${process.pid}`);
    marked = await createCustomerOrder(testApp.app, owner, { checkout: true });
  });

  /** The spec's payload alone, for the order the marks are set on. */
  const specUpdate = () => orderUpdateBody(marked.orderId);
  const save = (payload: object, headers = manager.headers) =>
    inject({
      method: 'POST',
      url: `${routes.updateOrderInformation.path}?orderId=${marked.orderId}`,
      headers,
      payload,
    });
  const fullOrder = async () =>
    (await inject({ method: 'GET', url: `/api/web/admin/orders/${marked.orderId}`, headers: manager.headers })).json();
  const viewRow = async () => (await views(`?orderNumber=${marked.orderNumber}`))[0];
  const storedRow = async () => (await testApp.app.db.select().from(orders).where(eq(orders.id, marked.orderId)))[0];

  it('starts with no marks in the full order and in the list', async () => {
    const none = { isUrgent: false, isFixedDate: false, colorProofStatus: null };
    expect(await fullOrder()).toMatchObject(none);
    expect(await viewRow()).toMatchObject(none);
  });

  it('sets them through the update; the full order and the list row show them', async () => {
    const reply = await save({ ...specUpdate(), isUrgent: true, isFixedDate: true, colorProofStatus: 'Red' });
    expect(reply.statusCode).toBe(200);
    const marks = { isUrgent: true, isFixedDate: true, colorProofStatus: 'Red' };
    expect(reply.json()).toMatchObject(marks);
    expect(await fullOrder()).toMatchObject(marks);
    expect(await viewRow()).toMatchObject(marks);
    expect(await numbers('?isUrgent=true&isFixedDate=true')).toEqual([marked.orderNumber]);
  });

  it('keeps the marks an update leaves out, and clears the proof status on null', async () => {
    expect((await save({ ...specUpdate(), comment: 'Без отметок' })).statusCode).toBe(200);
    expect(await fullOrder()).toMatchObject({
      comment: 'Без отметок',
      isUrgent: true,
      isFixedDate: true,
      colorProofStatus: 'Red',
    });
    expect((await save({ ...specUpdate(), isFixedDate: false, colorProofStatus: null })).statusCode).toBe(200);
    expect(await viewRow()).toMatchObject({ isUrgent: true, isFixedDate: false, colorProofStatus: null });
  });

  it('answers 400 to a bad mark and changes nothing', async () => {
    const before = await storedRow();
    const purple = await save({ ...specUpdate(), comment: 'не сохранять', colorProofStatus: 'Purple' });
    expect(purple.statusCode).toBe(400);
    expect(purple.json().message).toBe('Некорректное значение поля «colorProofStatus»');
    const yes = await save({ ...specUpdate(), comment: 'не сохранять', isUrgent: 'yes' });
    expect(yes.statusCode).toBe(400);
    expect(yes.json().message).toBe('Некорректное значение поля «isUrgent»');
    const nullFixed = await save({ ...specUpdate(), isFixedDate: null });
    expect(nullFixed.statusCode).toBe(400);
    expect(await storedRow()).toEqual(before);
  });

  it("refuses the order's own customer: marks are the shop's, not the client's", async () => {
    const before = await storedRow();
    const reply = await save({ ...specUpdate(), isUrgent: false, colorProofStatus: 'Green' }, owner.headers);
    expect(reply.statusCode).toBe(403);
    expect(await storedRow()).toEqual(before);
  });
});
