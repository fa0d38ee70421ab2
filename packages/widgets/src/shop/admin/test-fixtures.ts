import type { AdminOrder, OrderView, OrderViewTotals } from '@stickers62/core/contract';
import {
  adminOrderFixture as coreAdminOrderFixture,
  orderIdOf,
  orderViewRow as orderViewFixture,
} from '@stickers62/testkit/fixtures';

export { orderIdOf };

/** Row `index` of an admin list: a plain, not urgent order of one sticker item. */
export function orderViewRow(index: number, overrides: Partial<OrderView> = {}): OrderView {
  return orderViewFixture({
    id: orderIdOf(index),
    orderNumber: 1000 + index,
    clientName: `Клиент ${index}`,
    isUrgent: false,
    stickersOrderItemsCount: 1,
    isColorProof: false,
    colorProofStatus: null,
    daysFromConfirmation: null,
    stickersAcrylCost: 1000,
    stickersCost: 1000,
    deliveryCost: 0,
    orderCost: 1000,
    ...overrides,
  });
}

export const totalsFixture: OrderViewTotals = {
  count: 2,
  orderCost: 12500.5,
  stickersCost: 9000,
  acrylCost: 3000,
  deliveryCost: 500.5,
};

export function adminOrderFixture(overrides: Partial<AdminOrder> = {}): AdminOrder {
  return coreAdminOrderFixture({
    id: orderIdOf(1),
    number: 1001,
    clientName: 'Клиент 1',
    cost: 1000,
    vkUrl: null,
    comment: null,
    approximalSendDate: null,
    ...overrides,
  });
}
