import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../api/client.js';
import { createFakeFetch, deferred, type FakeReply, json } from '../../api/test-support/fake-fetch.js';
import { orderIdOf, orderViewRow } from '../../test-support/orders.js';
import { adminTexts } from '../../texts/index.js';
import { completeFilters, emptyOrderListFilters } from './filters.js';
import { createOrderListStore } from './order-list.js';

const listKey = 'GET /api/stickers/orders/get-order-views';
const totalsKey = 'GET /api/stickers/orders/get-order-views/totals';
const totals = { count: 2, orderCost: 5000, stickersCost: 4000, acrylCost: 500, deliveryCost: 500 };
const rows = [
  orderViewRow({ id: orderIdOf(1), orderNumber: 1 }),
  orderViewRow({ id: orderIdOf(2), orderNumber: 2, orderCost: 1700 }),
];

function setup() {
  const fake = createFakeFetch({ [listKey]: json(200, rows), [totalsKey]: json(200, totals) });
  const log = vi.fn();
  const list = createOrderListStore({ api: createApiClient({ fetch: fake.fetch, createXhr: null }), log });
  return { fake, list, log };
}

describe('order list store', () => {
  it('loads rows and totals with the same filters, as the server takes them', async () => {
    const { fake, list } = setup();
    await list.show(completeFilters({ status: 'В работе', isPayed: 'false', clientName: ' ' }));
    expect(list.$state.get()).toMatchObject({ rows, totals, loading: false, loaded: true });
    for (const key of [listKey, totalsKey]) {
      const [call] = fake.callsTo(key);
      expect(Object.fromEntries(call?.url.searchParams ?? [])).toEqual({ status: 'В работе', isPayed: 'false' });
    }
  });

  it('does not reload filters already shown, and refresh does', async () => {
    const { fake, list } = setup();
    await list.show(emptyOrderListFilters);
    await list.show(completeFilters({}));
    expect(fake.callsTo(listKey)).toHaveLength(1);
    await list.refresh();
    expect(fake.callsTo(listKey)).toHaveLength(2);
    expect(fake.callsTo(totalsKey)).toHaveLength(2);
  });

  it('shows only the newest answer when filters change quickly', async () => {
    const { fake, list } = setup();
    const slow = deferred<FakeReply>();
    fake.routes[listKey] = (call) =>
      call.url.searchParams.get('status') === 'old' ? slow.promise : json(200, [rows[1]]);
    const first = list.show(completeFilters({ status: 'old' }));
    await list.show(completeFilters({ status: 'new' }));
    slow.resolve(json(200, rows));
    await first;
    expect(list.$state.get().rows.map((row) => row.id)).toEqual([orderIdOf(2)]);
    expect(list.$state.get().filters.status).toBe('new');
  });

  it('only logs a failed load, keeps the rows, and tries again on the next show', async () => {
    const { fake, list, log } = setup();
    await list.show(emptyOrderListFilters);
    fake.routes[listKey] = json(500, { message: 'boom' });
    await list.refresh();
    expect(log).toHaveBeenCalledWith(adminTexts.listFailedLog, expect.any(Error));
    expect(list.$state.get()).toMatchObject({ rows, loading: false });
    fake.routes[listKey] = json(200, []);
    await list.show(emptyOrderListFilters);
    expect(list.$state.get().rows).toEqual([]);
  });

  it('sorts the shown rows by the clicked column', async () => {
    const { list } = setup();
    await list.show(emptyOrderListFilters);
    list.sortBy('orderCost');
    expect(list.$rows.get().map((row) => row.id)).toEqual([orderIdOf(2), orderIdOf(1)]);
    list.sortBy('orderCost');
    expect(list.$rows.get().map((row) => row.id)).toEqual([orderIdOf(1), orderIdOf(2)]);
  });
});
