import type {
  AcrylItem,
  AcrylMaterialCategory,
  AcrylPriceEntry,
  Order,
  StickerItem,
  StickerPriceEntry,
} from '../contract/index.js';
import { type AcrylCostInput, acrylItemCost, totalAcrylTierCount } from './acryl.js';
import { type ManagerPriced, managerPriceOf } from './manager-price.js';
import { roundToKopecks } from './money.js';
import { type StickerCostInput, stickerItemCost, totalStickerCount } from './sticker.js';

/** Everything the preliminary cost is computed from. */
export interface PriceLists {
  stickerPrices: readonly StickerPriceEntry[];
  acrylPrices: readonly AcrylPriceEntry[];
  acrylMaterialCategories: readonly AcrylMaterialCategory[];
}

export interface ItemCosts {
  /** Cost of each sticker item, in the order of the input. */
  stickers: number[];
  /** Cost of each acrylic item, in the order of the input. */
  acryl: number[];
  /** Sum of all of them. */
  total: number;
}

/**
 * Costs of all items of one order; tiers depend on the order's totals, so items are priced
 * together. An item the manager priced costs that price (`managerPriceOf`); its count still
 * counts towards the tiers of the others.
 */
export function priceOrderItems(
  stickerItems: readonly (StickerCostInput & ManagerPriced)[],
  acrylItems: readonly (AcrylCostInput & ManagerPriced)[],
  priceLists: PriceLists,
): ItemCosts {
  const stickerCount = totalStickerCount(stickerItems);
  const acrylCount = totalAcrylTierCount(acrylItems);
  const stickers = stickerItems.map(
    (item) => managerPriceOf(item) ?? stickerItemCost(item, stickerCount, priceLists.stickerPrices),
  );
  const acryl = acrylItems.map(
    (item) =>
      managerPriceOf(item) ??
      acrylItemCost(item, acrylCount, priceLists.acrylPrices, priceLists.acrylMaterialCategories),
  );
  const total = roundToKopecks([...stickers, ...acryl].reduce((sum, cost) => sum + cost, 0));
  return { stickers, acryl, total };
}

export type PricedOrder = Pick<Order, 'cost'> & {
  orderItems: readonly (StickerCostInput & ManagerPriced & Pick<StickerItem, 'cost'>)[];
  acrylOrderItems: readonly (AcrylCostInput & ManagerPriced & Pick<AcrylItem, 'cost'>)[];
};

export interface PreliminaryCost {
  items: ItemCosts;
  /** The order cost to show: the server's cost moved by the difference the recomputation found. */
  cost: number;
}

/**
 * The order's preliminary cost after recomputing every item with the current prices. The
 * order cost may hold more than its items (delivery, manager corrections), so it is not
 * replaced: it moves by the difference between the recomputed items and the items' stored costs.
 */
export function preliminaryOrderCost(order: PricedOrder, priceLists: PriceLists): PreliminaryCost {
  const items = priceOrderItems(order.orderItems, order.acrylOrderItems, priceLists);
  const storedItemsTotal = [...order.orderItems, ...order.acrylOrderItems].reduce((sum, item) => sum + item.cost, 0);
  const difference = roundToKopecks(items.total - storedItemsTotal);
  return { items, cost: difference === 0 ? order.cost : roundToKopecks(order.cost + difference) };
}
