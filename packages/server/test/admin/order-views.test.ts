import { brotliDecompressSync } from 'node:zlib';
import {
  buildPath,
  type OrderView,
  orderViewPageSize,
  orderViews,
  type ParsedOrderViewFilters,
  routes,
} from '@stickers62/core/contract';
import { roundToKopecks } from '@stickers62/core/pricing';
import { acrylItemBody, stickerItemBody } from '@stickers62/testkit/fixtures';
import { desc, eq, type SQL, sql } from 'drizzle-orm';
import type { PgDialect } from 'drizzle-orm/pg-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  loadOrderViewsJson,
  type OrderViewPage,
  orderViewConditions,
  orderViewsJsonQuery,
} from '../../src/admin/order-views.js';
import type { Queryable } from '../../src/db/client.js';
import { acrylItems, orders, stickerItems, users } from '../../src/db/schema.js';
import { loginAs, signUp, type TestSession } from '../test-support/app.js';
import { useTestApp } from '../test-support/suite.js';

const testApp = useTestApp();

/** `$n` placeholders replaced by their values, for EXPLAIN (the list's parameters are numbers and text). */
const inlineParameters = (text: string, params: unknown[]) =>
  text.replace(/\$(\d+)/g, (_, index: string) => {
    const value = params[Number(index) - 1];
    return typeof value === 'number' ? String(value) : `'${String(value).replaceAll("'", "''")}'`;
  });
let manager: TestSession;

const statementText = (statement: SQL) =>
  (testApp.app.db as unknown as { dialect: PgDialect }).dialect.sqlToQuery(statement);

/**
 * The list as a row mapping in Node computes it (the path the JSON statement replaced, kept here
 * as its reference): Drizzle's rows, each field computed in JavaScript.
 */
async function rowMappedViews(
  db: Queryable,
  filters: ParsedOrderViewFilters,
  { offset = 0, limit = orderViewPageSize }: OrderViewPage = {},
): Promise<OrderView[]> {
  const summary = (table: typeof stickerItems | typeof acrylItems) =>
    sql<number>`(select count(*)::int from ${table} where ${table.orderId} = ${orders.id})`;
  const colorProof = (table: typeof stickerItems | typeof acrylItems) =>
    sql<boolean>`coalesce((select bool_or(${table.isColorProof}) from ${table} where ${table.orderId} = ${orders.id}), false)`;
  const rows = await db
    .select({
      order: orders,
      clientName: sql<string | null>`coalesce(${orders.clientName}, ${users.name}, ${users.username})`,
      orderDate: sql<string>`coalesce(${orders.checkedOutAt}, ${orders.createdAt})`.mapWith(
        (value: string | Date) => new Date(value),
      ),
      stickersCount: summary(stickerItems),
      acrylCount: summary(acrylItems),
      hasColorProof: sql<boolean>`(${colorProof(stickerItems)} or ${colorProof(acrylItems)})`,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.ownerId))
    .where(orderViewConditions(filters))
    .orderBy(desc(orders.priority), desc(orders.number))
    .limit(limit)
    .offset(offset);
  const now = Date.now();
  const dayMs = 24 * 60 * 60 * 1000;
  return rows.map(({ order, ...row }) => ({
    id: order.id,
    orderNumber: order.number,
    clientName: row.clientName,
    orderDate: row.orderDate.toISOString(),
    confirmedDate: order.confirmedAt?.toISOString() ?? null,
    // «Дата доставки»: the send date stands in while nothing writes delivery_date.
    deliveryDate: order.deliveryDate ?? (/^\d{4}-\d{2}-\d{2}$/.test(order.sendDate ?? '') ? order.sendDate : null),
    approximalSendDate: order.approximalSendDate,
    approximalDeliveryDate: order.approximalDeliveryDate,
    insertedBy: order.insertedBy,
    isFixedDate: order.isFixedDate,
    isUrgent: order.isUrgent,
    isPayed: order.payed,
    status: order.status,
    comment: order.comment,
    stickersOrderItemsCount: row.stickersCount,
    acrylOrderItemsCount: row.acrylCount,
    isColorProof: Boolean(row.hasColorProof),
    colorProofStatus: order.colorProofStatus,
    isDropshipping: order.isDropshipping,
    isAdditionalServices: order.isAdditionalServices,
    isComplaints: order.isComplaints,
    isReprint: order.isReprint,
    daysFromConfirmation: order.confirmedAt ? Math.floor((now - order.confirmedAt.getTime()) / dayMs) : null,
    stickersAcrylCost: roundToKopecks(order.stickersCost + order.acrylCost),
    stickersCost: order.stickersCost,
    acrylCost: order.acrylCost,
    deliveryCost: order.deliveryCost,
    orderCost: order.cost,
    paymentMethod: order.paymentMethod,
    priority: order.priority,
    deliveryType: order.deliveryType,
    receiverCredentials: order.receiverCredentials,
    phoneNumber: order.phoneNumber,
    cdekPvzCode: order.cdekPvzCode,
    deliveryAddress: order.deliveryAddress,
    postIndex: order.postIndex,
    trackNumber: order.trackNumber,
  }));
}

