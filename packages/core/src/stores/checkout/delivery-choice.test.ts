import { json } from '@stickers62/testkit/fake-fetch';
import { orderIdA } from '@stickers62/testkit/fixtures';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clientProfileSample } from '../../contract/index.js';
import { cartOrder, orderSetup } from '../order/test-support/order-setup.js';
import { createCheckoutStore } from './checkout.js';

afterEach(() => {
  vi.useRealTimers();
});

const tariffsKey = 'POST /api/cdek/get-tariffs';
const createKey = 'POST /api/web/orders/create-order-from-cart';
const found = {
  address: 'Россия, Рязанская область, Рязань, ул. Есенина, 13',
  tariff: [
    { cost: 162, periodMin: 3, periodMax: 4, code: 234, name: 'Экономичная посылка склад-склад' },
    { cost: 190, periodMin: 1, periodMax: 2, code: 136, name: 'Посылка склад-склад' },
  ],
};

function setup() {
  const context = orderSetup(cartOrder, {
    'GET /api/web/client/information': json(200, { ...clientProfileSample, cdekPvzCode: null }),
    [tariffsKey]: json(200, found),
    [createKey]: json(200, { orderId: orderIdA, orderNumber: 1042 }),
    [`GET /api/web/orders/${orderIdA}/submit-to-manager`]: json(200, {
      orderId: orderIdA,
      orderNumber: 1042,
      status: 'Ожидает проверки макетов менеджером',
    }),
  });
  const store = createCheckoutStore({ api: context.api, cartCount: { set: vi.fn() } }, orderIdA);
  return { ...context, store };
}

describe('checkout: the chosen CDEK tariff and the totals', () => {
  it('has no tariff and the goods alone until a point is chosen, then preselects the cheapest', async () => {
    const { store, fake } = setup();
    await store.load();
    expect(store.$chosenTariff.get()).toBeNull();
    expect(store.$totals.get()).toEqual({ goods: 2000, delivery: { kind: 'notChosen' }, total: 2000 });

    store.choosePickupPoint('RYZ3');
    expect(store.$state.get().values.cdekPvzCode).toBe('RYZ3');
    // A point chosen in the finder is looked up at once, without the typing pause.
    expect(fake.callsTo(tariffsKey)).toHaveLength(1);
    await vi.waitFor(() => expect(store.$chosenTariff.get()?.code).toBe(234));
    expect(store.$chosenTariff.get()).toEqual(found.tariff[0]);
    expect(store.$totals.get()).toEqual({ goods: 2000, delivery: { kind: 'amount', amount: 162 }, total: 2162 });
  });

  it('lets another tariff be chosen, ignores an unknown one, and sends only the code', async () => {
    const { store, fake } = setup();
    await store.load();
    store.choosePickupPoint('RYZ3');
    await vi.waitFor(() => expect(store.$chosenTariff.get()).not.toBeNull());
    store.chooseTariff('136');
    expect(store.$chosenTariff.get()).toMatchObject({ cost: 190, periodMin: 1, periodMax: 2 });
    expect(store.$tariffKey.get()).toBe('136');
    store.chooseTariff('999');
    expect(store.$tariffKey.get()).toBe('136');
    expect(store.$totals.get()?.total).toBe(2190);

    expect(await store.submit()).toBe(true);
    const body = fake.callsTo(createKey)[0]?.body as Record<string, unknown>;
    expect(body.cdekTariffCode).toBe(136);
    expect(body).not.toHaveProperty('deliveryCost');
  });

  it('forgets the tariff when the point or the delivery type changes', async () => {
    vi.useFakeTimers();
    const { store } = setup();
    await store.load();
    store.choosePickupPoint('RYZ3');
    await vi.advanceTimersByTimeAsync(0);
    expect(store.$chosenTariff.get()?.code).toBe(234);
    store.set('deliveryType', 'Pickup');
    expect(store.$chosenTariff.get()).toBeNull();
    expect(store.$totals.get()).toEqual({ goods: 2000, delivery: { kind: 'amount', amount: 0 }, total: 2000 });
    store.set('deliveryType', 'RussianPost');
    expect(store.$totals.get()?.delivery).toEqual({ kind: 'byManager' });
    store.set('deliveryType', 'CDEK');
    expect(store.$chosenTariff.get()).toBeNull();
    await vi.advanceTimersByTimeAsync(0);
    expect(store.$chosenTariff.get()?.code).toBe(234);
  });
});
