import { z } from 'zod/mini';
import { acrylPriceEntries, stickerPriceEntries } from './prices.js';
import { acrylFittings, acrylMaterialCategories, nameList } from './references.js';

/*
 * What each calculator reads before its first price, in one answer (issue 33, item 1): its price
 * list and only the reference lists it shows. The spec's per-list routes stay; these are beyond
 * it, so a calculator on a partner's page makes one request instead of nine.
 */

/** The sticker calculator: the sticker price list and the enabled films. */
export const stickerCalculatorLookups = z.object({
  prices: stickerPriceEntries,
  filmTypes: nameList,
});
export type StickerCalculatorLookups = z.infer<typeof stickerCalculatorLookups>;

/** The acrylic calculator: the acrylic price list, the material categories and the fittings. */
export const acrylCalculatorLookups = z.object({
  prices: acrylPriceEntries,
  acrylMaterialCategories,
  acrylFittings,
});
export type AcrylCalculatorLookups = z.infer<typeof acrylCalculatorLookups>;
