/**
 * Order builders for tests in every package (core, widgets, site import this file by relative path).
 * Each returns a valid wire body; a test overrides only the fields it is about.
 * Not part of core's build or entry points (tsconfig excludes test-support).
 */
import type { AdminOrder, OrderView } from '../contract/admin.js';
import type { Order } from '../contract/orders.js';

export const orderIdOne = '3f2b8c1e-9a4d-4e6f-8b2a-1c3d5e7f9a0b';

/** A new order without items, as its customer sees it. */
export function orderFixture(overrides: Partial<Order> = {}): Order {
  return {
    id: orderIdOne,
    number: 1042,
    status: 'Создан',
    createDate: '2026-11-20T10:00:00+03:00',
    manager: null,
    approximalSendDate: null,
    sendDate: null,
    deliveryType: null,
    trackNumber: null,
    cost: 0,
    payed: false,
    acrylUploaded: false,
    acrylFileName: null,
    orderItems: [],
    acrylOrderItems: [],
    ...overrides,
  };
}

export function orderViewRow(overrides: Partial<OrderView> = {}): OrderView {
  return {
    id: orderIdOne,
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
    ...overrides,
  };
}

export function adminOrderFixture(overrides: Partial<AdminOrder> = {}): AdminOrder {
  return {
    id: orderIdOne,
    number: 101,
    clientName: 'Анна',
    status: 'В работе',
    manager: null,
    createDate: '2026-01-05T07:00:00.000Z',
    sendDate: null,
    trackNumber: null,
    cost: 3300,
    vkUrl: 'https://vk.com/anna',
    comment: 'Позвонить',
    deliveryType: 'CDEK',
    deliveryAddress: null,
    approximalDeliveryDate: null,
    approximalSendDate: '2026-01-20',
    payed: false,
    isUrgent: false,
    isFixedDate: false,
    colorProofStatus: null,
    orderItems: [],
    acrylOrderItems: [],
    ...overrides,
  };
}

/** A valid order id ending in the given number, for lists of rows in tests. */
export const orderIdOf = (index: number) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`;
