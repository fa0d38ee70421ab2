import type { AcrylItem, Order, StickerItem } from '../contract/index.js';

export type OrderTab = 'stickers' | 'acryl';

/** The acryl tab opens first only when there are acryl items and no sticker items. */
export function defaultOrderTab(order: {
  orderItems: readonly unknown[];
  acrylOrderItems: readonly unknown[];
}): OrderTab {
  return order.orderItems.length === 0 && order.acrylOrderItems.length > 0 ? 'acryl' : 'stickers';
}

type LayoutState = Pick<StickerItem | AcrylItem, 'fileName' | 'isFileInOtherItem'>;

function hasLayout(item: LayoutState): boolean {
  return Boolean(item.fileName) || item.isFileInOtherItem;
}

/**
 * Whether sending should warn 'Вы загрузили не все макеты!': some item has no file and was not
 * printed before. Acryl items are complete when the order's general acryl file is uploaded.
 */
export function hasMissingLayouts(
  order: Pick<Order, 'acrylUploaded'> & {
    orderItems: readonly LayoutState[];
    acrylOrderItems: readonly LayoutState[];
  },
): boolean {
  if (order.orderItems.some((item) => !hasLayout(item))) return true;
  return !order.acrylUploaded && order.acrylOrderItems.some((item) => !hasLayout(item));
}

/** 'Отправить заказ в обработку' is disabled for an order without items. */
export function canSendOrder(order: { orderItems: readonly unknown[]; acrylOrderItems: readonly unknown[] }): boolean {
  return order.orderItems.length + order.acrylOrderItems.length > 0;
}
