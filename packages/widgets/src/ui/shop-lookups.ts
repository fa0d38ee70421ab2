import type { AcrylPriceEntry, ReferenceLists, StickerPriceEntry } from '@stickers62/core/contract';
import { getShopStores, type LookupStore } from '@stickers62/core/stores';

/** The price lists and reference lists the calculators read. */
export interface ShopLookups {
  readonly stickerPrices: LookupStore<StickerPriceEntry[]>;
  readonly acrylPrices: LookupStore<AcrylPriceEntry[]>;
  readonly references: LookupStore<ReferenceLists>;
}

/**
 * The lookup stores of a shop address, shared with every widget and store on the page (one
 * request per list). (The element scripts swap this module for a lighter one, see
 * custom-elements/standalone-shop-lookups.ts.)
 */
export function shopLookupsFor(apiBase?: string): ShopLookups {
  return getShopStores(apiBase);
}
