import type { PreflightResult } from '@stickers62/core/contract';
import { type Order, type OrderListEntry, order, orderList } from '@stickers62/core/contract';
import { archivedStatuses } from '@stickers62/core/rules';
import { authServerTexts, orderTexts, serverTexts } from '@stickers62/core/texts';
import { acrylItemBody, stickerItemBody } from '@stickers62/testkit/fixtures';
import { and, asc, desc, eq, inArray, not, or, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import type { Database } from '../../src/db/client.js';
import { acrylItems, orders, refreshTokens, stickerItems } from '../../src/db/schema.js';
import type { OrderRow } from '../../src/orders/access.js';
import { isPlacedOrder } from '../../src/orders/queries.js';
import { generalAcrylFilePreflight, loadOrderItems } from '../../src/orders/serialize.js';
import { latestRefundNote } from '../../src/payments/repository.js';
import { loginAs, signUp, type TestSession } from '../test-support/app.js';
import { useTestApp } from '../test-support/suite.js';

/**
 * The one-statement reads (read-statements.ts) against the path they replaced: the order row
 * and its items mapped in Node (items/kinds.ts), encoded through the contract as Fastify's zod
 * serializer did. Equal as parsed JSON, and with the keys in the same order down to the items.
 */
const testApp = useTestApp();

async function previousOrder(db: Database, row: OrderRow): Promise<Order> {
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    createDate: row.createdAt.toISOString(),
    manager: row.manager,
    approximalSendDate: row.approximalSendDate,
    approximalDeliveryDate: row.approximalDeliveryDate,
    sendDate: row.sendDate,
    deliveryType: row.deliveryType,
    trackNumber: row.trackNumber,
    cost: row.cost,
    payed: row.payed,
    acrylUploaded: row.acrylUploaded,
    acrylFileName: row.acrylFileName,
    proofState: row.proofState,
    lastRefund: await latestRefundNote(db, row.id),
    ...generalAcrylFilePreflight(row),
    ...(await loadOrderItems(db, row.id)),
  };
}

async function previousList(db: Database, ownerId: number, active: boolean): Promise<OrderListEntry[]> {
  const count = (table: typeof stickerItems | typeof acrylItems) =>
    sql<number>`(select count(*)::int from ${table} where ${table}.order_id = "orders"."id")`;
  const rows = await db
    .select({ order: orders, stickersCount: count(stickerItems), acrylCount: count(acrylItems) })
    .from(orders)
    .where(
      and(
        eq(orders.ownerId, ownerId),
        active ? not(inArray(orders.status, [...archivedStatuses])) : undefined,
        or(isPlacedOrder, sql`${count(stickerItems)} + ${count(acrylItems)} > 0`),
      ),
    )
    .orderBy(desc(orders.createdAt));
  const names = async (table: typeof stickerItems | typeof acrylItems, id: string) =>
    (await db.select().from(table).where(eq(table.orderId, id)).orderBy(asc(table.id))).map((item) => ({
      orderItemName: item.name,
      hasFile: item.fileName !== null,
    }));
  return Promise.all(
    rows.map(async ({ order: row, stickersCount, acrylCount }) => ({
      orderId: row.id,
      orderNumber: row.number,
      createDate: row.createdAt.toISOString(),
      status: row.status,
      sendDate: row.sendDate,
      manager: row.manager,
      cost: row.cost,
      payed: row.payed,
      stickersCount,
      acrylCount,
      stickersOrderItems: await names(stickerItems, row.id),
      acrylOrderItems: await names(acrylItems, row.id),
    })),
  );
}

/** The keys of every object, in order, down the tree (a preflight's own keys aside: jsonb orders them). */
function keyOrder(value: unknown, path = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((entry, index) => keyOrder(entry, `${path}[${index}]`));
  if (typeof value !== 'object' || value === null) return [];
  const entries = Object.entries(value);
  return [
    `${path}: ${entries.map(([key]) => key).join(',')}`,
    ...entries.flatMap(([key, child]) => (/preflight/i.test(key) ? [] : keyOrder(child, `${path}.${key}`))),
  ];
}

