import { createFakeFetch, type FakeRoute, json } from '@stickers62/testkit/fake-fetch';
import { orderIdA, publicOrderInfo } from '@stickers62/testkit/fixtures';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../api/client.js';
import { orderTexts, paymentTexts } from '../../texts/index.js';
import { createPaymentCardStore } from './payment-card.js';
import { paymentCheckPollMs } from './payment-poll.js';

const infoKey = `GET /api/web/public/orders/${orderIdA}`;
const statusKey = 'GET /api/yookassa/is-payment-completed';
const linkKey = 'GET /api/yookassa/create-payment-link';

/** The public order info and the given payment statuses one after another ('fail' answers 500); an empty `orderId` is none. */
function cardSetup(statuses: string[], routes: Record<string, FakeRoute> = {}, orderId = orderIdA) {
  let check = 0;
  const fake = createFakeFetch({
    [infoKey]: json(200, publicOrderInfo),
    [statusKey]: () => {
      const paymentStatus = statuses[Math.min(check, statuses.length - 1)];
      check += 1;
      return paymentStatus === 'fail' ? json(500, { message: 'x' }) : json(200, { paymentStatus });
    },
    [linkKey]: json(200, { url: 'https://pay.test/checkout' }),
    ...routes,
  });
  const logged: string[] = [];
  const api = createApiClient({ fetch: fake.fetch, createXhr: null, log: (message) => logged.push(message) });
  const onPaid = vi.fn();
  const navigate = vi.fn();
  const store = createPaymentCardStore({ api, orderId: orderId || undefined, onPaid, navigate });
  return { fake, store, onPaid, navigate, logged };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('payment card store', () => {
  it('loads again after being stopped, as React StrictMode does with one memoised store', async () => {
    const { store } = cardSetup(['pending']);
    const firstLoad = store.load(false);
    store.dispose();
    await firstLoad;
    await store.load(false);
    expect(store.$state.get().view).toBe('ready');
    expect(store.$state.get().info?.orderNumber).toBe(publicOrderInfo.orderNumber);
  });

  it('shows an order that is already paid as paid, and a failed first look not at all', async () => {
    const paid = cardSetup(['success']);
    await paid.store.load(false);
    await vi.waitFor(() => expect(paid.store.$state.get().view).toBe('paid'));
    expect(paid.store.$state.get().checkMessage).toBe(orderTexts.paymentSucceeded);
    expect(paid.onPaid).toHaveBeenCalledWith(publicOrderInfo);

    const unknown = cardSetup(['fail']);
    await unknown.store.load(false);
    await vi.waitFor(() => expect(unknown.logged).toEqual([orderTexts.paymentCheckFailedLog]));
    expect(unknown.store.$state.get()).toMatchObject({ view: 'ready', checkMessage: null, checking: false });
  });

  it('looks once on load, quietly, while the order is not paid', async () => {
    vi.useFakeTimers();
    const { store, fake } = cardSetup(['pending']);
    await store.load(false);
    await vi.waitFor(() => expect(fake.callsTo(statusKey)).toHaveLength(1));
    await vi.advanceTimersByTimeAsync(paymentCheckPollMs * 3);
    expect(fake.callsTo(statusKey)).toHaveLength(1);
    expect(store.$state.get()).toMatchObject({ view: 'ready', checking: false, checkMessage: null });
  });

  it.each([
    [404, paymentTexts.notFound],
    [500, paymentTexts.loadError],
  ])('shows the error view when the order info answers %i', async (status, text) => {
    const { store } = cardSetup(['pending'], { [infoKey]: json(status, { message: 'Not found' }) });
    await store.load(false);
    expect(store.$state.get()).toMatchObject({ view: 'error', error: text });
  });

  it('says the id is wrong when there is none, and asks nothing', async () => {
    const { store, fake } = cardSetup(['pending'], {}, '');
    await store.load(true);
    store.startChecking();
    await store.pay('ivan@example.ru', false);
    expect(store.$state.get()).toMatchObject({ view: 'error', error: paymentTexts.invalidId, checking: false });
    expect(fake.calls).toEqual([]);
  });

  it('reads the order again once when the newest payment was returned, still saying it awaits payment', async () => {
    vi.useFakeTimers();
    const lastRefund = { amount: 990, reason: 'stale', createDate: '2026-11-28T10:00:00.000Z' };
    let infoReads = 0;
    const { store, fake } = cardSetup(['refunded'], {
      [infoKey]: () => {
        infoReads += 1;
        return json(200, infoReads === 1 ? publicOrderInfo : { ...publicOrderInfo, cost: 1490, lastRefund });
      },
    });
    await store.load(true);
    await vi.waitFor(() => expect(store.$state.get().info?.lastRefund).toEqual(lastRefund));
    expect(store.$state.get()).toMatchObject({ checking: true, checkMessage: orderTexts.awaitingPayment });
    expect(store.$state.get().info?.cost).toBe(1490);
    await vi.advanceTimersByTimeAsync(paymentCheckPollMs * 2);
    expect(fake.callsTo(statusKey)).toHaveLength(3);
    expect(infoReads).toBe(2);
  });

  it("'Проверить платеж' checks every 7 seconds until the payment arrives", async () => {
    vi.useFakeTimers();
    const { store, fake, onPaid } = cardSetup(['pending', 'pending', 'pending', 'success']);
    await store.load(false);
    store.startChecking();
    expect(store.$state.get()).toMatchObject({ checking: true, checkMessage: paymentTexts.checking });
    store.startChecking();
    await vi.waitFor(() => expect(fake.callsTo(statusKey)).toHaveLength(2));
    await vi.advanceTimersByTimeAsync(paymentCheckPollMs - 1);
    expect(store.$state.get().checkMessage).toBe(orderTexts.awaitingPayment);
    expect(fake.callsTo(statusKey)).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(fake.callsTo(statusKey)).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(paymentCheckPollMs);
    expect(store.$state.get()).toMatchObject({ view: 'paid', checking: false });
    expect(onPaid).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(paymentCheckPollMs * 3);
    expect(fake.callsTo(statusKey)).toHaveLength(4);
  });

  it('stops checking and says so when a check fails', async () => {
    vi.useFakeTimers();
    const { store, fake } = cardSetup(['pending', 'fail']);
    await store.load(false);
    store.startChecking();
    await vi.waitFor(() => expect(store.$state.get().checkMessage).toBe(orderTexts.paymentCheckFailed));
    expect(store.$state.get().checking).toBe(false);
    await vi.advanceTimersByTimeAsync(paymentCheckPollMs * 3);
    expect(fake.callsTo(statusKey)).toHaveLength(2);
  });

  it('checks at once in payment-completed mode, and stops when disposed', async () => {
    vi.useFakeTimers();
    const { store, fake } = cardSetup(['pending']);
    await store.load(true);
    await vi.waitFor(() => expect(fake.callsTo(statusKey)).toHaveLength(1));
    store.dispose();
    await vi.advanceTimersByTimeAsync(paymentCheckPollMs * 3);
    expect(fake.callsTo(statusKey)).toHaveLength(1);
  });

  it('pays by card or SBP after the e-mail rules', async () => {
    const { store, fake, navigate } = cardSetup(['pending']);
    await store.load(false);
    await store.pay('', false);
    expect(store.$state.get().payError).toBe(paymentTexts.fillAll);
    await store.pay('ivan@', false);
    expect(store.$state.get()).toMatchObject({ payError: paymentTexts.invalidEmail, emailRefused: true });
    await store.pay(' ivan@example.ru ', true);
    expect(navigate).toHaveBeenCalledWith('https://pay.test/checkout');
    expect(store.$state.get()).toMatchObject({ paying: false, payError: null, emailRefused: false });
    const query = fake.callsTo(linkKey)[0]?.url.searchParams;
    expect(query?.get('email')).toBe('ivan@example.ru');
    expect(query?.get('sbpOnly')).toBe('true');
  });

  it("shows the server's reason when the link cannot be made, else 'Не удалось создать ссылку на оплату!'", async () => {
    const { store, fake, navigate } = cardSetup(['pending'], {
      [linkKey]: json(400, { message: paymentTexts.notPayable }),
    });
    await store.load(false);
    await store.pay('ivan@example.ru', false);
    // The server's refusal is not about the e-mail: the field is not marked.
    expect(store.$state.get()).toMatchObject({ paying: false, payError: paymentTexts.notPayable, emailRefused: false });
    fake.routes[linkKey] = json(502);
    await store.pay('ivan@example.ru', false);
    expect(store.$state.get().payError).toBe(paymentTexts.linkFailed);
    expect(navigate).not.toHaveBeenCalled();
  });
});
