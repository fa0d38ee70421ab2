/**
 * The shop's price lists as the API answers them, small enough to reason about: stickers in
 * three tiers (0, 50, 100 sheets), key rings and stands in tiers by count and size. The data is
 * plain JSON, read through the contract's schemas, so it cannot drift from the wire format.
 */
import { acrylPriceEntries, stickerPriceEntries } from '@stickers62/core/contract';
import priceLists from './price-lists.json' with { type: 'json' };

export const stickerPrices = stickerPriceEntries.parse(priceLists.stickerPrices);

export const acrylPrices = acrylPriceEntries.parse(priceLists.acrylPrices);
