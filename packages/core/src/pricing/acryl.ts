import {
  type AcrylItem,
  type AcrylMaterialCategory,
  type AcrylPriceEntry,
  type AcrylPriceTier,
  acrylPrintTypeNames,
  acrylTypeNames,
} from '../contract/index.js';
import { roundToKopecks } from './money.js';

/** What the acrylic price depends on. */
export type AcrylCostInput = Pick<AcrylItem, 'acrylType' | 'materialType' | 'printType' | 'count' | 'width' | 'height'>;

/** The category a material is priced by (price rows carry categories, items carry materials). */
export function materialCategoryOf(
  materialType: string | null,
  categories: readonly AcrylMaterialCategory[],
): string | undefined {
  if (materialType === null) return undefined;
  return categories.find((entry) => entry.materialTypes.includes(materialType))?.category;
}

export interface AcrylPriceKey {
  acrylType: string | null;
  /** The material category, not the material. */
  category: string | null | undefined;
  printType: string | null;
}

export function findAcrylPriceRow(prices: readonly AcrylPriceEntry[], key: AcrylPriceKey): AcrylPriceEntry | undefined {
  return prices.find(
    (row) => row.acrylType === key.acrylType && row.materialType === key.category && row.printType === key.printType,
  );
}

/** Unprinted stands and bases ride along with their stand; they do not move the order into a bigger tier. */
export function isUnprintedStand(item: Pick<AcrylItem, 'acrylType' | 'printType'>): boolean {
  const isStand = item.acrylType === acrylTypeNames.stand || item.acrylType === acrylTypeNames.base;
  return isStand && item.printType === acrylPrintTypeNames.none;
}

/** The count acrylic tiers are chosen by: all acrylic items except unprinted stands. */
export function totalAcrylTierCount(items: readonly Pick<AcrylItem, 'acrylType' | 'printType' | 'count'>[]): number {
  return items.reduce((sum, item) => (isUnprintedStand(item) ? sum : sum + Math.max(0, item.count)), 0);
}

export function tierFits(tier: AcrylPriceTier, longerSide: number, shorterSide: number): boolean {
  return (
    Math.max(tier.maxWidth, tier.maxHeight) >= longerSide && Math.min(tier.maxWidth, tier.maxHeight) >= shorterSide
  );
}

/**
 * The tier for `count` pieces of `width`×`height` mm: among tiers reached by the count whose
 * size ceilings hold the item in some orientation, the largest `minCount`, then the smallest size.
 */
export function acrylTierFor(
  row: AcrylPriceEntry,
  count: number,
  width: number,
  height: number,
): AcrylPriceTier | undefined {
  const longerSide = Math.max(width, height);
  const shorterSide = Math.min(width, height);
  return preferredTier(row.prices.filter((tier) => tier.minCount <= count && tierFits(tier, longerSide, shorterSide)));
}

/** Of tiers that apply, the largest `minCount`; of those, the smallest size ceiling. */
export function preferredTier(tiers: readonly AcrylPriceTier[]): AcrylPriceTier | undefined {
  let best: AcrylPriceTier | undefined;
  for (const tier of tiers) {
    if (
      best === undefined ||
      tier.minCount > best.minCount ||
      (tier.minCount === best.minCount && tier.maxWidth * tier.maxHeight < best.maxWidth * best.maxHeight)
    ) {
      best = tier;
    }
  }
  return best;
}

/** The price per piece of an acrylic item, or `null` (unknown material, no row, no tier). */
export function acrylUnitPrice(
  item: AcrylCostInput,
  tierCount: number,
  prices: readonly AcrylPriceEntry[],
  categories: readonly AcrylMaterialCategory[],
): number | null {
  const category = materialCategoryOf(item.materialType, categories);
  if (category === undefined) return null;
  const row = findAcrylPriceRow(prices, { acrylType: item.acrylType, category, printType: item.printType });
  if (!row) return null;
  return acrylTierFor(row, tierCount, item.width, item.height)?.price ?? null;
}

/**
 * Preliminary cost of an acrylic item: price × count, 0 when there is no price. Fittings are
 * not part of it: the spec sells them separately (see `fittingsCost`).
 */
export function acrylItemCost(
  item: AcrylCostInput,
  tierCount: number,
  prices: readonly AcrylPriceEntry[],
  categories: readonly AcrylMaterialCategory[],
): number {
  if (item.count <= 0) return 0;
  const price = acrylUnitPrice(item, tierCount, prices, categories);
  return price === null ? 0 : roundToKopecks(price * item.count);
}
