import { buildPath, routes } from '@stickers62/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  acrylItemBody,
  createTestApp,
  loginAs,
  signUp,
  stickerItemBody,
  type TestApp,
  type TestSession,
} from '../test-support/app.js';
import { orderViewsQuery } from './views.js';

let testApp: TestApp;
let manager: TestSession;

beforeAll(async () => {
  testApp = await createTestApp();
  manager = await loginAs(testApp.app, 'manager');
});
afterAll(() => testApp.close());

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
