import {
  type AcrylFitting,
  type AcrylMaterialCategory,
  type AcrylPriceEntry,
  acrylPrintTypeNames,
  acrylTypeNames,
} from '../contract/index.js';
import { type AcrylPriceKey, materialCategoryOf } from './acryl.js';
import { fittingsCost } from './fittings.js';
import { roundToKopecks } from './money.js';
import { acrylItemQuote, type NoPriceReason } from './quote.js';
import { type StandBase, standBaseFor, standBasePrintSurcharge } from './stand-base.js';

export const acrylCalculatorDefaults = { count: 5, width: 20, height: 20 } as const;
/** Count choices when the price data gives none. */
export const acrylFallbackCountOptions: readonly number[] = [1, 5, 10, 25, 50, 100];
/** Size choices (mm) when the price data gives none: 20 to 120 in steps of 10. */
export const acrylFallbackSizeOptions: readonly number[] = [20, 30, 40, 50, 60, 70, 80, 90, 100, 110, 120];
/** From this many pieces the calculator shows 'Крупные заказы: 14 рабочих дней.' */
export const acrylLargeOrderCount = 100;

/** Product types the calculator offers: a base ('Подставка') is not sold on its own. */
export function acrylCalculatorProductTypes(acrylTypes: readonly string[]): string[] {
  return acrylTypes.filter((type) => type !== acrylTypeNames.base);
}

export interface AcrylCalculatorChoices {
  acrylTypes: string[];
  materialTypes: string[];
  printTypes: string[];
}

/**
 * What the calculator offers, from the price list: product types with a price row (never a
 * base on its own), the materials whose category is priced for the chosen type, and the print
 * types priced for the chosen type and material ('Разная печать' is not offered, as in the item
 * form). Each list keeps the order of its source.
 */
export function acrylCalculatorChoices(
  prices: readonly AcrylPriceEntry[],
  categories: readonly AcrylMaterialCategory[],
  chosen: { acrylType: string | null; materialType: string | null },
): AcrylCalculatorChoices {
  const acrylTypes = acrylCalculatorProductTypes([...new Set(prices.map((row) => row.acrylType))]);
  const rowsOfType = prices.filter((row) => row.acrylType === chosen.acrylType);
  const materialTypes = categories
    .filter((entry) => rowsOfType.some((row) => row.materialType === entry.category))
    .flatMap((entry) => entry.materialTypes);
  const category = materialCategoryOf(chosen.materialType, categories);
  const printTypes = rowsOfType
    .filter((row) => row.materialType === category && row.printType !== acrylPrintTypeNames.mixed)
    .map((row) => row.printType);
  return { acrylTypes, materialTypes: [...new Set(materialTypes)], printTypes: [...new Set(printTypes)] };
}

function matchingRows(prices: readonly AcrylPriceEntry[], key: AcrylPriceKey): AcrylPriceEntry[] {
  return prices.filter(
    (row) => row.acrylType === key.acrylType && row.materialType === key.category && row.printType === key.printType,
  );
}

function sortedDistinct(values: readonly number[]): number[] {
  return [...new Set(values)].sort((a, b) => a - b);
}

/** Count tiers of the chosen type, category and print: the rows' distinct minCounts, else the fallback list. */
export function acrylCountOptions(prices: readonly AcrylPriceEntry[], key: AcrylPriceKey): number[] {
  const counts = matchingRows(prices, key).flatMap((row) => row.prices.map((tier) => tier.minCount));
  const positive = sortedDistinct(counts.filter((count) => count > 0));
  return positive.length > 0 ? positive : [...acrylFallbackCountOptions];
}

/** Size choices (mm): the size ceilings of the chosen rows, else 20…120 mm. */
export function acrylSizeOptions(prices: readonly AcrylPriceEntry[], key: AcrylPriceKey): number[] {
  const sizes = matchingRows(prices, key).flatMap((row) =>
    row.prices.flatMap((tier) => [tier.maxWidth, tier.maxHeight]),
  );
  const distinct = sortedDistinct(sizes);
  return distinct.length > 0 ? distinct : [...acrylFallbackSizeOptions];
}

/**
 * The material preselected for a product type: clear acrylic 2 mm for key rings, 3 mm for
 * stands, found by name ('прозрачный' and the thickness); else the first clear one, else the
 * first of the list.
 */
export function defaultAcrylMaterial(materials: readonly string[], acrylType: string | null): string | null {
  const thickness = acrylType === acrylTypeNames.stand ? 3 : 2;
  const thicknessPattern = new RegExp(`(^|[^\\d.,])${thickness}\\s*мм`, 'i');
  const clear = materials.filter((material) => /прозрачн/i.test(material));
  return clear.find((material) => thicknessPattern.test(material)) ?? clear[0] ?? materials[0] ?? null;
}

export interface AcrylCalculatorInput {
  acrylType: string | null;
  materialType: string | null;
  printType: string | null;
  count: number;
  width: number;
  height: number;
  /** Print on the stand's base (stands only). */
  printOnBase: boolean;
  fittings: readonly string[];
}

export interface AcrylCalculatorLists {
  acrylPrices: readonly AcrylPriceEntry[];
  acrylMaterialCategories: readonly AcrylMaterialCategory[];
  acrylFittings: readonly AcrylFitting[];
}

export interface AcrylQuote {
  /** Price per piece from the best tier; `null` when nothing is priced (`reason` says why). */
  pricePerPiece: number | null;
  /** Why there is no price; `null` when there is one. */
  reason: NoPriceReason | null;
  /** For stands: the base that comes free (null above 180 mm); for other products null. */
  standBase: StandBase | null;
  /** The product is a stand larger than any standard base. */
  standTooLarge: boolean;
  /** Per-piece surcharge for print on the base (65 or 100 ₽), else 0. */
  basePrintSurcharge: number;
  /** (price + base surcharge) × count; 0 without a price. */
  total: number;
  /** Fittings are sold separately: shown beside the total, not inside it. */
  fittingsTotal: number;
  largeOrder: boolean;
}

export function acrylCalculatorQuote(input: AcrylCalculatorInput, lists: AcrylCalculatorLists): AcrylQuote {
  // One piece of the calculator is one item whose run alone chooses the tier.
  const quote = acrylItemQuote(input, input.count, lists.acrylPrices, lists.acrylMaterialCategories);
  const pricePerPiece = quote.priced ? quote.unitPrice : null;
  const isStand = input.acrylType === acrylTypeNames.stand;
  const standBase = isStand ? standBaseFor(input.width, input.height) : null;
  const basePrintSurcharge = isStand ? standBasePrintSurcharge(input.width, input.height, input.printOnBase) : 0;
  const count = Math.max(0, input.count);
  return {
    pricePerPiece,
    reason: quote.priced ? null : quote.reason,
    standBase,
    standTooLarge: isStand && standBase === null,
    basePrintSurcharge,
    total: pricePerPiece === null ? 0 : roundToKopecks((pricePerPiece + basePrintSurcharge) * count),
    fittingsTotal: fittingsCost(input.fittings, count, lists.acrylFittings),
    largeOrder: input.count >= acrylLargeOrderCount,
  };
}
