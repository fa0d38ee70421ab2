import { buildPath, orderViewPageSize, routes } from '@stickers62/core/contract';
import { acrylItemBody, stickerItemBody } from '@stickers62/testkit/fixtures';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginAs, signUp, type TestSession } from '../test-support/app.js';
import { useTestApp } from '../test-support/suite.js';
import { loadOrderViews, orderViewsQuery } from './order-views.js';

const testApp = useTestApp();
let manager: TestSession;

beforeAll(async () => {
  manager = await loginAs(testApp.app, 'manager');
});

describe('order views query', () => {
  it('reads only the columns a view shows and summarises each item table once, not per row', () => {
    const { sql } = orderViewsQuery(testApp.app.db, { itemsType: 'onlyAcryl' }).toSQL();
    // Columns the view never shows (they can be long texts) stay in the table.
    for (const unused of ['vk_url', 'delivery_address', 'receiver_credentials', 'checkout_fingerprint']) {
      expect(sql).not.toContain(`"${unused}"`);
    }
    // One grouped pass per item table, and no correlated subquery left in the select or the filter.
    expect(sql.match(/group by/gi)).toHaveLength(2);
    expect(sql).not.toMatch(/order_id" = "orders"\."id"\)/);
    expect(sql).not.toMatch(/order_id = orders\.id/);
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
    const whole = await loadOrderViews(testApp.app.db, filters, { limit: orderCount });
    const size = 700;
    const pages = [];
    for (let offset = 0; offset < orderCount; offset += size) {
      pages.push(...(await loadOrderViews(testApp.app.db, filters, { offset, limit: size })));
    }
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
