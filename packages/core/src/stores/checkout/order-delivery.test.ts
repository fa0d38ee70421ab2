import { json } from '@stickers62/testkit/fake-fetch';
import {
  orderIdA,
  pickupChoice,
  ryazanPointChoice,
  ryazanPointChosen,
  ryazanPointTariffs,
} from '@stickers62/testkit/fixtures';
import { describe, expect, it, vi } from 'vitest';
import { isDeliveryChoiceOpen } from '../../rules/index.js';
import { checkoutTexts, orderDeliveryTexts } from '../../texts/index.js';
import { orderSetup } from '../order/test-support/order-setup.js';
import { createOrderDeliveryStore } from './order-delivery.js';

const tariffsKey = 'POST /api/cdek/get-tariffs';
const chooseKey = `POST /api/web/orders/${orderIdA}/delivery`;
function setup(chooseAnswer = json(200, ryazanPointChosen)) {
  const context = orderSetup(undefined, { [tariffsKey]: json(200, ryazanPointTariffs), [chooseKey]: chooseAnswer });
  const onChosen = vi.fn();
  const store = createOrderDeliveryStore({ api: context.api, orderId: orderIdA, onChosen });
  return { ...context, store, onChosen };
}

describe('the order-link page: when the delivery choice is open', () => {
  it('is open for an unpaid order without a delivery, before it is packed', () => {
    expect(isDeliveryChoiceOpen({ status: 'В работе', payed: false, deliveryType: null })).toBe(true);
    expect(isDeliveryChoiceOpen({ status: 'Создан', payed: false, deliveryType: ' ' })).toBe(true);
    expect(isDeliveryChoiceOpen({ status: 'В работе', payed: true, deliveryType: null })).toBe(false);
    expect(isDeliveryChoiceOpen({ status: 'В работе', payed: false, deliveryType: 'CDEK' })).toBe(false);
    for (const status of ['Готов к отправке', 'Отправлен', 'Отменен']) {
      expect(isDeliveryChoiceOpen({ status, payed: false, deliveryType: null })).toBe(false);
    }
  });
});

describe('the order-link page: the delivery choice store', () => {
  it('checks the receiver like the checkout and wants a priced tariff', async () => {
    const { store, fake } = setup();
    expect(await store.submit()).toBe(false);
    expect(store.$state.get().errors).toMatchObject({
      receiverCredentials: checkoutTexts.receiverRequired,
      phoneNumber: checkoutTexts.phoneRequired,
    });
    store.set('receiverCredentials', 'Иванова Анна');
    store.set('phoneNumber', '89101234567');
    expect(store.$state.get().values.phoneNumber).not.toBe('89101234567');
    expect(store.$state.get().errors.receiverCredentials).toBeUndefined();
    expect(await store.submit()).toBe(false);
    expect(store.$state.get().errors.cdekPvzCode).toBeDefined();
    expect(fake.callsTo(chooseKey)).toHaveLength(0);
  });

  it('looks the point up, preselects the cheapest, sends only the chosen code and keeps what the server stored', async () => {
    const { store, fake, onChosen } = setup();
    store.set('receiverCredentials', 'Иванова Анна');
    store.set('phoneNumber', '+7 910 123-45-67');
    await store.choosePickupPoint('RYZ3');
    expect(fake.callsTo(tariffsKey)[0]?.body).toMatchObject({ cdekPvzCode: 'RYZ3', orderId: orderIdA });
    expect(store.$chosenTariff.get()?.code).toBe(234);
    store.chooseTariff('136');
    store.chooseTariff('999');
    expect(store.$chosenTariff.get()?.code).toBe(136);

    expect(await store.submit()).toBe(true);
    const body = fake.callsTo(chooseKey)[0]?.body as Record<string, unknown>;
    expect(body).toEqual(ryazanPointChoice);
    expect(store.$state.get().chosen).toEqual(ryazanPointChosen);
    expect(onChosen).toHaveBeenCalledWith(ryazanPointChosen);
    // Chosen once: a second press sends nothing.
    expect(await store.submit()).toBe(false);
    expect(fake.callsTo(chooseKey)).toHaveLength(1);
  });

  it("shows the server's refusal and lets the customer try again", async () => {
    const { store, onChosen } = setup(json(503, { message: checkoutTexts.cdekPricingUnavailable }));
    store.set('receiverCredentials', 'Иванова Анна');
    store.set('phoneNumber', '79101234567');
    await store.choosePickupPoint('RYZ3');
    expect(await store.submit()).toBe(false);
    expect(store.$state.get()).toMatchObject({
      saving: false,
      chosen: null,
      error: checkoutTexts.cdekPricingUnavailable,
    });
    expect(onChosen).not.toHaveBeenCalled();
  });

  it("offers the checkout's other ways: pickup needs no point, Russian Post its address and index", async () => {
    const { store, fake } = setup(
      json(200, { ...ryazanPointChosen, deliveryType: 'Pickup', deliveryCost: 0, cost: 2000 }),
    );
    store.set('receiverCredentials', 'Иванова Анна');
    store.set('phoneNumber', '79101234567');
    store.chooseType('RussianPost');
    expect(await store.submit()).toBe(false);
    expect(store.$state.get().errors).toEqual({
      deliveryAddress: checkoutTexts.addressRequired,
      postIndex: checkoutTexts.postIndexRequired,
    });
    expect(store.$state.get().error).toBeNull();
    store.chooseType('Pickup');
    expect(store.$state.get().errors).toEqual({});
    expect(await store.submit()).toBe(true);
    expect(fake.callsTo(tariffsKey)).toHaveLength(0);
    expect(fake.callsTo(chooseKey)[0]?.body).toEqual(pickupChoice);
  });

  it('sends the post address and index, and no CDEK point found before', async () => {
    const { store, fake } = setup(json(200, { ...ryazanPointChosen, deliveryType: 'RussianPost', deliveryCost: 0 }));
    store.set('receiverCredentials', 'Иванова Анна');
    store.set('phoneNumber', '79101234567');
    await store.choosePickupPoint('RYZ3');
    store.chooseType('RussianPost');
    store.set('deliveryAddress', ' Рязань, ул. Есенина, 13, кв. 5 ');
    store.set('postIndex', '390000');
    expect(await store.submit()).toBe(true);
    expect(fake.callsTo(chooseKey)[0]?.body).toEqual({
      receiverCredentials: 'Иванова Анна',
      phoneNumber: '79101234567',
      deliveryType: 'RussianPost',
      deliveryAddress: 'Рязань, ул. Есенина, 13, кв. 5',
      cdekPvzCode: null,
      postIndex: '390000',
    });
  });

  it('says a point is needed when the point has no tariffs', async () => {
    const context = orderSetup(undefined, {
      [tariffsKey]: json(200, { address: ryazanPointTariffs.address, tariff: [] }),
    });
    const store = createOrderDeliveryStore({ api: context.api, orderId: orderIdA });
    store.set('receiverCredentials', 'Иванова Анна');
    store.set('phoneNumber', '79101234567');
    await store.choosePickupPoint('RYZ3');
    expect(store.$state.get().cdek.status).toBe('empty');
    expect(await store.submit()).toBe(false);
    expect(store.$state.get().error).toBe(orderDeliveryTexts.pointRequired);
  });
});
