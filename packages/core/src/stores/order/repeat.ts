import type { ApiClient } from '../../api/client.js';
import { saveAcrylItem, saveStickerItem } from '../../api/items.js';
import { getOrder } from '../../api/orders.js';
import type { ItemKind, Order } from '../../contract/index.js';
import { repeatAcrylItem, repeatStickerItem } from '../../rules/index.js';
import { itemTexts } from '../../texts/index.js';

/** A layout chosen in the picker: its order, its item id and the quantity (the picker's count). */
export interface RepeatChoice {
  orderId: string;
  item: { id: number };
  count?: number;
}

/**
 * Repeats layouts into an order. The picker's entries lack the comment and sizes, so the
 * source order is read to copy the whole item (once per source order).
 */
export function createRepeater(api: ApiClient) {
  return {
    async repeat(kind: ItemKind, intoOrderId: string, choices: readonly RepeatChoice[]): Promise<boolean> {
      const sources = new Map<string, Promise<Order>>();
      const sourceOrder = (orderId: string) => {
        let order = sources.get(orderId);
        if (!order) {
          order = getOrder(api, orderId);
          sources.set(orderId, order);
        }
        return order;
      };
      try {
        for (const choice of choices) {
          const order = await sourceOrder(choice.orderId);
          if (kind === 'stickers') {
            const source = order.orderItems.find((item) => item.id === choice.item.id);
            if (!source) throw new Error(`Item ${choice.item.id} is not in order ${order.id}`);
            const request = repeatStickerItem(source, order.number);
            await saveStickerItem(api, intoOrderId, { ...request, count: choice.count ?? request.count });
          } else {
            const source = order.acrylOrderItems.find((item) => item.id === choice.item.id);
            if (!source) throw new Error(`Item ${choice.item.id} is not in order ${order.id}`);
            const request = repeatAcrylItem(source, order.number);
            await saveAcrylItem(api, intoOrderId, { ...request, count: choice.count ?? request.count });
          }
        }
        return true;
      } catch (error) {
        api.log(itemTexts.repeatFailed, error);
        return false;
      }
    },
  };
}