function expectSameAnswer(body: string, expected: unknown) {
  const answer = JSON.parse(body);
  expect(answer).toStrictEqual(expected);
  expect(keyOrder(answer)).toEqual(keyOrder(expected));
}

const preflight: PreflightResult = {
  level: 'yellow',
  checks: [{ id: 'resolution', level: 'yellow', message: 'Разрешение 150 dpi: «печать» будет мягче.\nПроверьте' }],
  facts: { widthPx: 1200, heightPx: 800, fileDpi: 150, colorMode: 'cmyk', hasAlpha: false, layerNames: ['Фон'] },
};

let customer: TestSession;
let orderId: string;

beforeAll(async () => {
  customer = await signUp(testApp.app);
  const save = async (kind: 'stickers' | 'acryl', payload: object) => {
    const saved = await testApp.app.inject({
      method: 'POST',
      url: `/api/web/${kind}/0/save`,
      headers: customer.headers,
      payload,
    });
    if (saved.statusCode !== 200) throw new Error(`save failed: ${saved.body}`);
  };
  // Every shape an item takes on the wire: nulls, a comment with quotes, a layout with and without preflight.
  await save('stickers', stickerItemBody({ name: 'Первый', comment: 'Строка "в кавычках" \\ и\tтаб\nвторая' }));
  await save('stickers', stickerItemBody({ name: 'Второй', stickerWidth: 30.5, stickerHeight: 12.25 }));
  await save('stickers', stickerItemBody({ name: 'Третий', width: 33.3, height: 0.1 }));
  await save('acryl', acrylItemBody({ name: 'Брелок', fittings: [] }));
  await save('acryl', acrylItemBody({ name: 'Значок', comment: null }));
  const cart = (await testApp.app.inject({ method: 'GET', url: '/api/web/cart', headers: customer.headers })).json();
  orderId = cart.orderId;
  const db = testApp.app.db;
  const [first, second] = await db
    .select()
    .from(stickerItems)
    .where(eq(stickerItems.orderId, orderId))
    .orderBy(asc(stickerItems.id));
  await db
    .update(stickerItems)
    .set({ fileKey: 'k1', fileName: 'макет.png', preflight })
    .where(eq(stickerItems.id, first?.id ?? 0));
  // A layout whose preflight is pending: `preflight` is on the wire, as null.
  await db
    .update(stickerItems)
    .set({ fileKey: 'k2', fileName: 'b.pdf', status: 'Загружен', cuttingType: null, filmType: null })
    .where(eq(stickerItems.id, second?.id ?? 0));
  const [badge] = await db.select().from(acrylItems).where(eq(acrylItems.orderId, orderId));
  await db
    .update(acrylItems)
    .set({ fileKey: 'k3', fileName: 'acryl.svg', preflight })
    .where(eq(acrylItems.id, badge?.id ?? 0));
  await db
    .update(orders)
    .set({
      manager: 'Мария',
      approximalSendDate: '2026-12-01',
      trackNumber: 'TR-1',
      acrylUploaded: true,
      acrylFileName: 'общий.pdf',
      acrylFileKey: 'k4',
      acrylFilePreflight: preflight,
      cost: 1490.5,
    })
    .where(eq(orders.id, orderId));
});

const orderRow = async (id: string) => {
  const [row] = await testApp.app.db.select().from(orders).where(eq(orders.id, id));
  if (!row) throw new Error('order missing');
  return row;
};

