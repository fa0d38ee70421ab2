import {
  type ApiClient,
  createOrderForClient,
  getAdminOrder,
  loginWithAccessKey,
  saveAcrylItem,
  saveStickerItem,
  updateOrderInformation,
} from '@stickers62/core/api';
import { acrylItemBody, orderUpdateBody, stickerItemBody } from '@stickers62/testkit/fixtures';
import { apiClient } from './support/index.ts';

export interface SeededOrder {
  id: string;
  number: number;
  clientName: string;
  stickers: number;
  acryl: number;
  payed: boolean;
  cost: number;
  accessKey: string;
}

export const accessKeyOf = (link: string) => new URL(link).searchParams.get('access_key') ?? '';

/**
 * One order the way a manager starts one for a client who writes in VK: a draft made by the
 * manager, items added by the client through the access link, then marked paid by the manager.
 */
export async function seedOrder(
  admin: ApiClient,
  clientName: string,
  shape: { stickers: number; acryl: number; payed: boolean; status?: string },
): Promise<SeededOrder> {
  const created = await createOrderForClient(admin, { clientName });
  const accessKey = accessKeyOf(created.accessLink);
  const signedIn = await loginWithAccessKey(apiClient(), accessKey);
  if (!signedIn.success) throw new Error(`access key sign-in failed: ${signedIn.message}`);
  const client = apiClient(signedIn.data.token);
  for (let index = 0; index < shape.stickers; index++) {
    await saveStickerItem(client, created.orderId, stickerItemBody({ name: `Стикер ${index + 1}` }));
  }
  for (let index = 0; index < shape.acryl; index++) {
    await saveAcrylItem(client, created.orderId, acrylItemBody({ name: `Брелок ${index + 1}` }));
  }
  await updateOrderInformation(
    admin,
    orderUpdateBody(created.orderId, { isPayed: shape.payed, ...(shape.status ? { status: shape.status } : {}) }),
  );
  const stored = await getAdminOrder(admin, created.orderId);
  return {
    id: created.orderId,
    number: created.orderNumber,
    clientName,
    stickers: shape.stickers,
    acryl: shape.acryl,
    payed: shape.payed,
    cost: stored.cost,
    accessKey,
  };
}
