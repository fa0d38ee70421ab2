import type { OrderView } from './admin.js';
import type { ClientProfile } from './client.js';
import type { AcrylItemSaveRequest, StickerItemSaveRequest } from './items.js';

/**
 * One sample of the shapes partners and tests write most: the OpenAPI document's examples
 * (server, http/openapi-examples.ts) and the test kit's fixtures are built from these, so the
 * two cannot drift apart. Each is valid on the wire.
 */

/** A new sticker item as a client writes it: its own layout file, no comment. */
export const stickerItemSample: StickerItemSaveRequest = {
  name: 'Котики',
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
};

/** A new key ring as a client writes it, as `stickerItemSample`. */
export const acrylItemSample: AcrylItemSaveRequest = {
  name: 'Брелок',
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
};

/** A row of the manager's order list: an urgent sticker order in work, not paid. */
export const orderViewSample: OrderView = {
  id: '3f2b8c1e-9a4d-4e6f-8b2a-1c3d5e7f9a0b',
  orderNumber: 101,
  clientName: 'Анна',
  orderDate: '2026-01-05T07:00:00.000Z',
  confirmedDate: null,
  deliveryDate: null,
  approximalSendDate: '2026-01-20',
  approximalDeliveryDate: null,
  insertedBy: null,
  isFixedDate: false,
  isUrgent: true,
  isPayed: false,
  status: 'В работе',
  comment: null,
  stickersOrderItemsCount: 2,
  acrylOrderItemsCount: 0,
  isColorProof: true,
  colorProofStatus: 'Yellow',
  isDropshipping: false,
  isAdditionalServices: false,
  isComplaints: false,
  isReprint: false,
  daysFromConfirmation: 3,
  stickersAcrylCost: 3000,
  stickersCost: 3000,
  acrylCost: 0,
  deliveryCost: 300,
  orderCost: 3300,
  paymentMethod: null,
  priority: 0,
};

/** A customer's saved profile: a name, a phone and a CDEK pickup point. */
export const clientProfileSample: ClientProfile = {
  receiptEmail: null,
  receiptFio: 'Иванов Иван',
  address: null,
  postIndex: null,
  cdekPvzCode: 'MSK123',
  phoneNumber: '79101234567',
  vkLink: null,
};