describe('GET /api/web/orders/{id} as one statement', () => {
  it('answers what the row mapping answered, both item kinds, nulls and preflights included', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/web/orders/${orderId}`,
      headers: customer.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    const expected = z.encode(order, await previousOrder(testApp.app.db, await orderRow(orderId)));
    expectSameAnswer(response.body, expected);
    expect(JSON.parse(response.body).orderItems[1].preflight).toBeNull();
    expect(JSON.parse(response.body).acrylFilePreflight).toStrictEqual(preflight);
  });

  it('leaves out the general file preflight of an order without that file, and reads the cart as 0', async () => {
    await testApp.app.db.update(orders).set({ acrylFileKey: null }).where(eq(orders.id, orderId));
    const response = await testApp.app.inject({ method: 'GET', url: '/api/web/orders/0', headers: customer.headers });
    expect(response.statusCode).toBe(200);
    expect(JSON.parse(response.body)).not.toHaveProperty('acrylFilePreflight');
    expectSameAnswer(response.body, z.encode(order, await previousOrder(testApp.app.db, await orderRow(orderId))));
  });

  it('answers an empty order with empty lists', async () => {
    const other = await signUp(testApp.app);
    const cart = await testApp.app.inject({ method: 'GET', url: '/api/web/orders/0', headers: other.headers });
    expect(cart.statusCode).toBe(200);
    expectSameAnswer(cart.body, z.encode(order, await previousOrder(testApp.app.db, await orderRow(cart.json().id))));
  });

  it('lets staff read any order and keeps the checks in their order: 401, 404, 403', async () => {
    const manager = await loginAs(testApp.app, 'manager');
    const read = (headers: Record<string, string>, id = orderId) =>
      testApp.app.inject({ method: 'GET', url: `/api/web/orders/${id}`, headers });
    expect((await read(manager.headers)).statusCode).toBe(200);
    const missing = '00000000-0000-4000-8000-000000000000';
    const stranger = await signUp(testApp.app);
    const noToken = await read({}, missing);
    expect([noToken.statusCode, noToken.json().message]).toEqual([401, authServerTexts.notAuthenticated]);
    const notFound = await read(stranger.headers, missing);
    expect([notFound.statusCode, notFound.json().message]).toEqual([404, serverTexts.orderNotFound]);
    const foreign = await read(stranger.headers);
    expect([foreign.statusCode, foreign.json().message]).toEqual([403, orderTexts.loadNoAccess]);
    // A revoked session ends the token at once, before any order is looked at.
    await testApp.app.db
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(eq(refreshTokens.userId, stranger.userId));
    const revoked = await read(stranger.headers, missing);
    expect([revoked.statusCode, revoked.json().message]).toEqual([401, authServerTexts.notAuthenticated]);
    const malformed = await read(customer.headers, 'not-an-id');
    expect(malformed.statusCode).toBe(400);
  });
});

describe('GET /api/web/orders/list as one statement', () => {
  it('answers what the row mapping answered, with and without ?active', async () => {
    // History: a shipped order (archived) and a placed one, besides the cart with items.
    await testApp.app.db
      .update(orders)
      .set({ isCart: false, status: archivedStatuses[0] })
      .where(eq(orders.id, orderId));
    await testApp.app.inject({
      method: 'POST',
      url: '/api/web/stickers/0/save',
      headers: customer.headers,
      payload: stickerItemBody({ name: 'Новая' }),
    });
    for (const [query, active] of [
      ['', false],
      ['?active', true],
      ['?active=false', false],
    ] as const) {
      const response = await testApp.app.inject({
        method: 'GET',
        url: `/api/web/orders/list${query}`,
        headers: customer.headers,
      });
      expect(response.statusCode).toBe(200);
      const expected = z.encode(orderList, await previousList(testApp.app.db, customer.userId, active));
      expect(expected.length).toBe(active ? 1 : 2);
      expectSameAnswer(response.body, expected);
    }
  });

  it('answers [] to a customer with only an empty cart, and 401 without a live session', async () => {
    const other = await signUp(testApp.app);
    await testApp.app.inject({ method: 'GET', url: '/api/web/cart', headers: other.headers });
    const empty = await testApp.app.inject({ method: 'GET', url: '/api/web/orders/list', headers: other.headers });
    expect([empty.statusCode, empty.body]).toEqual([200, '[]']);
    await testApp.app.db
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(eq(refreshTokens.userId, other.userId));
    const revoked = await testApp.app.inject({ method: 'GET', url: '/api/web/orders/list', headers: other.headers });
    expect([revoked.statusCode, revoked.json().message]).toEqual([401, authServerTexts.notAuthenticated]);
  });
});
