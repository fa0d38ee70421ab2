import { createFakeFetch, deferred, json } from '@stickers62/testkit/fake-fetch';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/errors.js';
import { createLookupStore } from './lookup.js';
import {
  forgetShopStores,
  getAcrylCalculatorLookups,
  getAcrylPricesStore,
  getApiClient,
  getReferenceListsStore,
  getSharedApiClient,
  getShopLookups,
  getShopStores,
  getStickerCalculatorLookups,
  getStickerPricesStore,
} from './registry.js';
import { memoryStorage } from './storage.js';

const stickerPricesKey = 'GET /api/stickers/prices/get-stickers-prices-views';
const priceRow = {
  filmType: 'Белая глянцевая',
  laminationType: 'None',
  cuttingType: 'Contour',
  printPricingViews: [{ minCount: 10, printPrices: { A4: 300 } }],
};

function fakeShop() {
  const release = deferred<void>();
  const fake = createFakeFetch({
    [stickerPricesKey]: async () => {
      await release.promise;
      return json(200, [priceRow]);
    },
  });
  const options = {
    fetch: fake.fetch,
    createXhr: null,
    storage: memoryStorage(),
    sleep: () => Promise.resolve(),
    log: () => {},
  };
  return { fake, release, options };
}

afterEach(() => {
  forgetShopStores();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('getShopStores', () => {
  it('gives widgets with the same api-base the same stores, and one price request', async () => {
    const { fake, release, options } = fakeShop();
    const first = getShopStores('https://shop.test', options);
    const second = getShopStores('https://shop.test/');

    expect(second).toBe(first);
    expect(getApiClient('https://shop.test')).toBe(first.api);

    const seen: string[] = [];
    const unsubscribeFirst = first.stickerPrices.$state.subscribe((state) => seen.push(`first:${state.status}`));
    const unsubscribeSecond = second.stickerPrices.$state.subscribe((state) => seen.push(`second:${state.status}`));
    release.resolve();
    await first.stickerPrices.load();

    expect(fake.callsTo(stickerPricesKey)).toHaveLength(1);
    expect(fake.calls[0]?.url.origin).toBe('https://shop.test');
    expect(first.stickerPrices.$state.get()).toEqual({ status: 'ready', value: [priceRow], error: null });
    expect(seen).toContain('second:ready');
    unsubscribeFirst();
    unsubscribeSecond();
  });

  it('keeps servers apart: another api-base has its own stores and requests', async () => {
    const { fake, release, options } = fakeShop();
    release.resolve();
    const one = getShopStores('https://one.test', options);
    const other = getShopStores('https://other.test', options);

    expect(other).not.toBe(one);
    await Promise.all([one.stickerPrices.load(), other.stickerPrices.load()]);
    expect(fake.calls.map((call) => call.url.origin)).toEqual(['https://one.test', 'https://other.test']);
  });

  it('loads nothing before the first subscriber', () => {
    const { fake, options } = fakeShop();
    getShopStores('https://lazy.test', options);
    expect(fake.calls).toHaveLength(0);
  });

  it('binds the client to the session, so calls carry the stored token', async () => {
    const { fake, options } = fakeShop();
    fake.routes['GET /api/web/orders/get-cart-items-count'] = json(200, { count: 2 });
    const stores = getShopStores('', { ...options, storage: memoryStorage({ accessToken: 'stored' }) });
    await stores.api.send({ method: 'GET', path: '/api/web/orders/get-cart-items-count' });
    expect(fake.calls[0]?.headers.authorization).toBe('Bearer stored');
  });
});

describe('getSharedApiClient and getShopLookups', () => {
  it('give a client and lookups without a session, which getShopStores later binds to the same client', async () => {
    const { fake, release, options } = fakeShop();
    release.resolve();
    fake.routes['GET /api/web/orders/get-cart-items-count'] = json(200, { count: 2 });
    const client = getSharedApiClient('https://later.test/', options);
    const lookups = getShopLookups('https://later.test');
    await client.send({ method: 'GET', path: '/api/web/orders/get-cart-items-count' });
    expect(fake.calls[0]?.headers.authorization).toBeUndefined();

    const stores = getShopStores('https://later.test', { storage: memoryStorage({ accessToken: 'stored' }) });
    expect(stores.api).toBe(client);
    expect(stores.stickerPrices).toBe(lookups.stickerPrices);
    await client.send({ method: 'GET', path: '/api/web/orders/get-cart-items-count' });
    expect(fake.calls[1]?.headers.authorization).toBe('Bearer stored');
  });

  it('share one store per list, whether a widget takes one list or all of them', async () => {
    const { fake, release, options } = fakeShop();
    release.resolve();
    getSharedApiClient('https://lists.test', options);
    const stickerPrices = getStickerPricesStore('https://lists.test/');
    const lookups = getShopLookups('https://lists.test');
    expect(lookups.stickerPrices).toBe(stickerPrices);
    expect(lookups.acrylPrices).toBe(getAcrylPricesStore('https://lists.test'));
    expect(lookups.references).toBe(getReferenceListsStore('https://lists.test'));
    expect(getStickerPricesStore('https://other.test')).not.toBe(stickerPrices);

    await Promise.all([stickerPrices.load(), lookups.stickerPrices.load()]);
    expect(stickerPrices.$state.get().value).toEqual([priceRow]);
    expect(fake.callsTo(stickerPricesKey)).toHaveLength(1);

    forgetShopStores();
    expect(getStickerPricesStore('https://lists.test')).not.toBe(stickerPrices);
  });
});

describe("a calculator's lookups (getStickerCalculatorLookups, getAcrylCalculatorLookups)", () => {
  it('load the prices and the films of every sticker calculator of a page in one request, shared by both parts', async () => {
    const { fake, release, options } = fakeShop();
    release.resolve();
    fake.routes['GET /api/stickers/calculators/sticker/lookups'] = json(200, {
      prices: [priceRow],
      filmTypes: ['Белая'],
    });
    getSharedApiClient('https://calc.test', options);
    const lookups = getStickerCalculatorLookups('https://calc.test');
    // The same stores on every call, so a widget's memoised calculator store keeps them.
    expect(getStickerCalculatorLookups('https://calc.test/')).toBe(lookups);

    const seen: string[] = [];
    const stop = lookups.references.$state.listen((state) => seen.push(state.status));
    await Promise.all([lookups.prices.load(), lookups.references.load()]);
    expect(lookups.prices.$state.get()).toEqual({ status: 'ready', value: [priceRow], error: null });
    expect(lookups.references.$state.get().value).toEqual({ filmTypes: ['Белая'] });
    expect(fake.callsTo('GET /api/stickers/calculators/sticker/lookups')).toHaveLength(1);
    expect(seen.at(-1)).toBe('ready');
    stop();
  });

  it('fail both parts together when the one request fails, and load again on retry', async () => {
    const { fake, release, options } = fakeShop();
    release.resolve();
    fake.routes['GET /api/stickers/calculators/acryl/lookups'] = json(500, { message: 'boom' });
    getSharedApiClient('https://acryl-calc.test', options);
    const lookups = getAcrylCalculatorLookups('https://acryl-calc.test');
    await lookups.prices.load();
    expect(lookups.prices.$state.get().status).toBe('failed');
    expect(lookups.references.$state.get()).toMatchObject({
      status: 'failed',
      value: { acrylMaterialCategories: [], acrylFittings: [] },
    });

    fake.routes['GET /api/stickers/calculators/acryl/lookups'] = json(200, {
      prices: [],
      acrylMaterialCategories: [{ category: 'Прозрачный', materialTypes: ['Прозрачный 2 мм'] }],
      acrylFittings: [{ name: 'Карабин', price: 15 }],
    });
    await lookups.references.load();
    expect(lookups.prices.$state.get().status).toBe('ready');
    expect(lookups.references.$state.get().value.acrylFittings).toEqual([{ name: 'Карабин', price: 15 }]);
  });
});

describe("a calculator's lookups on a page without the shop's client (a partner's page)", () => {
  const lookupsKey = 'GET /api/stickers/calculators/sticker/lookups';

  it('load through a lookup client of their own: the page fetch, cookies, no token, one request for every part', async () => {
    const fake = createFakeFetch({ [lookupsKey]: json(200, { prices: [priceRow], filmTypes: ['Белая'] }) });
    vi.stubGlobal('fetch', fake.fetch);
    const lookups = getStickerCalculatorLookups('https://partner-shop.test/');
    await Promise.all([lookups.prices.load(), lookups.references.load()]);

    expect(lookups.prices.$state.get()).toEqual({ status: 'ready', value: [priceRow], error: null });
    expect(lookups.references.$state.get().value).toEqual({ filmTypes: ['Белая'] });
    expect(fake.calls).toHaveLength(1);
    const [call] = fake.calls;
    expect(call?.url.href).toBe('https://partner-shop.test/api/stickers/calculators/sticker/lookups');
    // What a preload with crossorigin="use-credentials" matches: cookies sent, no Authorization.
    expect(call?.credentials).toBe('include');
    expect(call?.headers).toEqual({ accept: 'application/json' });

    // They made no full client for that shop: the first one made now takes its own options.
    const own = createFakeFetch({ 'GET /api/ping': json(200, {}) });
    await getSharedApiClient('https://partner-shop.test', { fetch: own.fetch }).send({
      method: 'GET',
      path: '/api/ping',
    });
    expect(own.calls).toHaveLength(1);
    expect(fake.calls).toHaveLength(1);
  });

  it('retry twice after a failure, then say it once on the console in Russian and leave the lists empty', async () => {
    vi.useFakeTimers();
    const fake = createFakeFetch({ [lookupsKey]: json(503, { message: 'busy' }) });
    vi.stubGlobal('fetch', fake.fetch);
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const lookups = getStickerCalculatorLookups('https://down-shop.test');
    const loading = lookups.prices.load();
    await vi.runAllTimersAsync();
    await loading;

    expect(fake.callsTo(lookupsKey)).toHaveLength(3);
    expect(lookups.prices.$state.get()).toMatchObject({ status: 'failed', value: [] });
    expect(lookups.prices.$state.get().error).toBeInstanceOf(ApiError);
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(String(consoleError.mock.calls[0]?.[0])).toMatch(/^«Стикеры 62»: .*503/);
    consoleError.mockRestore();
  });

  it("take the shop's own client when the page made one first (the shop's site signs in through it)", async () => {
    const { fake, options } = fakeShop();
    fake.routes[lookupsKey] = json(200, { prices: [], filmTypes: [] });
    getSharedApiClient('https://own-shop.test', options);
    const globalFetch = vi.fn();
    vi.stubGlobal('fetch', globalFetch);
    await getStickerCalculatorLookups('https://own-shop.test').prices.load();

    expect(fake.callsTo(lookupsKey)).toHaveLength(1);
    expect(globalFetch).not.toHaveBeenCalled();
  });
});

describe('createLookupStore', () => {
  it('goes idle → loading → ready, loading on the first subscription', async () => {
    const release = deferred<void>();
    let loads = 0;
    const store = createLookupStore(async () => {
      loads += 1;
      await release.promise;
      return { value: ['a'], error: null };
    }, [] as string[]);
    expect(loads).toBe(0);

    const seen: string[] = [];
    const unsubscribe = store.$state.subscribe((state) => seen.push(state.status));
    expect(loads).toBe(1);
    release.resolve();
    await store.load();

    expect(seen).toEqual(['loading', 'ready']);
    expect(store.$state.get()).toEqual({ status: 'ready', value: ['a'], error: null });
    unsubscribe();
  });

  it('marks a failed load so the calculator can say prices failed, and tries again on the next load', async () => {
    let attempts = 0;
    const failure = new ApiError('failed', 'Failed to fetch film types', 503);
    const store = createLookupStore(async () => {
      attempts += 1;
      return attempts === 1 ? { value: [], error: failure } : { value: ['b'], error: null };
    }, [] as string[]);

    await store.load();
    expect(store.$state.get()).toEqual({ status: 'failed', value: [], error: failure });

    await store.load();
    expect(store.$state.get()).toEqual({ status: 'ready', value: ['b'], error: null });
    await store.load();
    expect(attempts).toBe(2);
  });

  it('reload loads again even when ready', async () => {
    let attempts = 0;
    const store = createLookupStore(async () => {
      attempts += 1;
      return { value: [attempts], error: null };
    }, [] as number[]);
    await store.load();
    await store.reload();
    expect(store.$state.get().value).toEqual([2]);
  });

  it('prices failing on every attempt end as failed with an empty list', async () => {
    const { fake, options } = fakeShop();
    fake.routes[stickerPricesKey] = json(500);
    const stores = getShopStores('https://down.test', options);
    await stores.stickerPrices.load();
    expect(stores.stickerPrices.$state.get()).toMatchObject({ status: 'failed', value: [] });
    expect(fake.callsTo(stickerPricesKey)).toHaveLength(3);
  });

  it('the reference lists fill every list and fail as a whole when one list fails', async () => {
    const { fake, options } = fakeShop();
    for (const path of ['lamination-types', 'cutting-types', 'film-types', 'acryl-material-types', 'acryl-types']) {
      fake.routes[`GET /api/stickers/references/${path}`] = json(200, [path]);
    }
    fake.routes['GET /api/stickers/references/acryl-print-types'] = json(200, ['Полноцвет']);
    fake.routes['GET /api/stickers/references/acryl-material-categories'] = json(200, []);
    fake.routes['GET /api/stickers/references/acryl-fittings'] = json(200, [{ name: 'Карабин', price: 8.5 }]);
    const stores = getShopStores('https://refs.test', options);

    await stores.references.load();
    expect(stores.references.$state.get().status).toBe('ready');
    expect(stores.references.$state.get().value.acrylFittings).toEqual([{ name: 'Карабин', price: 8.5 }]);

    fake.routes['GET /api/stickers/references/film-types'] = json(500);
    await stores.references.reload();
    expect(stores.references.$state.get().status).toBe('failed');
    expect(stores.references.$state.get().value.filmTypes).toEqual([]);
    expect(stores.references.$state.get().value.acrylPrintTypes).toEqual(['Полноцвет']);
  });
});
