import type { Order } from '@stickers62/core/contract';
import { referenceListPaths } from '@stickers62/core/contract';
import { getShopStores } from '@stickers62/core/stores';
import { acrylItemFixture, stickerItemFixture } from '../../../../core/src/test-support/items';
import { acrylPrices, orderId, referenceLists, stickerPrices } from '../../test-support/fixtures';
import type { MockAnswer } from '../../test-support/mock-fetch';

export const stickerItem = stickerItemFixture({ comment: null });

export const acrylItem = acrylItemFixture({ fileName: 'keyring.psd', status: 'Макет загружен' });

export const cart: Order = {
  id: orderId,
  number: 1042,
  status: 'Создан',
  createDate: '2026-11-20T10:00:00+03:00',
  manager: null,
  approximalSendDate: null,
  sendDate: null,
  deliveryType: null,
  trackNumber: null,
  cost: 3200,
  payed: false,
  acrylUploaded: false,
  acrylFileName: null,
  orderItems: [stickerItem],
  acrylOrderItems: [acrylItem],
};

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
