import type { AcrylMaterialCategory, AcrylPriceEntry, StickerPriceEntry } from '../contract/index.js';
import {
  type AcrylCostInput,
  findAcrylPriceRow,
  materialCategoryOf,
  preferredTier,
  tierFits,
  totalAcrylTierCount,
} from './acryl.js';
import { type ManagerPriced, managerPriceOf } from './manager-price.js';
import { roundToKopecks } from './money.js';
import type { PriceLists } from './order.js';
import { printFormatForSize } from './paper-formats.js';
import {
  findStickerPriceRow,
  type StickerCostInput,
  stickerTierFor,
  stickerTierPrice,
  totalStickerCount,
} from './sticker.js';

/**
 * Why there is no price. The first four are what pricing can find; `incomplete` is an item whose
 * parameters or sizes are not filled in yet, so nothing could be looked up.
 */
export type NoPriceReason =
  /** The count (the order's, for tiers) is below every tier: `minCount` is the smallest run. */
  | { kind: 'belowMinimumRun'; minCount: number; missing: number }
  /** A sticker larger than A3's area: there is no sheet format for it. */
  | { kind: 'largerThanA3' }
  /** An acrylic piece larger than every size ceiling of its price row; the largest is named. */
  | { kind: 'aboveAcrylCeilings'; maxWidth: number; maxHeight: number }
  /** No price row (or no price for the format) for the chosen combination. */
  | { kind: 'noPriceRow' }
  | { kind: 'incomplete' };

export interface NextTier {
  minCount: number;
  /** How many more units (in the tier count: the order's) reach it. */
  missing: number;
  unitPrice: number;
}

export type ItemQuote =
  | {
      priced: true;
      unitPrice: number;
      /** unitPrice × count, in kopecks; the manager's price exactly when `byManager`. */
      cost: number;
      /** The tier the price comes from; `null` for the manager's price. */
      tier: { minCount: number } | null;
      /** The next cheaper-or-equal tier the count can grow into; `null` at the top. */
      nextTier: NextTier | null;
      /** The position's total is the manager's price (beyond the spec), not the price list's. */
      byManager?: true;
    }
  | { priced: false; reason: NoPriceReason };

function noPrice(reason: NoPriceReason): ItemQuote {
  return { priced: false, reason };
}

function belowMinimumRun(minCount: number, tierCount: number): ItemQuote {
  const smallest = Math.max(1, minCount);
  return noPrice({ kind: 'belowMinimumRun', minCount: smallest, missing: Math.max(1, smallest - tierCount) });
}

function priced(unitPrice: number, count: number, tierMinCount: number, nextTier: NextTier | null): ItemQuote {
  return {
    priced: true,
    unitPrice,
    cost: roundToKopecks(unitPrice * count),
    tier: { minCount: tierMinCount },
    nextTier,
  };
}

/**
 * The quote of a sticker item: the spec's rule (row by cutting, lamination and film; tier by
 * `tierCount`, the order's sticker total with this item; price of the smallest format that holds
 * the size), or why there is none. An item of no sheets has no price: its run is below the minimum.
 */
export function stickerItemQuote(
  item: StickerCostInput,
  tierCount: number,
  prices: readonly StickerPriceEntry[],
): ItemQuote {
  const filled = item.cuttingType !== null && item.laminationType !== null && item.filmType !== null;
  if (!filled || !(item.width > 0 && item.height > 0)) return noPrice({ kind: 'incomplete' });
  const format = printFormatForSize(item.width, item.height);
  if (!format) return noPrice({ kind: 'largerThanA3' });
  const row = findStickerPriceRow(prices, item);
  const priceTiers = (row?.printPricingViews ?? []).filter((tier) => tier.printPrices[format] !== undefined);
  if (!row || priceTiers.length === 0) return noPrice({ kind: 'noPriceRow' });
  const smallestRun = Math.min(...priceTiers.map((tier) => tier.minCount));
  const tier = stickerTierFor(row, tierCount);
  if (!tier || item.count <= 0) return belowMinimumRun(smallestRun, item.count <= 0 ? 0 : tierCount);
  const unitPrice = stickerTierPrice(item, tier);
  if (unitPrice === undefined) return noPrice({ kind: 'noPriceRow' });
  const next = priceTiers
    .filter((candidate) => candidate.minCount > tierCount)
    .sort((a, b) => a.minCount - b.minCount)[0];
  const nextPrice = next && stickerTierPrice(item, next);
  const nextTier =
    next && nextPrice !== undefined
      ? { minCount: next.minCount, missing: next.minCount - tierCount, unitPrice: nextPrice }
      : null;
  return priced(unitPrice, item.count, tier.minCount, nextTier);
}

