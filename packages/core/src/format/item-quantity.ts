import type { ItemKind } from '../contract/index.js';
import { managerPriceTexts, priceOnRequestTexts, quantityTexts } from '../texts/index.js';
import { formatRubles } from './index.js';

/** «12 листов» for stickers (a count of sheets of the item's format), «5 шт.» for acrylic. */
export function formatItemQuantity(kind: ItemKind, count: number): string {
  return kind === 'stickers' ? quantityTexts.sheets(count) : quantityTexts.pieces(count);
}

/**
 * A stored item's cost as shown where no live quote is at hand (checkout, the manager's items):
 * an item ordered but costing nothing had no price, so it reads «цена по запросу», never 0,00 ₽;
 * a price the manager set is marked «цена менеджера».
 */
export function formatStoredItemCost(item: { cost: number; count: number; managerPrice?: number | null }): string {
  if (item.managerPrice !== undefined && item.managerPrice !== null && item.managerPrice > 0) {
    return managerPriceTexts.marked(formatRubles(item.cost));
  }
  return item.cost === 0 && item.count > 0 ? priceOnRequestTexts.onRequest : formatRubles(item.cost);
}

/**
 * An item's cost where a quote decided it (the order page's card and table): «цена по запросу»
 * without a price, the manager's price marked «цена менеджера», otherwise the amount.
 */
export function formatQuotedItemCost(
  cost: number,
  item: { managerPrice?: number | null },
  priceOnRequest: boolean,
): string {
  if (priceOnRequest) return priceOnRequestTexts.onRequest;
  const byManager = item.managerPrice !== undefined && item.managerPrice !== null && item.managerPrice > 0;
  return byManager ? managerPriceTexts.marked(formatRubles(cost)) : formatRubles(cost);
}
