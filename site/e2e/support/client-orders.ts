import {
  createOrderForClient,
  loginWithAccessKey,
  saveStickerItem,
  updateOrderInformation,
} from '@stickers62/core/api';
import { type OrderUpdate, orderStatuses } from '@stickers62/core/contract';
import { orderUpdateBody, stickerItemBody } from '@stickers62/testkit/fixtures';
import { apiAs, apiClient } from './api.ts';

/**
 * An order a manager made for a client without an account: the client's access link signed in,
 * one sticker item of 10 sheets saved (`item` changes it), and the order moved on to work, with
 * no delivery unless `update` sets one.
 */
export async function clientOrderInWork(
  clientName: string,
  item: Parameters<typeof stickerItemBody>[0],
  update: Partial<OrderUpdate> = {},
) {
  const admin = await apiAs('admin');
  const created = await createOrderForClient(admin.api, { clientName });
  const key = new URL(created.accessLink).searchParams.get('access_key') ?? '';
  const signedIn = await loginWithAccessKey(apiClient(), key);
  if (!signedIn.success) throw new Error(signedIn.message);
  await saveStickerItem(apiClient(signedIn.data.token), '0', stickerItemBody({ count: 10, ...item }));
  await updateOrderInformation(
    admin.api,
    orderUpdateBody(created.orderId, { status: orderStatuses.inWork, ...update }),
  );
  return { admin, created };
}
