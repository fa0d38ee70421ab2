import type { PrintPricingView, StickerItem, StickerPriceEntry } from '../contract/index.js';
import { roundToKopecks } from './money.js';
import { printFormatForSize } from './paper-formats.js';

/** What the sticker price depends on. */
export type StickerCostInput = Pick<
  StickerItem,
  'cuttingType' | 'laminationType' | 'filmType' | 'count' | 'width' | 'height'
>;

export interface StickerPriceKey {
  cuttingType: string | null;
  laminationType: string | null;
  filmType: string | null;
}

/** The price row of a cutting + lamination + film combination, if the price list has one. */
export function findStickerPriceRow(
  prices: readonly StickerPriceEntry[],
  key: StickerPriceKey,
): StickerPriceEntry | undefined {
  return prices.find(
    (row) =>
      row.cuttingType === key.cuttingType && row.laminationType === key.laminationType && row.filmType === key.filmType,
  );
}

/** The tier with the largest `minCount` not above `count`. */
export function stickerTierFor(row: StickerPriceEntry, count: number): PrintPricingView | undefined {
  let best: PrintPricingView | undefined;
  for (const tier of row.printPricingViews) {
    if (tier.minCount <= count && (best === undefined || tier.minCount > best.minCount)) best = tier;
  }
  return best;
}

/**
 * The one unit-price rule: an item's price per piece in a tier, that of the sheet format its
 * size is priced by; `undefined` without a format or a price for it. The order's costs
 * (`stickerUnitPrice`) and the form's live quote (`stickerItemQuote`, its next tier too) read it.
 */
export function stickerTierPrice(item: StickerCostInput, tier: PrintPricingView): number | undefined {
  const format = printFormatForSize(item.width, item.height);
  return format ? tier.printPrices[format] : undefined;
}

/**
 * The price per piece of a sticker item, or `null` when there is none (no row, no tier, no
 * format for the size, or no price for that format in the tier). The tier is chosen by the
 * total sticker count of the order, not by the item's own count.
 */
export function stickerUnitPrice(
  item: StickerCostInput,
  totalStickerCount: number,
  prices: readonly StickerPriceEntry[],
): number | null {
  const row = findStickerPriceRow(prices, item);
  const tier = row && stickerTierFor(row, totalStickerCount);
  return (tier && stickerTierPrice(item, tier)) ?? null;
}

/** Preliminary cost of a sticker item: price × count, 0 when there is no price. */
export function stickerItemCost(
  item: StickerCostInput,
  totalStickerCount: number,
  prices: readonly StickerPriceEntry[],
): number {
  if (item.count <= 0) return 0;
  const price = stickerUnitPrice(item, totalStickerCount, prices);
  return price === null ? 0 : roundToKopecks(price * item.count);
}

/** The count sticker tiers are chosen by: the total of all sticker items of the order. */
export function totalStickerCount(items: readonly Pick<StickerItem, 'count'>[]): number {
  return items.reduce((sum, item) => sum + Math.max(0, item.count), 0);
}
