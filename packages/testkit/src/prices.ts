/**
 * The shop's price lists as the API answers them, small enough to reason about: stickers in
 * three tiers (0, 50, 100 sheets), key rings and stands in tiers by count and size. The data is
 * plain JSON, read through the contract's schemas, so it cannot drift from the wire format.
 */
import { acrylPriceEntries, stickerPriceEntries } from '@stickers62/core/contract';
import type { StickerPriceChange } from '@stickers62/core/stores';
import priceLists from './price-lists.json' with { type: 'json' };

export const stickerPrices = stickerPriceEntries.parse(priceLists.stickerPrices);

export const acrylPrices = acrylPriceEntries.parse(priceLists.acrylPrices);

/**
 * What the sticker calculator reports over `stickerPrices` for 501 A3 sheets of its first
 * choices: the top tier's price per sheet. The store's test and the widget's reach it alike.
 */
export const stickerA3At501SheetsReport: StickerPriceChange = {
  cuttingType: 'Through',
  laminationType: 'None',
  filmType: 'Белая',
  format: 'A3',
  sheets: 501,
  pricePerSheet: 150,
  total: 75150,
};
