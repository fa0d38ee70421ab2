import type { Order } from '@stickers62/core/contract';
import { referenceListPaths } from '@stickers62/core/contract';
import { getShopStores } from '@stickers62/core/stores';
import type { MockAnswer } from '@stickers62/testkit/fake-fetch';
import {
  acrylItemFixture,
  orderFixture,
  orderId,
  referenceLists,
  stickerItemFixture,
} from '@stickers62/testkit/fixtures';
import { acrylPrices, stickerPrices } from '@stickers62/testkit/prices';

/**
 * The host's addresses the order screens lead to; not the site's own, so a screen that wrote an
 * address by hand instead of taking the host's would fail.
 */
export const screenPaths = { orders: '/host/my-orders' };

export const stickerItem = stickerItemFixture({ comment: null });

export const acrylItem = acrylItemFixture({ fileName: 'keyring.psd', status: 'Макет загружен' });

export const cart: Order = orderFixture({
  id: orderId,
  cost: 3200,
  orderItems: [stickerItem],
  acrylOrderItems: [acrylItem],
});

/** Reference lists and price lists as the server answers them. */
export function lookupRoutes(url: URL): MockAnswer | undefined {
  for (const [name, segment] of Object.entries(referenceListPaths)) {
    if (url.pathname === `/api/stickers/references/${segment}`) {
      return { body: referenceLists[name as keyof typeof referenceListPaths] };
    }
  }
  if (url.pathname === '/api/stickers/prices/get-stickers-prices-views') return { body: stickerPrices };
  if (url.pathname === '/api/stickers/prices/get-acryl-prices-views') return { body: acrylPrices };
  return undefined;
}

let serverNumber = 0;
/** Stores are shared per API address: each test gets its own, uploading by fetch (no XHR) and never waiting between retries. */
export function freshApiBase(): string {
  serverNumber += 1;
  const apiBase = `https://shop-orders${serverNumber}.test`;
  getShopStores(apiBase, { sleep: async () => {}, createXhr: null, log: () => {} });
  return apiBase;
}