beforeAll(async () => {
  manager = await loginAs(testApp.app, 'manager');
});

describe('order views query', () => {
  it('reads only the columns a view shows, summarises items only for the page, and filters by existence', () => {
    const { sql } = statementText(orderViewsJsonQuery(testApp.app.db, { itemsType: 'onlyAcryl' }));
    // Columns the view never shows (they can be long texts) stay in the table.
    for (const unused of ['vk_url', 'acryl_file_preflight', 'acryl_file_key', 'checkout_fingerprint']) {
      expect(sql).not.toContain(`"${unused}"`);
    }
    // No pass over every item of every order: only the page's orders are summarised, after the
    // page is read in the order of orders_list_order_idx; the items-type filter asks only whether items exist.
    expect(sql.match(/ in \(select "id" from page_rows\) group by/g)).toHaveLength(2);
    expect(sql).toContain('order by "orders"."priority" desc, "orders"."number" desc');
    expect(sql).toMatch(/ exists \(select 1 from "acryl_items" where "acryl_items"\."order_id" = "orders"\."id"\)/);
    expect(sql).toMatch(/not exists \(select 1 from "sticker_items"/);
  });

  it('reads the unfiltered page off the list index, without sorting every order', async () => {
    const query = statementText(orderViewsJsonQuery(testApp.app.db, {}));
    const db = testApp.app.db;
    // Planned as if the table were large (a fresh test database is tiny, and a sequential scan wins there).
    const plan = await db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_sort = off`);
      return tx.execute(sql.raw(`explain ${inlineParameters(query.sql, query.params)}`));
    });
    const text = JSON.stringify(plan);
    expect(text).toContain('orders_list_order_idx');
    expect(text).not.toMatch(/Sort Key: orders\.priority/);
  });

  it('counts several items of each kind and sees a colour proof asked on any of them', async () => {
    const app = testApp.app;
    const customer = await signUp(app);
    const save = (kind: 'sticker' | 'acryl', payload: object) =>
      app.inject({
        method: 'POST',
        url: buildPath(kind === 'sticker' ? routes.saveStickerItem.path : routes.saveAcrylItem.path, { id: '0' }),
        headers: customer.headers,
        payload,
      });
    for (let index = 0; index < 3; index++) await save('sticker', stickerItemBody({ isColorProof: false }));
    await save('acryl', acrylItemBody());
    await save('acryl', acrylItemBody({ isColorProof: true }));
    const cart = (await app.inject({ method: 'GET', url: routes.cart.path, headers: customer.headers })).json();
    const checkout = await app.inject({
      method: 'POST',
      url: routes.createOrderFromCart.path,
      headers: customer.headers,
      payload: { id: '0', receiverCredentials: 'Иванов Иван', phoneNumber: '+79001234567', deliveryType: 'Pickup' },
    });
    expect(checkout.statusCode).toBe(200);
    const orderId = cart.orderId as string;
    const views = (
      await app.inject({ method: 'GET', url: `${routes.orderViews.path}?itemsType=both`, headers: manager.headers })
    ).json() as { id: string; stickersOrderItemsCount: number; acrylOrderItemsCount: number; isColorProof: boolean }[];
    expect(views.find((view) => view.id === orderId)).toMatchObject({
      stickersOrderItemsCount: 3,
      acrylOrderItemsCount: 2,
      isColorProof: true,
    });
  });
});

describe('the page as JSON built by the database', () => {
  it('answers what the row mapping in Node answers, field for field, for varied orders and filters', async () => {
    const db = testApp.app.db;
    const marker = 'json-test';
    // Every kind of value a view carries: nulls and not, kopecks, dates, moments, flags, priorities.
    await db.execute(sql`
      insert into orders (id, owner_id, status, is_cart, inserted_by, client_name, comment, priority,
        checked_out_at, confirmed_at, delivery_date, approximal_send_date, approximal_delivery_date,
        is_fixed_date, is_urgent, payed, color_proof_status, is_dropshipping, is_reprint, payment_method,
        stickers_cost, acryl_cost, delivery_cost, cost, send_date, track_number, phone_number, delivery_type,
        receiver_credentials, cdek_pvz_code, post_index)
      select gen_random_uuid(), ${manager.userId}, (array['Создан', 'В работе', 'Отправлен'])[1 + series % 3], false,
        ${marker}, case when series % 2 = 0 then 'Клиент «' || series || '» \\ "кавычки"' end,
        case when series % 3 = 0 then E'Строка\nвторая' end, series % 4,
        case when series % 5 <> 0 then now() - series * interval '7 hours 13 minutes 1.234567 seconds' end,
        case when series % 2 = 1 then now() - series * interval '1 day 3 hours' end,
        case when series % 2 = 0 then current_date + series end,
        case when series % 3 = 1 then current_date - series end,
        case when series % 4 = 2 then current_date end,
        series % 2 = 0, series % 3 = 0, series % 5 = 0, (array['Yellow', 'Blue', 'Red', 'Green'])[1 + series % 4],
        series % 7 = 0, series % 6 = 0, case when series % 2 = 0 then 'Карта' end,
        series * 101.37, (series % 4) * 55.1, 350.5, series * 101.37 + (series % 4) * 55.1 + 350.5,
        case series % 4 when 1 then to_char(current_date - series, 'YYYY-MM-DD') when 3 then 'вчера' end,
        case when series % 4 = 1 then 'RP' || series end, case when series % 3 = 0 then '+7 900 123-45-' || series end,
        (array['CDEK', 'RussianPost', 'Pickup'])[1 + series % 3], case when series % 2 = 1 then 'Получатель ' || series end,
        case when series % 3 = 0 then 'RZN' || series end, case when series % 3 = 1 then '390000' end
      from generate_series(1, 60) as series`);
    const customer = await signUp(testApp.app);
    await testApp.app.inject({
      method: 'POST',
      url: buildPath(routes.saveStickerItem.path, { id: '0' }),
      headers: customer.headers,
      payload: stickerItemBody({ isColorProof: true }),
    });
    for (const filters of [
      { insertedBy: marker },
      { insertedBy: marker, status: 'В работе', isPayed: true },
      { insertedBy: marker, offset: 7 },
      {},
      { itemsType: 'hasStickers' as const },
      { itemsType: 'onlyAcryl' as const },
    ]) {
      const { offset, ...filtersOnly } = filters as typeof filters & { offset?: number };
      const expected = JSON.parse(JSON.stringify(orderViews.parse(await rowMappedViews(db, filtersOnly, { offset }))));
      expect(JSON.parse(await loadOrderViewsJson(db, filtersOnly, { offset })), JSON.stringify(filters)).toEqual(
        expected,
      );
      const query = new URLSearchParams(
        Object.entries(filters).map(([key, value]): [string, string] => [key, String(value)]),
      );
      const reply = await testApp.app.inject({
        method: 'GET',
        url: `${routes.orderViews.path}?${query}`,
        headers: manager.headers,
      });
      expect(reply.statusCode).toBe(200);
      expect(reply.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(reply.json(), JSON.stringify(filters)).toEqual(expected);
    }
  });
});

describe('pages of the list', () => {
  // Marks this block's orders, so a filter isolates them from the other tests' orders.
  const marker = 'paging-test';
  const orderCount = orderViewPageSize + 150;

  beforeAll(async () => {
    // One statement for all rows; priorities repeat so the number has to break ties.
    await testApp.app.db.execute(sql`
      insert into orders (id, owner_id, status, is_cart, inserted_by, priority, checked_out_at)
      select gen_random_uuid(), ${manager.userId}, 'Создан', false, ${marker}, series % 3, now()
      from generate_series(1, ${orderCount}) as series`);
  });

  const page = async (query: string) => {
    const reply = await testApp.app.inject({
      method: 'GET',
      url: `${routes.orderViews.path}?insertedBy=${marker}${query}`,
      headers: manager.headers,
    });
    expect(reply.statusCode).toBe(200);
    return reply.json() as { id: string; orderNumber: number; priority: number }[];
  };

  it('gives every row exactly once across pages, in one total order', async () => {
    const first = await page('');
    const second = await page(`&offset=${orderViewPageSize}`);
    expect(first).toHaveLength(orderViewPageSize);
    expect(second).toHaveLength(orderCount - orderViewPageSize);
    expect(await page('&offset=0')).toEqual(first);
    const all = [...first, ...second];
    expect(new Set(all.map((row) => row.id)).size).toBe(orderCount);
    // Higher priority first, then newer (higher, unique) number.
    const sorted = [...all].sort((a, b) => b.priority - a.priority || b.orderNumber - a.orderNumber);
    expect(all).toEqual(sorted);
    expect(await page(`&offset=${orderCount}`)).toEqual([]);
  });

  it('pages the same way with a smaller page', async () => {
    const filters = { insertedBy: marker };
    const pageOf = async (page: OrderViewPage) =>
      JSON.parse(await loadOrderViewsJson(testApp.app.db, filters, page)) as OrderView[];
    const whole = await pageOf({ limit: orderCount });
    const size = 700;
    const pages = [];
    for (let offset = 0; offset < orderCount; offset += size) pages.push(...(await pageOf({ offset, limit: size })));
    expect(pages.map((row) => row.id)).toEqual(whole.map((row) => row.id));
  });

  it('exports every row of the filtered set to CSV, not only the first page', async () => {
    const reply = await testApp.app.inject({
      method: 'GET',
      url: `${routes.orderViewsCsv.path}?insertedBy=${marker}`,
      headers: manager.headers,
    });
    expect(reply.statusCode).toBe(200);
    const lines = reply.body.split('\r\n').filter((line) => line !== '');
    // The header line and one line per order.
    expect(lines).toHaveLength(orderCount + 1);
  });

  it('compresses a full page and the CSV for a client that takes it, the same text decoded', async () => {
    for (const url of [
      `${routes.orderViews.path}?insertedBy=${marker}`,
      `${routes.orderViewsCsv.path}?insertedBy=${marker}`,
    ]) {
      const plain = await testApp.app.inject({ method: 'GET', url, headers: manager.headers });
      const compressed = await testApp.app.inject({
        method: 'GET',
        url,
        headers: { ...manager.headers, 'accept-encoding': 'gzip, deflate, br' },
      });
      expect(plain.headers['content-encoding'], url).toBeUndefined();
      expect(compressed.headers['content-encoding'], url).toBe('br');
      expect(compressed.headers.vary, url).toContain('accept-encoding');
      expect(brotliDecompressSync(compressed.rawPayload).toString('utf8'), url).toBe(plain.body);
      expect(compressed.rawPayload.length, url).toBeLessThan(plain.rawPayload.length / 5);
    }
  });

  it('answers 400 to an offset that is not a whole number from 0 to 1 000 000', async () => {
    for (const offset of ['-1', '1.5', 'x', '1000001', '']) {
      const reply = await testApp.app.inject({
        method: 'GET',
        url: `${routes.orderViews.path}?offset=${offset}`,
        headers: manager.headers,
      });
      expect(reply.statusCode, offset).toBe(400);
      expect(reply.json().message).toBe('Некорректное значение поля «offset»');
    }
    expect((await page('&offset=1000000')).length).toBe(0);
  });
});
