import { createApiClient } from '../../../api/client.js';
import { createFakeFetch, type FakeRoute, json } from '../../../api/test-support/fake-fetch.js';
import { emptyOrder, orderIdA } from '../../../api/test-support/fixtures.js';
import type { AcrylItem, Order, StickerItem } from '../../../contract/index.js';
import { createLookupStore } from '../../lookup.js';
import { emptyReferenceLists } from '../../registry.js';

export const sourceOrderId = '9b1c2d3e-4f50-4a6b-8c7d-0e1f2a3b4c5d';

export const stickerItem: StickerItem = {
  id: 11,
  name: 'Котики',
  comment: 'без фона',
  cuttingType: 'Contour',
  filmType: 'Белая',
  laminationType: 'Glossy',
  count: 20,
  width: 210,
  height: 297,
  isColorProof: true,
  isFileInOtherItem: false,
  otherItem: null,
  fileName: null,
  status: null,
  cost: 2000,
};

export const acrylItem: AcrylItem = {
  id: 21,
  name: 'Брелок',
  comment: null,
  materialType: 'Прозрачный 2 мм',
  printType: 'Односторонняя',
  acrylType: 'Брелок',
  fittings: ['Карабин'],
  count: 10,
  width: 50,
  height: 50,
  isColorProof: false,
  isFileInOtherItem: false,
  otherItem: null,
  fileName: null,
  status: null,
  cost: 1200,
};

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
