import { createFakeFetch, json } from '@stickers62/testkit/fake-fetch';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../api/client.js';
import { maxBulkOrders } from '../../contract/admin.js';
import { managerListTexts } from '../../texts/manager-list.js';
import { createBulkActionsStore, type SelectedOrder } from './bulk-actions.js';

const orderIdOf = (index: number) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`;
const order = (index: number): SelectedOrder => ({ id: orderIdOf(index), orderNumber: 1000 + index });

afterEach(() => vi.unstubAllGlobals());

/** The order ids a recorded bulk request sent (its body as recorded: parsed, or the raw text). */
const idsOf = (body: unknown) =>
  (typeof body === 'string' ? (JSON.parse(body) as { orderIds: string[] }) : (body as { orderIds: string[] })).orderIds;

function storeWith(routes: Parameters<typeof createFakeFetch>[0]) {
  const fake = createFakeFetch(routes);
  vi.stubGlobal('fetch', fake.fetch);
  return { fake, store: createBulkActionsStore(createApiClient({ createXhr: null })) };
}

describe('the bulk actions store', () => {
  it('selects and unselects, one by one and the whole page', () => {
    const { store } = storeWith({});
    store.toggle(order(1), true);
    store.selectAll([order(1), order(2), order(3)], true);
    expect(store.$state.get().selected.map((selected) => selected.orderNumber)).toEqual([1001, 1002, 1003]);
    store.toggle(order(2), false);
    store.selectAll([order(3)], false);
    expect(store.$state.get().selected).toEqual([order(1)]);
    store.clear();
    expect(store.$state.get().selected).toEqual([]);
  });

  it('sends a large selection in parts the server takes, counting progress, and keeps each order’s result', async () => {
    const orders = Array.from({ length: maxBulkOrders + 5 }, (_, index) => order(index + 1));
    const progress: number[] = [];
    const { fake, store } = storeWith({
      'POST /api/web/admin/orders/bulk/status': (call) => {
        const orderIds = idsOf(call.body);
        return json(200, {
          results: orderIds.map((orderId, index) => ({
            orderId,
            orderNumber: index,
            ok: index !== 0,
            reason: index === 0 ? 'Заказ оплачен: вернуть его к редактированию нельзя' : null,
            status: 'В работе',
            trackNumber: null,
          })),
        });
      },
    });
    store.$state.listen((state) => {
      if (state.running) progress.push(state.running.done);
    });
    let finished = 0;
    store.onFinished(() => {
      finished += 1;
    });
    store.selectAll(orders, true);
    await store.changeStatus('В работе');
    const parts = fake.callsTo('POST /api/web/admin/orders/bulk/status');
    expect(parts.map((call) => idsOf(call.body).length)).toEqual([maxBulkOrders, 5]);
    expect(progress).toEqual([0, maxBulkOrders, maxBulkOrders + 5]);
    const { results, running } = store.$state.get();
    expect(running).toBeNull();
    expect(results?.rows).toHaveLength(maxBulkOrders + 5);
    expect(results?.rows.filter((row) => !row.ok)).toHaveLength(2);
    expect(finished).toBe(1);
  });

  it('gives every order of a part that failed as a whole the reason, and names each label file by its number', async () => {
    const { store } = storeWith({
      'POST /api/web/admin/orders/bulk/shipments': json(503, { message: 'СДЭК не отвечает' }),
      [`GET /api/web/admin/orders/${orderIdOf(1)}/shipment/label.pdf`]: { status: 200, body: new Blob(['%PDF-1.4']) },
      [`GET /api/web/admin/orders/${orderIdOf(2)}/shipment/label.pdf`]: json(404, {
        message: 'Отправление не найдено',
      }),
    });
    store.selectAll([order(1), order(2)], true);
    await store.registerShipments();
    expect(store.$state.get().results?.rows.map((row) => [row.ok, row.reason])).toEqual([
      [false, 'СДЭК не отвечает'],
      [false, 'СДЭК не отвечает'],
    ]);
    const saved: string[] = [];
    await store.downloadLabels((_, name) => saved.push(name));
    expect(saved).toEqual(['cdek-label-1001.pdf']);
    expect(store.$state.get().results).toMatchObject({
      action: 'labels',
      rows: [
        { orderNumber: 1001, ok: true, reason: null },
        { orderNumber: 1002, ok: false },
      ],
    });
    expect(store.$state.get().results?.rows[1]?.reason).toBeTruthy();
    expect(managerListTexts.summary(1, 1)).toBe('Готово: 1 из 2, не получилось: 1');
  });
});
