import { createFakeFetch, deferred, type FakeReply, json } from '@stickers62/testkit/fake-fetch';
import { productionTotalsSample } from '@stickers62/testkit/fixtures';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../api/client.js';
import type { ProductionTotals } from '../../contract/production-totals.js';
import { productionTotalsTexts } from '../../texts/index.js';
import { completeFilters, emptyOrderListFilters } from './filters.js';
import { createProductionTotalsStore } from './production-totals.js';

const totalsKey = 'GET /api/stickers/orders/get-order-views/production-totals';
const csvKey = 'GET /api/stickers/orders/get-order-views/production-totals.csv';

/** The sample totals, told apart by their order count. */
function totalsWith(orderCount: number): ProductionTotals {
  return { ...productionTotalsSample, orderCount };
}

function setup() {
  const fake = createFakeFetch({
    [totalsKey]: (call) => json(200, totalsWith(call.url.searchParams.get('isUrgent') === 'true' ? 1 : 3)),
    [csvKey]: { status: 200, body: new Blob(['\uFEFFСводка для производства\r\n']) },
  });
  const log = vi.fn();
  const store = createProductionTotalsStore({ api: createApiClient({ fetch: fake.fetch, createXhr: null }), log });
  return { fake, store, log };
}

describe('production totals store', () => {
  it('asks the server only once the section is opened, with the list filters as the server takes them', async () => {
    const { fake, store } = setup();
    await store.show(completeFilters({ isUrgent: 'true', clientName: ' ' }));
    expect(fake.callsTo(totalsKey)).toHaveLength(0);
    expect(store.$state.get()).toMatchObject({ open: false, totals: null });
    await store.toggle();
    const [call] = fake.callsTo(totalsKey);
    expect(Object.fromEntries(call?.url.searchParams ?? [])).toEqual({ isUrgent: 'true' });
    expect(store.$state.get()).toMatchObject({ open: true, loading: false, totals: totalsWith(1) });
  });

  it('follows filter changes while open, and does not reload the same filters or on reopening', async () => {
    const { fake, store } = setup();
    await store.toggle();
    await store.show(emptyOrderListFilters);
    expect(fake.callsTo(totalsKey)).toHaveLength(1);
    await store.show(completeFilters({ isUrgent: 'true' }));
    expect(store.$state.get().totals?.orderCount).toBe(1);
    await store.toggle();
    await store.toggle();
    expect(fake.callsTo(totalsKey)).toHaveLength(2);
    await store.refresh();
    expect(fake.callsTo(totalsKey)).toHaveLength(3);
  });

  it('drops totals of other filters at once while closed, and loads them on the next opening', async () => {
    const { fake, store } = setup();
    await store.toggle();
    await store.toggle();
    await store.show(completeFilters({ isUrgent: 'true' }));
    expect(store.$state.get().totals).toBeNull();
    await store.refresh();
    expect(fake.callsTo(totalsKey)).toHaveLength(1);
    await store.toggle();
    expect(store.$state.get().totals?.orderCount).toBe(1);
  });

  it('keeps only the newest answer when filters change quickly', async () => {
    const { fake, store } = setup();
    await store.toggle();
    const slow = deferred<FakeReply>();
    fake.routes[totalsKey] = (call) =>
      call.url.searchParams.get('status') === 'old' ? slow.promise : json(200, totalsWith(7));
    const first = store.show(completeFilters({ status: 'old' }));
    await store.show(completeFilters({ status: 'new' }));
    slow.resolve(json(200, totalsWith(99)));
    await first;
    expect(store.$state.get().totals?.orderCount).toBe(7);
  });

  it('says a load failed, logs it, and loads again on retry', async () => {
    const { fake, store, log } = setup();
    fake.routes[totalsKey] = json(500, { message: 'boom' });
    await store.toggle();
    expect(store.$state.get()).toMatchObject({ failed: true, loading: false, totals: null });
    expect(log).toHaveBeenCalledWith(productionTotalsTexts.loadFailedLog, expect.any(Error));
    fake.routes[totalsKey] = json(200, totalsWith(3));
    await store.refresh();
    expect(store.$state.get()).toMatchObject({ failed: false, totals: totalsWith(3) });
  });

  it('downloads the CSV of the current filters, and says when it failed', async () => {
    const { fake, store } = setup();
    await store.show(completeFilters({ isPayed: 'false' }));
    const blob = await store.downloadCsv();
    expect(await blob?.text()).toContain('Сводка для производства');
    expect(fake.callsTo(csvKey)[0]?.url.searchParams.get('isPayed')).toBe('false');
    fake.routes[csvKey] = json(500, { message: 'boom' });
    expect(await store.downloadCsv()).toBeNull();
    expect(store.$state.get()).toMatchObject({ csvFailed: true, downloading: false });
  });
});