/**
 * The quote of an acrylic item: row by type, material category and print; among the tiers whose
 * size ceilings hold the piece, the one the count reaches (`tierCount`: the order's acrylic count
 * without unprinted stands), or why there is none.
 */
export function acrylItemQuote(
  item: AcrylCostInput,
  tierCount: number,
  prices: readonly AcrylPriceEntry[],
  categories: readonly AcrylMaterialCategory[],
): ItemQuote {
  const filled = item.acrylType !== null && item.materialType !== null && item.printType !== null;
  if (!filled || !(item.width > 0 && item.height > 0)) return noPrice({ kind: 'incomplete' });
  const category = materialCategoryOf(item.materialType, categories);
  const row =
    category === undefined
      ? undefined
      : findAcrylPriceRow(prices, { acrylType: item.acrylType, category, printType: item.printType });
  if (!row || row.prices.length === 0) return noPrice({ kind: 'noPriceRow' });
  const longer = Math.max(item.width, item.height);
  const shorter = Math.min(item.width, item.height);
  const fitting = row.prices.filter((tier) => tierFits(tier, longer, shorter));
  if (fitting.length === 0) {
    const largest = row.prices.reduce((a, b) => (b.maxWidth * b.maxHeight > a.maxWidth * a.maxHeight ? b : a));
    return noPrice({ kind: 'aboveAcrylCeilings', maxWidth: largest.maxWidth, maxHeight: largest.maxHeight });
  }
  const smallestRun = Math.min(...fitting.map((tier) => tier.minCount));
  const tier = preferredTier(fitting.filter((candidate) => candidate.minCount <= tierCount));
  if (!tier || item.count <= 0) return belowMinimumRun(smallestRun, item.count <= 0 ? 0 : tierCount);
  const above = fitting.filter((candidate) => candidate.minCount > tierCount);
  const nextMin = above.length > 0 ? Math.min(...above.map((candidate) => candidate.minCount)) : null;
  const next =
    nextMin === null ? undefined : preferredTier(above.filter((candidate) => candidate.minCount === nextMin));
  const nextTier = next ? { minCount: next.minCount, missing: next.minCount - tierCount, unitPrice: next.price } : null;
  return priced(tier.price, item.count, tier.minCount, nextTier);
}

export interface OrderItemQuotes {
  /** Quote of each sticker item, in the order of the input. */
  stickers: ItemQuote[];
  /** Quote of each acrylic item, in the order of the input. */
  acryl: ItemQuote[];
  /** How many items have no price (the manager prices them). */
  unpriced: number;
}

/**
 * The quote of an item the manager priced: the position's total exactly, per piece for show only
 * (the receipt decides its own lines, core `receiptLines`).
 */
export function managerPriceQuote(price: number, count: number): ItemQuote {
  const unitPrice = count > 0 ? roundToKopecks(price / count) : price;
  return { priced: true, unitPrice, cost: price, tier: null, nextTier: null, byManager: true };
}

/**
 * Quotes of all items of one order, tiers from the order's totals (as `priceOrderItems`). An
 * item the manager priced is priced at that (`managerPriceOf`), never counted as unpriced.
 */
export function quoteOrderItems(
  stickerItems: readonly (StickerCostInput & ManagerPriced)[],
  acrylItems: readonly (AcrylCostInput & ManagerPriced)[],
  priceLists: PriceLists,
): OrderItemQuotes {
  const stickerCount = totalStickerCount(stickerItems);
  const acrylCount = totalAcrylTierCount(acrylItems);
  const byManager = (item: ManagerPriced & { count: number }) => {
    const price = managerPriceOf(item);
    return price === null ? null : managerPriceQuote(price, item.count);
  };
  const stickers = stickerItems.map(
    (item) => byManager(item) ?? stickerItemQuote(item, stickerCount, priceLists.stickerPrices),
  );
  const acryl = acrylItems.map(
    (item) =>
      byManager(item) ?? acrylItemQuote(item, acrylCount, priceLists.acrylPrices, priceLists.acrylMaterialCategories),
  );
  const unpriced = [...stickers, ...acryl].filter((quote) => !quote.priced).length;
  return { stickers, acryl, unpriced };
}
