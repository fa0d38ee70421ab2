import {
  type ApiClient,
  createOrderForClient,
  getAdminOrder,
  loginWithAccessKey,
  saveAcrylItem,
  saveStickerItem,
  updateOrderInformation,
} from '@stickers62/core/api';
import type { AcrylItemSaveRequest, StickerItemSaveRequest } from '@stickers62/core/contract';
import { apiClient } from './support/index.ts';

/** A sticker item the seeded price list prices. */
export const stickerBody = (name: string): StickerItemSaveRequest => ({
  name,
  comment: null,
  cuttingType: 'Contour',
  filmType: 'Белая глянцевая',
  laminationType: 'Glossy',
  count: 20,
  width: 100,
  height: 100,
  isColorProof: true,
  isFileInOtherItem: false,
  otherItem: null,
});

export const acrylBody = (name: string): AcrylItemSaveRequest => ({
  name,
  comment: null,
  materialType: 'Прозрачный 2 мм',
  printType: 'Односторонняя',
  acrylType: 'Брелок',
  fittings: ['Кольцо для ключей'],
  count: 10,
  width: 50,
  height: 40,
  isColorProof: false,
  isFileInOtherItem: false,
  otherItem: null,
});

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
    await saveStickerItem(client, created.orderId, stickerBody(`Стикер ${index + 1}`));
  }
  for (let index = 0; index < shape.acryl; index++) {
    await saveAcrylItem(client, created.orderId, acrylBody(`Брелок ${index + 1}`));
  }
  await updateOrderInformation(admin, {
    id: created.orderId,
    comment: null,
    deliveryType: null,
    deliveryAddress: null,
    approximalDeliveryDate: null,
    approximalSendDate: null,
    isPayed: shape.payed,
    ...(shape.status ? { status: shape.status } : {}),
  });
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
