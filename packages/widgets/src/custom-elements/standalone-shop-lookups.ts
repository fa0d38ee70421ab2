import { loadAcrylPrices, loadReferenceLists, loadStickerPrices, normalizeBaseUrl } from '@stickers62/core/api';
import { createLookupStore, emptyReferenceLists } from '@stickers62/core/stores';
import type { ShopLookups } from '../ui/shop-lookups';
import { apiClientFor } from './standalone-api-client';

const lookups = new Map<string, ShopLookups>();

/**
 * The element scripts' stand-in for `ui/shop-lookups`: the same lookup stores of core, one
 * set per shop address (so two calculators still make one request), without the rest of the
 * store registry (session, cart count) that a partner's page does not use.
 */
export function shopLookupsFor(apiBase = ''): ShopLookups {
  const key = normalizeBaseUrl(apiBase);
  let stores = lookups.get(key);
  if (!stores) {
    const client = apiClientFor(key);
    stores = {
      stickerPrices: createLookupStore(() => loadStickerPrices(client), []),
      acrylPrices: createLookupStore(() => loadAcrylPrices(client), []),
      references: createLookupStore(() => loadReferenceLists(client), emptyReferenceLists),
    };
    lookups.set(key, stores);
  }
  return stores;
}
