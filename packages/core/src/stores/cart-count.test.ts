import { createFakeFetch, json } from '@stickers62/testkit/fake-fetch';
import { customer } from '@stickers62/testkit/fixtures';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../api/client.js';
import { createCartCountStore } from './cart-count.js';
import { createSessionStore } from './session.js';
import { memoryStorage } from './storage.js';

const countKey = 'GET /api/web/orders/get-cart-items-count';

function setup(stored?: string) {
  const fake = createFakeFetch({
    'GET /api/auth/verify': (call) => (call.headers.authorization === 'Bearer good' ? json(200, customer) : json(401)),
    'POST /api/auth/refresh': json(401),
    'POST /api/auth/logout': json(204),
    'POST /api/auth/login': json(200, { token: 'good', refreshToken: 'r' }),
    [countKey]: json(200, { count: 4 }),
  });
  const api = createApiClient({ fetch: fake.fetch, createXhr: null });
  const session = createSessionStore({ api, storage: memoryStorage(stored ? { accessToken: stored } : {}) });
  const cartCount = createCartCountStore(api, session);
  return { fake, session, cartCount };
}

describe('cart count store', () => {
  it('loads the count on first subscription once the stored session is verified', async () => {
    const { cartCount, fake } = setup('good');
    const unsubscribe = cartCount.$state.listen(() => {});
    await vi.waitFor(() => expect(cartCount.$state.get().value).toBe(4));
    expect(fake.callsTo(countKey)).toHaveLength(1);
    expect(cartCount.$state.get()).toEqual({ value: 4, loading: false, error: null });
    unsubscribe();
  });

  it('stays 0 for a guest without asking the server', async () => {
    const { cartCount, fake, session } = setup();
    const unsubscribe = cartCount.$state.listen(() => {});
    await session.start();
    await cartCount.refresh();
    expect(cartCount.$state.get().value).toBe(0);
    expect(fake.callsTo(countKey)).toHaveLength(0);
    unsubscribe();
  });

  it('loads after a sign-in and empties on logout', async () => {
    const { cartCount, session } = setup();
    const unsubscribe = cartCount.$state.listen(() => {});
    await session.start();

    await session.login({ username: 'anna', password: 'secret-123' });
    await vi.waitFor(() => expect(cartCount.$state.get().value).toBe(4));

    await session.logout();
    expect(cartCount.$state.get()).toEqual({ value: 0, loading: false, error: null });
    unsubscribe();
  });

  it('keeps the section-8 failure for the header to ignore or show', async () => {
    const { cartCount, session, fake } = setup('good');
    fake.routes[countKey] = json(403, { message: 'Нет доступа' });
    const unsubscribe = cartCount.$state.listen(() => {});
    await session.start();
    await cartCount.refresh();
    expect(cartCount.$state.get()).toMatchObject({
      value: 0,
      loading: false,
      error: { kind: 'noAccess', message: 'Нет доступа к данному заказу' },
    });
    unsubscribe();
  });

  it('set() takes the number the caller knows, e.g. 0 after checkout', async () => {
    const { cartCount, session } = setup('good');
    await session.start();
    await cartCount.refresh();
    cartCount.set(0);
    expect(cartCount.$state.get().value).toBe(0);
  });

  it('shares one request between overlapping refreshes', async () => {
    const { cartCount, session, fake } = setup('good');
    await session.start();
    await Promise.all([cartCount.refresh(), cartCount.refresh()]);
    expect(fake.callsTo(countKey)).toHaveLength(1);
  });
});
