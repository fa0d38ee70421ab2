import { json } from '@stickers62/testkit/fake-fetch';
import { orderIdA } from '@stickers62/testkit/fixtures';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clientProfileSample } from '../../contract/index.js';
import { checkoutTexts, orderTexts } from '../../texts/index.js';
import { cartOrder, orderSetup } from '../order/test-support/order-setup.js';
import { cdekLookupDebounceMs, checkoutRedirectMs, createCheckoutStore } from './checkout.js';

afterEach(() => {
  vi.useRealTimers();
});

const infoKey = 'GET /api/web/client/information';
const tariffsKey = 'POST /api/cdek/get-tariffs';
const createKey = 'POST /api/web/orders/create-order-from-cart';
const submitKey = `GET /api/web/orders/${orderIdA}/submit-to-manager`;
const tariffs = { tariff: [{ cost: 350, periodMin: 2, periodMax: 4 }], address: 'Москва, ул. Ленина, 1' };

function setup(routes: Parameters<typeof orderSetup>[1] = {}) {
  const context = orderSetup(cartOrder, {
    [infoKey]: json(200, clientProfileSample),
    [tariffsKey]: json(200, tariffs),
    [createKey]: json(200, { orderId: orderIdA, orderNumber: 1042 }),
    [submitKey]: json(200, { orderId: orderIdA, orderNumber: 1042, status: 'Ожидает проверки макетов менеджером' }),
    ...routes,
  });
  const cartCount = { set: vi.fn() };
  const store = createCheckoutStore({ api: context.api, cartCount }, orderIdA);
  return { ...context, store, cartCount };
}

