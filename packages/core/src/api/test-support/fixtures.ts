import type { User } from '../../contract/auth.js';
import type { StickerItemSaveRequest } from '../../contract/items.js';
import type { Order } from '../../contract/orders.js';
import { orderFixture } from '../../test-support/orders.js';

export const orderIdA = '3f2b8c1e-9a4d-4e6f-8b2a-1c3d5e7f9a0b';

export const customer: User = {
  id: 7,
  username: 'anna',
  name: 'Анна',
  role: 'customer',
  isTemporary: false,
};

export const temporaryCustomer: User = { ...customer, id: 8, username: null, isTemporary: true, orderId: orderIdA };

export const emptyOrder: Order = orderFixture({ id: orderIdA });

/** A sticker item as the item form sends it. */
export const stickerSaveBody: StickerItemSaveRequest = {
  name: 'Котики',
  comment: null,
  cuttingType: 'Contour',
  filmType: 'Белая глянцевая',
  laminationType: 'None',
  count: 10,
  width: 50,
  height: 50,
  isColorProof: true,
  isFileInOtherItem: false,
  otherItem: null,
};
