import { json } from '@stickers62/testkit/fake-fetch';
import { orderIdA } from '@stickers62/testkit/fixtures';
import { describe, expect, it, vi } from 'vitest';
import { clientProfileSample } from '../../contract/index.js';
import { tariffKey } from '../../rules/index.js';
import { cartOrder, orderSetup } from '../order/test-support/order-setup.js';
import { createCheckoutStore } from './checkout.js';
import { checkoutPromise } from './promise.js';

// Wednesday 25 November 2026, 12:00 in Moscow.
const now = new Date('2026-11-25T09:00:00Z');

function setup(tariff: { cost: number; periodMin: number; periodMax: number }[]) {
  const context = orderSetup(cartOrder, {
    'GET /api/web/client/information': json(200, clientProfileSample),
    'POST /api/cdek/get-tariffs': json(200, { tariff, address: 'Москва, ул. Ленина, 1' }),
  });
  return createCheckoutStore({ api: context.api, cartCount: { set: vi.fn() } }, orderIdA);
}

describe('checkout promise', () => {
  it("uses the chosen tariff's period (the cheapest until another is chosen) and says when it is sent and delivered", async () => {
    const store = setup([
      { cost: 350, periodMin: 2, periodMax: 4 },
      { cost: 700, periodMin: 1, periodMax: 2 },
    ]);
    await store.load();
    await vi.waitFor(() => expect(store.$state.get().cdek.status).toBe('found'));
    const shown = checkoutPromise(store.$state.get(), store.$chosenTariff.get(), now);
    // 20 sheets with a colour proof: 2 + 5 + 2 working days, then 2–4 working days by CDEK.
    expect(shown).toMatchObject({ productionDays: 9, estimated: false });
    expect(shown?.text).toBe('Отправим до 8 декабря, получите 10–14 декабря');
    // The quicker, dearer tariff: 1–2 working days after the same send date.
    const quicker = store.$state.get().cdek;
    if (quicker.status !== 'found' || !quicker.tariffs[1]) throw new Error('two tariffs were found');
    store.chooseTariff(tariffKey(quicker.tariffs[1]));
    expect(checkoutPromise(store.$state.get(), store.$chosenTariff.get(), now)?.text).toBe(
      'Отправим до 8 декабря, получите 9–10 декабря',
    );
  });

  it('estimates by the business terms while no tariff is found, and switches with the delivery type', async () => {
    const store = setup([]);
    await store.load();
    await vi.waitFor(() => expect(store.$state.get().cdek.status).toBe('empty'));
    expect(checkoutPromise(store.$state.get(), store.$chosenTariff.get(), now)?.estimated).toBe(true);
    store.set('deliveryType', 'Pickup');
    expect(checkoutPromise(store.$state.get(), store.$chosenTariff.get(), now)?.text).toMatch(
      /^Будет готов к выдаче до /,
    );
    store.set('deliveryType', 'RussianPost');
    expect(checkoutPromise(store.$state.get(), store.$chosenTariff.get(), now)?.text).toMatch(
      /^Отправим до .*Почтой России/,
    );
  });
});
