import {
  type ApiClient,
  createOrderFromCart,
  getCart,
  saveAcrylItem,
  saveStickerItem,
  submitToManager,
  updateOrderInformation,
} from '@stickers62/core/api';
import {
  type AcrylItemSaveRequest,
  type CreateOrderRequest,
  orderStatuses,
  type StickerItemSaveRequest,
} from '@stickers62/core/contract';
import { acrylItemBody, orderUpdateBody, stickerItemBody } from '@stickers62/testkit/fixtures';
import type { SignedInApi } from './api.ts';

/** Items for an order: each the fixture's sticker or acryl item with the fields given. */
export interface OrderItems {
  stickers?: Partial<StickerItemSaveRequest>[];
  acryl?: Partial<AcrylItemSaveRequest>[];
}

/** Saves the items into an order (`'0'` is the cart) through `api`. */
export async function saveItems(api: ApiClient, orderId: string, items: OrderItems): Promise<void> {
  for (const fields of items.stickers ?? []) await saveStickerItem(api, orderId, stickerItemBody(fields));
  for (const fields of items.acryl ?? []) await saveAcrylItem(api, orderId, acrylItemBody(fields));
}

/** The checkout's answers unless a journey gives others: pickup, received by Анна Иванова. */
const pickupByAnna = {
  receiverCredentials: 'Анна Иванова',
  phoneNumber: '+79101234567',
  deliveryType: 'Pickup',
} as const;

/**
 * A customer's order sent to the manager: the cart filled with the items, checked out (for pickup
 * unless `checkout` says otherwise) and submitted for the manager's check.
 */
export async function sentOrder(
  customer: SignedInApi,
  items: OrderItems,
  checkout: Partial<Omit<CreateOrderRequest, 'id'>> = {},
) {
  const cart = await getCart(customer.api);
  await saveItems(customer.api, cart.orderId, items);
  const created = await createOrderFromCart(customer.api, { id: cart.orderId, ...pickupByAnna, ...checkout });
  await submitToManager(customer.api, created.orderId);
  return created;
}

/** A sent order the manager approved («Готов к печати»): read-only for the customer, payable. */
export async function approvedOrder(
  customer: SignedInApi,
  admin: SignedInApi,
  items: OrderItems,
  checkout: Partial<Omit<CreateOrderRequest, 'id'>> = {},
) {
  const created = await sentOrder(customer, items, checkout);
  await updateOrderInformation(admin.api, orderUpdateBody(created.orderId, { status: orderStatuses.readyToPrint }));
  return created;
}
