import { createApiClient } from '@stickers62/core/api';
import { mockFetch } from '@stickers62/testkit/fake-fetch';
import { orderId, publicOrderInfo } from '@stickers62/testkit/fixtures';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPaymentCardStore } from './payment-card-store';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('payment card store', () => {
  it('loads again after being stopped, as React StrictMode does with one memoised store', async () => {
    mockFetch((url) => {
      if (url.pathname === `/api/web/public/orders/${orderId}`) return { body: publicOrderInfo };
      if (url.pathname === '/api/yookassa/is-payment-completed') return { body: { paymentStatus: 'pending' } };
      return undefined;
    });
    const store = createPaymentCardStore({ client: createApiClient({ baseUrl: '' }), orderId });
    const firstLoad = store.load(false);
    store.dispose();
    await firstLoad;
    await store.load(false);
    expect(store.$state.get().view).toBe('ready');
    expect(store.$state.get().info?.orderNumber).toBe(publicOrderInfo.orderNumber);
  });
});
