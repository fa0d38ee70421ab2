import { type ApiClient, type ApiClientOptions, createApiClient, normalizeBaseUrl } from '../api/client.js';
import {
  createLookupClient,
  emptyAcrylCalculatorLookups,
  emptyStickerCalculatorLookups,
  type LookupClient,
  type LookupOutcome,
  loadAcrylCalculatorLookups,
  loadAcrylPrices,
  loadReferenceLists,
  loadStickerCalculatorLookups,
  loadStickerPrices,
} from '../api/lookups.js';
import type { AcrylPriceEntry, StickerPriceEntry } from '../contract/prices.js';
import type { ReferenceLists } from '../contract/references.js';
import { type CartCountStore, createCartCountStore } from './cart-count.js';
import { createLookupStore, type LookupStore, lookupPart } from './lookup.js';
import { createSessionStore, type SessionStore } from './session.js';
import { browserStorage, browserTabStorage, type KeyValueStorage } from './storage.js';

/** The price lists and reference lists of one API server: what the calculators read. */
export interface ShopLookupStores {
  readonly references: LookupStore<ReferenceLists>;
  readonly stickerPrices: LookupStore<StickerPriceEntry[]>;
  readonly acrylPrices: LookupStore<AcrylPriceEntry[]>;
}

/**
 * Everything a page or widget reads for one API server. Widgets on one page that point at
 * the same `api-base` get the same instances: one session, one request per list.
 */
export interface ShopStores extends ShopLookupStores {
  readonly api: ApiClient;
  readonly session: SessionStore;
  readonly cartCount: CartCountStore;
}

/** Used only when a base URL's client is first created; later calls share what exists. */
export type SharedApiClientOptions = Omit<ApiClientOptions, 'baseUrl' | 'session'>;

