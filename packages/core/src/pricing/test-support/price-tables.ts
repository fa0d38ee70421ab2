import type { StickerPriceEntry } from '../../contract/index.js';

/**
 * The pricing tests' sticker price row: white film, contour cut, no lamination, in three tiers
 * (10, 50 and 100 sheets); A3 has no price in the top tier.
 */
export const stickerPrices: StickerPriceEntry[] = [
  {
    cuttingType: 'Contour',
    laminationType: 'None',
    filmType: 'Белая',
    printPricingViews: [
      { minCount: 10, printPrices: { A4: 100, A3: 180 } },
      { minCount: 50, printPrices: { A4: 90, A3: 160 } },
      { minCount: 100, printPrices: { A4: 80 } },
    ],
  },
];

/** An A4 sticker item of that row, without its count. */
export const a4Sticker = {
  cuttingType: 'Contour',
  laminationType: 'None',
  filmType: 'Белая',
  width: 210,
  height: 297,
} as const;
