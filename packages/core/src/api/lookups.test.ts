import { createFakeFetch, json } from '@stickers62/testkit/fake-fetch';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from './client.js';
import { loadAcrylPrices, loadReferenceList, loadReferenceLists, loadStickerPrices } from './lookups.js';

const filmTypesKey = 'GET /api/stickers/references/film-types';

function setup() {
  const fake = createFakeFetch();
  const log = vi.fn();
  const client = createApiClient({ fetch: fake.fetch, log });
  return { fake, log, client };
}

/** Lets the pending fetch promises settle without moving the fake clock. */
async function settle() {
  await vi.advanceTimersByTimeAsync(0);
}

describe('reference and price loads', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('retry after 1 s, then after 2 s, then yield an empty list and log the spec text', async () => {
    const { fake, log, client } = setup();
    fake.routes[filmTypesKey] = json(503);

    const outcome = loadReferenceList(client, 'filmTypes');
    await settle();
    expect(fake.callsTo(filmTypesKey)).toHaveLength(1);

    await vi.advanceTimersByTimeAsync(999);
    expect(fake.callsTo(filmTypesKey)).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fake.callsTo(filmTypesKey)).toHaveLength(2);

    await vi.advanceTimersByTimeAsync(1999);
    expect(fake.callsTo(filmTypesKey)).toHaveLength(2);
    expect(log).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fake.callsTo(filmTypesKey)).toHaveLength(3);

    const { value, error } = await outcome;
    expect(value).toEqual([]);
    expect(error).toMatchObject({ status: 503 });
    expect(log).toHaveBeenCalledOnce();
    expect(log.mock.calls[0]?.[0]).toBe('Failed to fetch film types');

    await vi.advanceTimersByTimeAsync(10_000);
    expect(fake.callsTo(filmTypesKey)).toHaveLength(3);
  });

  it('stop retrying at the first success', async () => {
    const { fake, log, client } = setup();
    let attempts = 0;
    fake.routes[filmTypesKey] = () => {
      attempts += 1;
      return attempts === 1 ? json(500) : json(200, ['Белая глянцевая']);
    };

    const outcome = loadReferenceList(client, 'filmTypes');
    await vi.advanceTimersByTimeAsync(1000);

    await expect(outcome).resolves.toEqual({ value: ['Белая глянцевая'], error: null });
    expect(attempts).toBe(2);
    expect(log).not.toHaveBeenCalled();
  });

  it('count an answer that breaks the contract as a failed attempt', async () => {
    const { fake, client } = setup();
    fake.routes['GET /api/stickers/references/acryl-fittings'] = json(200, [{ name: 'Карабин' }]);

    const outcome = loadReferenceList(client, 'acrylFittings');
    await vi.advanceTimersByTimeAsync(3000);

    expect((await outcome).value).toEqual([]);
    expect(fake.callsTo('GET /api/stickers/references/acryl-fittings')).toHaveLength(3);
  });

  it('price views reuse the film types message', async () => {
    const { fake, log, client } = setup();
    fake.routes['GET /api/stickers/prices/get-stickers-prices-views'] = json(500);
    fake.routes['GET /api/stickers/prices/get-acryl-prices-views'] = json(500);

    const stickers = loadStickerPrices(client);
    const acryl = loadAcrylPrices(client);
    await vi.advanceTimersByTimeAsync(3000);

    expect((await stickers).value).toEqual([]);
    expect((await acryl).value).toEqual([]);
    expect(log.mock.calls.map((call) => call[0])).toEqual(['Failed to fetch film types', 'Failed to fetch film types']);
  });

  it('load all eight lists, each failing on its own', async () => {
    const { fake, log, client } = setup();
    const paths = [
      'lamination-types',
      'cutting-types',
      'film-types',
      'acryl-material-types',
      'acryl-types',
      'acryl-print-types',
    ];
    for (const path of paths) fake.routes[`GET /api/stickers/references/${path}`] = json(200, [path]);
    fake.routes['GET /api/stickers/references/acryl-material-categories'] = json(200, [
      { category: 'Прозрачный', materialTypes: ['Прозрачный 3 мм'] },
    ]);
    fake.routes['GET /api/stickers/references/acryl-fittings'] = json(500);

    const outcome = loadReferenceLists(client);
    await vi.advanceTimersByTimeAsync(3000);
    const { value, failed } = await outcome;

    expect(value.laminationTypes).toEqual(['lamination-types']);
    expect(value.acrylMaterialCategories).toEqual([{ category: 'Прозрачный', materialTypes: ['Прозрачный 3 мм'] }]);
    expect(value.acrylFittings).toEqual([]);
    expect(failed).toEqual(['acrylFittings']);
    expect(log.mock.calls.map((call) => call[0])).toEqual(['Failed to fetch acryl fitting types']);
  });
});