/** Used only when a base URL's stores are first created; later calls share what exists. */
export interface ShopStoresOptions extends SharedApiClientOptions {
  /** Where the access token is kept; `localStorage` when the page allows it. */
  storage?: KeyValueStorage;
  /** Where a temporary session's access key is kept for the tab; `sessionStorage` when the page allows it. */
  tabStorage?: KeyValueStorage;
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

/*
 * Three registries, one per layer, so that what only needs a client or the lookups (the
 * calculators, the React library's widgets) does not bring the session store, the sign-in
 * schemas and the cart count into a bundle: `getShopStores` builds on the other two and binds
 * its session to the same client.
 */
const clients = new Map<string, ApiClient>();
const lookups = new Map<string, ShopLookupStores>();
const lookupStores = new Map<string, LookupStore<unknown>>();
const calculatorLookups = new Map<string, unknown>();
const lookupClients = new Map<string, LookupClient>();
const shops = new Map<string, ShopStores>();

/**
 * The client of one API server, shared by everything on the page that talks to it; created on
 * first use without a session. Once `getShopStores` runs for the same server (the shop's site
 * does on start), its session is bound to this very client, and every call carries its token;
 * until then (a partner's page) a call that meets a 401 refreshes through the shop's cookie.
 */
export function getSharedApiClient(baseUrl = '', options: SharedApiClientOptions = {}): ApiClient {
  const key = normalizeBaseUrl(baseUrl);
  let client = clients.get(key);
  if (!client) {
    client = createApiClient({ ...options, baseUrl: key });
    clients.set(key, client);
  }
  return client;
}

/**
 * One lookup store of one API server (on the shared client), created on first use and shared
 * after. Each list has its own getter, so a widget that reads only some lists (the sticker
 * calculator has no acrylic prices) carries neither the others' loaders nor their validators.
 */
function sharedLookupStore<T, Client extends LookupClient>(
  baseUrl: string,
  list: keyof ShopLookupStores | 'stickerCalculator' | 'acrylCalculator',
  load: (api: Client) => Promise<LookupOutcome<T>>,
  empty: T,
  clientFor: (key: string) => Client,
): LookupStore<T> {
  const key = normalizeBaseUrl(baseUrl);
  const id = `${list} ${key}`;
  let store = lookupStores.get(id) as LookupStore<T> | undefined;
  if (!store) {
    const api = clientFor(key);
    store = createLookupStore(() => load(api), empty);
    lookupStores.set(id, store as LookupStore<unknown>);
  }
  return store;
}

/** The per-list stores load with the shared client (the shop's screens read them, signed in). */
const sharedClientFor = (key: string): ApiClient => getSharedApiClient(key);

/** The reference lists of one API server, one store per page. */
export function getReferenceListsStore(baseUrl = ''): LookupStore<ReferenceLists> {
  return sharedLookupStore(baseUrl, 'references', loadReferenceLists, emptyReferenceLists, sharedClientFor);
}

/** The sticker price list of one API server, one store per page. */
export function getStickerPricesStore(baseUrl = ''): LookupStore<StickerPriceEntry[]> {
  return sharedLookupStore(baseUrl, 'stickerPrices', loadStickerPrices, [] as StickerPriceEntry[], sharedClientFor);
}

/** The acrylic price list of one API server, one store per page. */
export function getAcrylPricesStore(baseUrl = ''): LookupStore<AcrylPriceEntry[]> {
  return sharedLookupStore(baseUrl, 'acrylPrices', loadAcrylPrices, [] as AcrylPriceEntry[], sharedClientFor);
}

/**
 * The client a calculator's lookups load with: the shared full client when one exists for the
 * server (the shop's site creates it on start, with its session; a test, with its own fetch),
 * otherwise a lookup client of its own, without session or refresh, so an element script that
 * only shows prices does not carry them (about 1 kB gzip).
 */
function lookupClientFor(key: string): LookupClient {
  const shared = clients.get(key);
  if (shared) return shared;
  let client = lookupClients.get(key);
  if (!client) {
    client = createLookupClient(key);
    lookupClients.set(key, client);
  }
  return client;
}

/** What one calculator reads: its price list and the reference lists it shows, from one request. */
export interface CalculatorLookups<Prices, References> {
  readonly prices: LookupStore<Prices>;
  readonly references: LookupStore<References>;
}

export type StickerCalculatorLookupStores = CalculatorLookups<StickerPriceEntry[], Pick<ReferenceLists, 'filmTypes'>>;
export type AcrylCalculatorLookupStores = CalculatorLookups<
  AcrylPriceEntry[],
  Pick<ReferenceLists, 'acrylMaterialCategories' | 'acrylFittings'>
>;

/**
 * The sticker calculator's lookups of one API server, one request per page for every sticker
 * calculator on it (issue 33, item 1: nine requests before the first price became one).
 */
export function getStickerCalculatorLookups(baseUrl = ''): StickerCalculatorLookupStores {
  return sharedParts(`sticker ${normalizeBaseUrl(baseUrl)}`, () => {
    const store = sharedLookupStore(
      baseUrl,
      'stickerCalculator',
      loadStickerCalculatorLookups,
      emptyStickerCalculatorLookups,
      lookupClientFor,
    );
    return {
      prices: lookupPart(store, (value) => value.prices),
      references: lookupPart(store, (value) => ({ filmTypes: value.filmTypes })),
    };
  });
}

/** The acrylic calculator's lookups of one API server: its prices, material categories and fittings in one request. */
export function getAcrylCalculatorLookups(baseUrl = ''): AcrylCalculatorLookupStores {
  return sharedParts(`acryl ${normalizeBaseUrl(baseUrl)}`, () => {
    const store = sharedLookupStore(
      baseUrl,
      'acrylCalculator',
      loadAcrylCalculatorLookups,
      emptyAcrylCalculatorLookups,
      lookupClientFor,
    );
    return {
      prices: lookupPart(store, (value) => value.prices),
      references: lookupPart(store, ({ acrylMaterialCategories, acrylFittings }) => ({
        acrylMaterialCategories,
        acrylFittings,
      })),
    };
  });
}

/** Both calculators' lookups of one API server (each loads when a calculator first reads it). */
export function getCalculatorLookups(baseUrl = ''): {
  stickerCalculator: StickerCalculatorLookupStores;
  acrylCalculator: AcrylCalculatorLookupStores;
} {
  return {
    stickerCalculator: getStickerCalculatorLookups(baseUrl),
    acrylCalculator: getAcrylCalculatorLookups(baseUrl),
  };
}

/** The same part stores on every call, so a widget's memoised calculator store keeps them. */
function sharedParts<Parts>(id: string, create: () => Parts): Parts {
  let parts = calculatorLookups.get(id) as Parts | undefined;
  if (!parts) {
    parts = create();
    calculatorLookups.set(id, parts);
  }
  return parts;
}

/** The lookup stores of one API server (on the shared client), one set per page: one request per list. */
export function getShopLookups(baseUrl = ''): ShopLookupStores {
  const key = normalizeBaseUrl(baseUrl);
  let stores = lookups.get(key);
  if (!stores) {
    stores = {
      references: getReferenceListsStore(key),
      stickerPrices: getStickerPricesStore(key),
      acrylPrices: getAcrylPricesStore(key),
    };
    lookups.set(key, stores);
  }
  return stores;
}

/**
 * The stores of one API server, created on first use and shared after. `baseUrl` is a
 * widget's `api-base` (`''` or absent: the page's own origin). Nothing loads until a store
 * gets its first subscriber. The client and the lookups are those of `getSharedApiClient` and
 * `getShopLookups`; the client options apply only if this call creates the client.
 */
export function getShopStores(baseUrl = '', options: ShopStoresOptions = {}): ShopStores {
  const key = normalizeBaseUrl(baseUrl);
  let stores = shops.get(key);
  if (!stores) {
    const { storage = browserStorage, tabStorage = browserTabStorage, ...clientOptions } = options;
    const api = getSharedApiClient(key, clientOptions);
    // The session binds itself to the client, so every call of this base URL carries its token.
    const session = createSessionStore({ api, storage, tabStorage });
    stores = { ...getShopLookups(key), api, session, cartCount: createCartCountStore(api, session) };
    shops.set(key, stores);
  }
  return stores;
}

/** The shared client of one API server, bound to its session (which this creates if need be). */
export function getApiClient(baseUrl = ''): ApiClient {
  return getShopStores(baseUrl).api;
}

/** Forgets every registered server's client and stores (tests; a host that swaps servers). */
export function forgetShopStores(): void {
  clients.clear();
  lookups.clear();
  lookupStores.clear();
  calculatorLookups.clear();
  lookupClients.clear();
  shops.clear();
}
