import { cuttingTypes, laminationTypes, type PrintFormat, printFormats } from '../contract/constants.js';
import type { CuttingType, LaminationType, StickerPriceEntry } from '../contract/index.js';
import { roundToKopecks } from './money.js';
import type { NoPriceReason } from './quote.js';
import { findStickerPriceRow, type StickerPriceKey, stickerTierFor } from './sticker.js';

/** Runs start at 10 sheets ('Минимальный тираж: 10 листов'). */
export const stickerMinimumSheets = 10;
/** Above this many sheets the order needs 14 working days before the receipt date. */
export const stickerLargeRunSheets = 500;
export const stickerCalculatorDefaults = { format: 'A4', sheets: stickerMinimumSheets } as const satisfies {
  format: PrintFormat;
  sheets: number;
};

export interface StickerCalculatorChoices {
  cuttingTypes: CuttingType[];
  laminationTypes: LaminationType[];
  filmTypes: string[];
}

/**
 * What the calculator offers: only the cuttings, laminations and films that have a price row
 * ("enabled in configuration" means priced), optionally narrowed to the film types an embedder
 * passes. Films keep the price list's order.
 */
export function stickerCalculatorChoices(
  prices: readonly StickerPriceEntry[],
  enabledFilmTypes?: readonly string[],
): StickerCalculatorChoices {
  const filmTypes = [...new Set(prices.map((row) => row.filmType))].filter(
    (film) => enabledFilmTypes === undefined || enabledFilmTypes.includes(film),
  );
  const rows = prices.filter((row) => filmTypes.includes(row.filmType));
  return {
    cuttingTypes: cuttingTypes.filter((cutting) => rows.some((row) => row.cuttingType === cutting)),
    laminationTypes: laminationTypes.filter((lamination) => rows.some((row) => row.laminationType === lamination)),
    filmTypes,
  };
}

/** Formats the chosen row has a price for in any tier, smallest first. */
export function stickerFormatsFor(row: StickerPriceEntry | undefined): PrintFormat[] {
  if (!row) return [];
  return printFormats.filter((format) => row.printPricingViews.some((tier) => tier.printPrices[format] !== undefined));
}

/** Sheet counts to pick from: the minimum run, then every tier start above it. */
export function stickerSheetOptions(row: StickerPriceEntry | undefined): number[] {
  const tierStarts = row?.printPricingViews.map((tier) => tier.minCount) ?? [];
  const above = tierStarts.filter((count) => count > stickerMinimumSheets);
  return [stickerMinimumSheets, ...[...new Set(above)].sort((a, b) => a - b)];
}

export interface StickerCalculatorInput extends StickerPriceKey {
  format: PrintFormat;
  sheets: number;
}

/** The calculator quotes a run of sheets of one format: no size, so no A3 or acrylic limit. */
export type StickerCalculatorNoPriceReason = Extract<NoPriceReason, { kind: 'belowMinimumRun' | 'noPriceRow' }>;

export interface StickerQuote {
  /** From the highest tier whose minCount is at most the sheets; `null` when nothing is priced (`reason` says why). */
  pricePerSheet: number | null;
  /** sheets × price per sheet, 0 without a price. */
  total: number;
  /** Why there is no price; `null` when there is one. Below the minimum run there is none. */
  reason: StickerCalculatorNoPriceReason | null;
  /** Fewer sheets than the minimum run: show 'Минимальный тираж: 10 листов'. */
  belowMinimumRun: boolean;
  /** More than 500 sheets: show the 14-working-days note. */
  largeRun: boolean;
}

export function stickerCalculatorQuote(
  prices: readonly StickerPriceEntry[],
  input: StickerCalculatorInput,
): StickerQuote {
  const sheets = Math.max(0, input.sheets);
  const flags = { belowMinimumRun: sheets < stickerMinimumSheets, largeRun: sheets > stickerLargeRunSheets };
  const none = (reason: StickerCalculatorNoPriceReason): StickerQuote => ({
    pricePerSheet: null,
    total: 0,
    reason,
    ...flags,
  });
  // A run that cannot be ordered is not quoted: the reason is the spec's minimum-run hint.
  if (flags.belowMinimumRun) {
    return none({ kind: 'belowMinimumRun', minCount: stickerMinimumSheets, missing: stickerMinimumSheets - sheets });
  }
  const row = findStickerPriceRow(prices, input);
  if (!row) return none({ kind: 'noPriceRow' });
  const tier = stickerTierFor(row, sheets);
  if (!tier) {
    const smallest = Math.min(...row.printPricingViews.map((entry) => entry.minCount));
    return none({ kind: 'belowMinimumRun', minCount: smallest, missing: smallest - sheets });
  }
  const pricePerSheet = tier.printPrices[input.format];
  if (pricePerSheet === undefined) return none({ kind: 'noPriceRow' });
  return { pricePerSheet, total: roundToKopecks(pricePerSheet * sheets), reason: null, ...flags };
}
