import { createFakeFetch, deferred, type FakeReply, json } from '@stickers62/testkit/fake-fetch';
import { orderIdA } from '@stickers62/testkit/fixtures';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../api/client.js';
import type { OrderListEntry } from '../contract/orders.js';
import { createOrderHistoryStore } from './order-history.js';

const entry: OrderListEntry = {
  orderId: orderIdA,
  orderNumber: 12,
  createDate: '2026-03-01T10:00:00.000Z',
  status: 'Создан',
  sendDate: null,
  manager: null,
  cost: 1500,
  payed: false,
  stickersCount: 1,
  acrylCount: 0,
  stickersOrderItems: [{ orderItemName: 'Котики', hasFile: true }],
  acrylOrderItems: [],
};

describe('order history store', () => {
  it('asks for active orders or all of them', async () => {
    const fake = createFakeFetch({ 'GET /api/web/orders/list': json(200, [entry]) });
    const store = createOrderHistoryStore(createApiClient({ fetch: fake.fetch, createXhr: null }));
    await store.load({ active: true });
    expect(store.$state.get()).toEqual({ loading: false, entries: [entry], error: null });
    await store.load({ active: false });
    const queries = fake.callsTo('GET /api/web/orders/list').map((call) => call.url.searchParams.get('active'));
    expect(queries).toEqual(['true', 'false']);
  });

  it('shows the server text of a failed load', async () => {
    const fake = createFakeFetch({ 'GET /api/web/orders/list': json(500, { message: 'База недоступна' }) });
    const store = createOrderHistoryStore(createApiClient({ fetch: fake.fetch, createXhr: null }));
    await store.load({ active: true });
    expect(store.$state.get().error).toBe('База недоступна');
  });

  it('keeps the newer answer when an older one arrives later', async () => {
    const slow = deferred<FakeReply>();
    let calls = 0;
    const fake = createFakeFetch({
      'GET /api/web/orders/list': () => {
        calls += 1;
        return calls === 1 ? slow.promise : json(200, []);
      },
    });
    const store = createOrderHistoryStore(createApiClient({ fetch: fake.fetch, createXhr: null }));
    const first = store.load({ active: true });
    await store.load({ active: false });
    slow.resolve(json(200, [entry]));
    await first;
    expect(store.$state.get().entries).toEqual([]);
  });
});
