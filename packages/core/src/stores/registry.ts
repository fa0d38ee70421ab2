import { type ApiClient, type ApiClientOptions, createApiClient, normalizeBaseUrl } from '../api/client.js';
import { loadAcrylPrices, loadReferenceLists, loadStickerPrices } from '../api/lookups.js';
import type { AcrylPriceEntry, StickerPriceEntry } from '../contract/prices.js';
import type { ReferenceLists } from '../contract/references.js';
import { type CartCountStore, createCartCountStore } from './cart-count.js';
import { createLookupStore, type LookupStore } from './lookup.js';
import { createSessionStore, type SessionStore } from './session.js';
import { browserStorage, type KeyValueStorage } from './storage.js';

/**
 * Everything a page or widget reads for one API server. Widgets on one page that point at
 * the same `api-base` get the same instances: one session, one request per list.
 */
export interface ShopStores {
  readonly api: ApiClient;
  readonly session: SessionStore;
  readonly cartCount: CartCountStore;
  readonly references: LookupStore<ReferenceLists>;
  readonly stickerPrices: LookupStore<StickerPriceEntry[]>;
  readonly acrylPrices: LookupStore<AcrylPriceEntry[]>;
}

/** Used only when a base URL's stores are first created; later calls share what exists. */
export interface ShopStoresOptions extends Omit<ApiClientOptions, 'baseUrl' | 'session'> {
  /** Where the access token is kept; `localStorage` when the page allows it. */
  storage?: KeyValueStorage;
}

export const emptyReferenceLists: ReferenceLists = {
  laminationTypes: [],
  cuttingTypes: [],
  filmTypes: [],
  acrylMaterialTypes: [],
  acrylMaterialCategories: [],
  acrylTypes: [],
  acrylPrintTypes: [],
  acrylFittings: [],
};

const registry = new Map<string, ShopStores>();

function create(baseUrl: string, options: ShopStoresOptions): ShopStores {
  const { storage = browserStorage, ...clientOptions } = options;
  const api = createApiClient({ ...clientOptions, baseUrl });
  // The session binds itself to the client, so every call of this base URL carries its token.
  const session = createSessionStore({ api, storage });
  return {
    api,
    session,
    cartCount: createCartCountStore(api, session),
    references: createLookupStore(() => loadReferenceLists(api), emptyReferenceLists),
    stickerPrices: createLookupStore(() => loadStickerPrices(api), []),
    acrylPrices: createLookupStore(() => loadAcrylPrices(api), []),
  };
}

/**
 * The stores of one API server, created on first use and shared after. `baseUrl` is a
 * widget's `api-base` (`''` or absent: the page's own origin). Nothing loads until a store
 * gets its first subscriber.
 */
export function getShopStores(baseUrl = '', options: ShopStoresOptions = {}): ShopStores {
  const key = normalizeBaseUrl(baseUrl);
  let stores = registry.get(key);
  if (!stores) {
    stores = create(key, options);
    registry.set(key, stores);
  }
  return stores;
}

/** The shared client of one API server (bound to its session). */
export function getApiClient(baseUrl = ''): ApiClient {
  return getShopStores(baseUrl).api;
}

/** Forgets every registered server's stores (tests; a host that swaps servers). */
export function forgetShopStores(): void {
  registry.clear();
}
