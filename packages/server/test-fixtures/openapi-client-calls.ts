/**
 * Calls a partner makes with a client generated from the shop's OpenAPI document
 * (openapi-typescript + openapi-fetch). Type-checked by packages/server/test/http/openapi-client.test.ts
 * against `./api.d.ts` generated there; not compiled with the server.
 */
import { stickerItemSample } from '@stickers62/core/contract';
import createClient from 'openapi-fetch';
import type { paths } from './api.js';

const shop = createClient<paths>({ baseUrl: 'https://stickers62.shop' });

export async function partnerJourney(layout: Uint8Array<ArrayBuffer>): Promise<number> {
  // Sign-in: the access token is a string.
  const signedIn = await shop.POST('/api/auth/login', { body: { username: 'partner', password: 'secret-password' } });
  const token: string | undefined = signedIn.data?.token;
  const headers = { Authorization: `Bearer ${token}` };

  // The cart: its number and size are numbers.
  const cart = await shop.GET('/api/web/cart', { headers });
  const cartSize: number | undefined = cart.data?.itemsCount;

  // An item save: a new sticker position (id 0) of the cart (order id `0`).
  const saved = await shop.POST('/api/web/stickers/{id}/save', {
    headers,
    params: { path: { id: '0' } },
    body: { id: 0, ...stickerItemSample },
  });
  const itemName: string | undefined = saved.data?.name;

  // An upload: the bytes as the body, their name in the query.
  const uploaded = await shop.POST('/api/web/files/{orderId}/{kind}/{itemName}/upload', {
    headers: { ...headers, 'Content-Type': 'application/octet-stream' },
    params: {
      path: { orderId: '0', kind: 'stickers', itemName: itemName ?? 'Котики' },
      query: { fileName: 'cats.png' },
    },
    body: new Blob([layout]),
    bodySerializer: (body) => body,
  });
  const fileName: string | undefined = uploaded.data?.fileName;

  // The manager's list: a query number is a number, and so is an order's number.
  const views = await shop.GET('/api/stickers/orders/get-order-views', {
    headers,
    params: { query: { offset: 0, orderNumber: 1042, isUrgent: true } },
  });
  const orderNumber: number | undefined = views.data?.[0]?.orderNumber;

  // A number where the document wants a number is refused, and the other way round.
  // @ts-expect-error offset is an integer, not text
  await shop.GET('/api/stickers/orders/get-order-views', { params: { query: { offset: '0' } } });
  // @ts-expect-error a yes-or-no filter is a boolean
  await shop.GET('/api/stickers/orders/get-order-views', { params: { query: { isUrgent: 'true' } } });
  // @ts-expect-error the order number is a number too
  await shop.GET('/api/stickers/orders/get-order-views', { params: { query: { orderNumber: '1042' } } });
  // @ts-expect-error count is a number, not text
  const wrongCount: string | undefined = saved.data?.count;

  return [cartSize, orderNumber, fileName, wrongCount].length;
}
