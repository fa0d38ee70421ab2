import { createFakeFetch, deferred, type FakeReply, json } from '@stickers62/testkit/fake-fetch';
import { orderIdOf, orderViewRow } from '@stickers62/testkit/fixtures';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../api/client.js';
import { orderViewPageSize } from '../../contract/admin.js';
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

  describe('pages beyond the first', () => {
    const extra = 3;
    const manyTotals = { ...totals, count: orderViewPageSize + extra };
    const numbered = (from: number, count: number) =>
      Array.from({ length: count }, (_, index) =>
        orderViewRow({ id: orderIdOf(from + index), orderNumber: from + index }),
      );
    const firstPage = numbered(1, orderViewPageSize);
    const secondPage = numbered(orderViewPageSize + 1, extra);
    const offsetOf = (call: { url: URL }) => call.url.searchParams.get('offset');

    function pagedSetup() {
      const context = setup();
      context.fake.routes[totalsKey] = json(200, manyTotals);
      context.fake.routes[listKey] = (call) => json(200, offsetOf(call) === null ? firstPage : secondPage);
      return context;
    }

    it('has more while fewer rows are loaded than counted; loadMore appends the rest', async () => {
      const { fake, list } = pagedSetup();
      await list.show(completeFilters({ status: 'В работе' }));
      expect(list.$state.get()).toMatchObject({ hasMore: true, nextPageSize: extra, loadingMore: false });
      const loading = list.loadMore();
      expect(list.$state.get().loadingMore).toBe(true);
      await loading;
      const [, next] = fake.callsTo(listKey);
      expect(Object.fromEntries(next?.url.searchParams ?? [])).toEqual({
        status: 'В работе',
        offset: String(orderViewPageSize),
      });
      expect(list.$state.get().rows).toEqual([...firstPage, ...secondPage]);
      expect(list.$state.get()).toMatchObject({ hasMore: false, nextPageSize: 0, loadingMore: false });
      await list.loadMore();
      expect(fake.callsTo(listKey)).toHaveLength(2);
    });

    it('has no more when the first page holds every row', async () => {
      const { fake, list } = setup();
      await list.show(emptyOrderListFilters);
      expect(list.$state.get()).toMatchObject({ hasMore: false, nextPageSize: 0 });
      await list.loadMore();
      expect(fake.callsTo(listKey)).toHaveLength(1);
    });

    it('starts over at the first page on refresh', async () => {
      const { fake, list } = pagedSetup();
      await list.show(emptyOrderListFilters);
      await list.loadMore();
      await list.refresh();
      expect(fake.callsTo(listKey).map(offsetOf)).toEqual([null, String(orderViewPageSize), null]);
      expect(list.$state.get().rows).toEqual(firstPage);
      expect(list.$state.get().hasMore).toBe(true);
    });

    it('drops a page that arrives after the filters changed', async () => {
      const { fake, list } = pagedSetup();
      const slow = deferred<FakeReply>();
      await list.show(completeFilters({ status: 'old' }));
      fake.routes[listKey] = (call) => (offsetOf(call) === null ? json(200, rows) : slow.promise);
      const more = list.loadMore();
      fake.routes[totalsKey] = json(200, totals);
      await list.show(completeFilters({ status: 'new' }));
      slow.resolve(json(200, secondPage));
      await more;
      expect(list.$state.get().rows).toEqual(rows);
      expect(list.$state.get()).toMatchObject({ hasMore: false, loadingMore: false });
    });

    it('skips rows already loaded, and a short page is the end', async () => {
      const { fake, list } = pagedSetup();
      await list.show(emptyOrderListFilters);
      // A new order pushed the last row of the first page onto the second.
      fake.routes[listKey] = json(200, [firstPage.at(-1), ...secondPage.slice(0, 1)]);
      await list.loadMore();
      expect(list.$state.get().rows).toEqual([...firstPage, ...secondPage.slice(0, 1)]);
      expect(list.$state.get()).toMatchObject({ hasMore: false, nextPageSize: 0 });
    });

    it('only logs a failed page and keeps the rows loaded', async () => {
      const { fake, list, log } = pagedSetup();
      await list.show(emptyOrderListFilters);
      fake.routes[listKey] = json(500, { message: 'boom' });
      await list.loadMore();
      expect(log).toHaveBeenCalledWith(adminTexts.listFailedLog, expect.any(Error));
      expect(list.$state.get()).toMatchObject({ rows: firstPage, hasMore: true, loadingMore: false });
    });

    it('pages the filters of the loaded rows after a failed filter change', async () => {
      const { fake, list } = pagedSetup();
      await list.show(completeFilters({ status: 'old' }));
      fake.routes[listKey] = (call) =>
        call.url.searchParams.get('status') === 'new' ? json(500, {}) : json(200, secondPage);
      await list.show(completeFilters({ status: 'new' }));
      await list.loadMore();
      expect(fake.callsTo(listKey).at(-1)?.url.searchParams.get('status')).toBe('old');
      expect(list.$state.get().rows).toEqual([...firstPage, ...secondPage]);
    });
  });
});
