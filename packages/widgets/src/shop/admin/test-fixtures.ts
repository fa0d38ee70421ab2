import type { AdminOrder, OrderView, OrderViewTotals } from '@stickers62/core/contract';

export const orderIdOf = (index: number) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`;

export function orderViewRow(index: number, overrides: Partial<OrderView> = {}): OrderView {
  return {
    id: orderIdOf(index),
    orderNumber: 1000 + index,
    clientName: `Клиент ${index}`,
    orderDate: '2026-01-05T07:00:00.000Z',
    confirmedDate: null,
    deliveryDate: null,
    approximalSendDate: '2026-01-20',
    approximalDeliveryDate: null,
    insertedBy: null,
    isFixedDate: false,
    isUrgent: false,
    isPayed: false,
    status: 'В работе',
    comment: null,
    stickersOrderItemsCount: 1,
    acrylOrderItemsCount: 0,
    isColorProof: false,
    colorProofStatus: null,
    isDropshipping: false,
    isAdditionalServices: false,
    isComplaints: false,
    isReprint: false,
    daysFromConfirmation: null,
    stickersAcrylCost: 1000,
    stickersCost: 1000,
    acrylCost: 0,
    deliveryCost: 0,
    orderCost: 1000,
    paymentMethod: null,
    priority: 0,
    ...overrides,
  };
}

export const totalsFixture: OrderViewTotals = {
  count: 2,
  orderCost: 12500.5,
  stickersCost: 9000,
  acrylCost: 3000,
  deliveryCost: 500.5,
};

export function adminOrderFixture(overrides: Partial<AdminOrder> = {}): AdminOrder {
  return {
    id: orderIdOf(1),
    number: 1001,
    clientName: 'Клиент 1',
    status: 'В работе',
    manager: null,
    createDate: '2026-01-05T07:00:00.000Z',
    sendDate: null,
    trackNumber: null,
    cost: 1000,
    vkUrl: null,
    comment: null,
    deliveryType: 'CDEK',
    deliveryAddress: null,
    approximalDeliveryDate: null,
    approximalSendDate: null,
    payed: false,
    orderItems: [],
    acrylOrderItems: [],
    ...overrides,
  };
}