describe('checkout store', () => {
  it('prefills saved data and looks the saved pickup point up', async () => {
    const { store, fake } = setup();
    await store.load();
    expect(store.$state.get().values).toMatchObject({
      receiverCredentials: 'Иванов Иван',
      phoneNumber: '+7 (910) 123 45 67',
      cdekPvzCode: 'MSK123',
      deliveryType: 'CDEK',
      saveToProfile: true,
    });
    await vi.waitFor(() =>
      expect(store.$state.get().cdek).toEqual({ status: 'found', address: tariffs.address, tariffs: tariffs.tariff }),
    );
    expect(fake.callsTo(tariffsKey)[0]?.body).toEqual({ cdekPvzCode: 'MSK123', weight: 1000, orderId: orderIdA });
  });

  it("warns 'Не удалось загрузить сохраненные данные' and still works", async () => {
    const { store } = setup({ [infoKey]: json(500) });
    await store.load();
    expect(store.$state.get()).toMatchObject({ phase: 'ready', savedDataFailed: true, cdek: { status: 'none' } });
  });

  it('sends an order that is no longer editable to /completed/{id}', async () => {
    const { store } = setup({ [`GET /api/web/orders/${orderIdA}`]: json(200, { ...cartOrder, status: 'В работе' }) });
    await store.load();
    expect(store.$state.get().redirectTo).toBe(`/completed/${orderIdA}`);
  });

  it('maps a load failure to its section-8 text', async () => {
    const { store } = setup({ [`GET /api/web/orders/${orderIdA}`]: json(403) });
    await store.load();
    expect(store.$state.get()).toMatchObject({ phase: 'failed', loadError: orderTexts.loadNoAccess });
  });

  it('debounces the lookup on typing and shows every panel state', async () => {
    vi.useFakeTimers();
    const { store, fake } = setup({ [infoKey]: json(200, { ...clientProfileSample, cdekPvzCode: null }) });
    await store.load();
    expect(store.$state.get().cdek).toEqual({ status: 'none' });
    store.set('cdekPvzCode', 'M');
    store.set('cdekPvzCode', 'MSK9');
    await vi.advanceTimersByTimeAsync(cdekLookupDebounceMs - 1);
    expect(fake.callsTo(tariffsKey)).toHaveLength(0);
    fake.routes[tariffsKey] = json(200, { tariff: [], address: 'Москва' });
    await vi.advanceTimersByTimeAsync(1);
    expect(store.$state.get().cdek).toEqual({ status: 'empty', address: 'Москва' });
    expect(fake.callsTo(tariffsKey)).toHaveLength(1);

    fake.routes[tariffsKey] = json(400, { message: 'ПВЗ с кодом X не найден' });
    store.set('cdekPvzCode', 'X');
    await vi.advanceTimersByTimeAsync(cdekLookupDebounceMs);
    expect(store.$state.get().cdek).toEqual({ status: 'error', message: 'ПВЗ с кодом X не найден' });
    fake.routes[tariffsKey] = json(502);
    store.set('cdekPvzCode', 'Y');
    await vi.advanceTimersByTimeAsync(cdekLookupDebounceMs);
    expect(store.$state.get().cdek).toEqual({ status: 'error', message: checkoutTexts.cdekErrorFallback });

    store.set('deliveryType', 'Pickup');
    expect(store.$state.get().cdek).toEqual({ status: 'none' });
    // Back to CDEK with the same code: looked up again, since the panel was emptied.
    store.set('deliveryType', 'CDEK');
    await vi.advanceTimersByTimeAsync(0);
    expect(fake.callsTo(tariffsKey)).toHaveLength(4);
  });

  it('checks the fields per delivery type before sending', async () => {
    const { store, fake } = setup({
      [infoKey]: json(200, { ...clientProfileSample, receiptFio: null, cdekPvzCode: null }),
    });
    await store.load();
    store.set('deliveryType', 'RussianPost');
    store.set('phoneNumber', '+0123');
    expect(await store.submit()).toBe(false);
    expect(store.$state.get().errors).toEqual({
      receiverCredentials: checkoutTexts.receiverRequired,
      phoneNumber: checkoutTexts.phoneInvalid,
      deliveryAddress: checkoutTexts.addressRequired,
      postIndex: checkoutTexts.postIndexRequired,
    });
    store.set('receiverCredentials', 'Петров Пётр');
    expect(store.$state.get().errors.receiverCredentials).toBeUndefined();
    expect(fake.callsTo(createKey)).toHaveLength(0);
  });

  it('creates the order, submits it, resets the cart counter and goes on after 3 s', async () => {
    vi.useFakeTimers();
    const { store, fake, cartCount } = setup();
    await store.load();
    store.set('saveToProfile', false);
    expect(await store.submit()).toBe(true);
    expect(fake.callsTo(createKey)[0]?.body).toEqual({
      id: orderIdA,
      receiverCredentials: 'Иванов Иван',
      phoneNumber: '79101234567',
      deliveryType: 'CDEK',
      deliveryAddress: null,
      cdekPvzCode: 'MSK123',
      postIndex: null,
      saveToProfile: false,
    });
    expect(fake.callsTo(submitKey)).toHaveLength(1);
    expect(cartCount.set).toHaveBeenCalledWith(0);
    expect(store.$state.get().result).toEqual({ tone: 'success', text: checkoutTexts.created(1042) });
    await vi.advanceTimersByTimeAsync(checkoutRedirectMs - 1);
    expect(store.$state.get().redirectTo).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(store.$state.get().redirectTo).toBe(`/completed/${orderIdA}`);
  });

  it('accepts the phone as the profile shows it or as pasted, and sends digits only', async () => {
    const { store, fake } = setup();
    await store.load();
    for (const typed of ['+7 (920) 555 11 22', '+7 920 555-11-22', '8 920 555 11 22', '9205551122']) {
      store.set('phoneNumber', typed);
      expect(store.$state.get().values.phoneNumber).toBe('+7 (920) 555 11 22');
    }
    expect(await store.submit()).toBe(true);
    expect(fake.callsTo(createKey)[0]?.body).toMatchObject({ phoneNumber: '79205551122' });
  });

  it.each([
    [{ [createKey]: json(400, { message: 'В заказе нет позиций' }) }, 'В заказе нет позиций'],
    [{ [createKey]: json(500) }, checkoutTexts.createFailed],
    [{ [submitKey]: json(500) }, orderTexts.submitFailedAlert],
  ])('shows why sending failed (%#)', async (routes, text) => {
    const { store, cartCount } = setup(routes);
    await store.load();
    expect(await store.submit()).toBe(false);
    expect(store.$state.get().result).toEqual({ tone: 'error', text });
    expect(cartCount.set).not.toHaveBeenCalled();
  });
});
