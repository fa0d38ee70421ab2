import { z } from 'zod/mini';
import { cuttingType, laminationType } from './items.js';
import { rubles } from './primitives.js';

export { type PrintFormat, printFormats } from './constants.js';

/** One count tier of a sticker price row: from `minCount` sheets, a price per sheet by format. */
export const printPricingView = z.object({
  minCount: /*#__PURE__*/ z.int().check(z.gte(0)),
  printPrices: z.record(z.string(), rubles),
});
export type PrintPricingView = z.infer<typeof printPricingView>;

export const stickerPriceEntry = z.object({
  filmType: z.string(),
  laminationType,
  cuttingType,
  printPricingViews: z.array(printPricingView),
});
export type StickerPriceEntry = z.infer<typeof stickerPriceEntry>;
export const stickerPriceEntries = z.array(stickerPriceEntry);

/** One tier of an acrylic price row: from `minCount` pieces, up to the given size in mm. */
export const acrylPriceTier = z.object({
  minCount: /*#__PURE__*/ z.int().check(z.gte(0)),
  maxWidth: /*#__PURE__*/ z.number().check(z.gt(0)),
  maxHeight: /*#__PURE__*/ z.number().check(z.gt(0)),
  price: rubles,
});
export type AcrylPriceTier = z.infer<typeof acrylPriceTier>;

/** An acrylic price row. `materialType` holds the material category (see acrylMaterialCategories). */
export const acrylPriceEntry = z.object({
  acrylType: z.string(),
  printType: z.string(),
  materialType: z.string(),
  prices: z.array(acrylPriceTier),
});
export type AcrylPriceEntry = z.infer<typeof acrylPriceEntry>;
export const acrylPriceEntries = z.array(acrylPriceEntry);
