import { createFakeFetch, type FakeRoute, json } from '@stickers62/testkit/fake-fetch';
import { acrylItemFixture, emptyOrder, orderIdA, stickerItemFixture } from '@stickers62/testkit/fixtures';
import { createApiClient } from '../../../api/client.js';
import type { Order } from '../../../contract/index.js';
import { createLookupStore } from '../../lookup.js';
import { emptyReferenceLists } from '../../registry.js';

export const sourceOrderId = '9b1c2d3e-4f50-4a6b-8c7d-0e1f2a3b4c5d';

export const stickerItem = stickerItemFixture();

export const acrylItem = acrylItemFixture();

export const cartOrder: Order = { ...emptyOrder, orderItems: [stickerItem], cost: 2000 };

/** A fake server with the cart (order A, also reachable as `0`) and the given extra routes. */
export function orderSetup(
  order: Order = cartOrder,
  routes: Record<string, FakeRoute> = {},
  wrapFetch: (fetch: typeof globalThis.fetch) => typeof globalThis.fetch = (fetch) => fetch,
) {
  const fake = createFakeFetch({
    'GET /api/web/orders/0': json(200, order),
    [`GET /api/web/orders/${orderIdA}`]: json(200, order),
    'GET /api/web/orders/get-cart-items-count': json(200, { count: 1 }),
    ...routes,
  });
  const logged: string[] = [];
  const api = createApiClient({
    fetch: wrapFetch(fake.fetch),
    createXhr: null,
    log: (message) => logged.push(message),
  });
  const counted: number[] = [];
  const stores = {
    api,
    cartCount: {
      $state: null as never,
      refresh: async () => {
        counted.push(1);
      },
      set: () => {},
    },
    stickerPrices: createLookupStore(async () => ({ value: [], error: null }), []),
    acrylPrices: createLookupStore(async () => ({ value: [], error: null }), []),
    references: createLookupStore(async () => ({ value: emptyReferenceLists, error: null }), emptyReferenceLists),
  };
  return { fake, api, stores, logged, counted };
}
