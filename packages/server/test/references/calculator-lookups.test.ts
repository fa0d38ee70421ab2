import { buildPath, routes } from '@stickers62/core/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { stickerPrices } from '../../src/db/schema.js';
import { useTestApp } from '../test-support/suite.js';

const testApp = useTestApp();

const getJson = async (url: string) => {
  const response = await testApp.app.inject({ method: 'GET', url });
  expect(response.statusCode, url).toBe(200);
  return response.json();
};
const referenceList = (list: string) => getJson(buildPath(routes.referenceList.path, { list }));

describe("a calculator's lookups in one answer (issue 33, item 1)", () => {
  it("answer the sticker calculator's prices and enabled films exactly as the spec's routes do", async () => {
    const lookups = await getJson(routes.stickerCalculatorLookups.path);
    expect(Object.keys(lookups).sort()).toEqual(['filmTypes', 'prices']);
    expect(lookups.prices).toEqual(await getJson(routes.stickerPrices.path));
    expect(lookups.filmTypes).toEqual(await referenceList('film-types'));
    expect(lookups.prices.length).toBeGreaterThan(0);
  });

  it("answer the acrylic calculator's prices, material categories and fittings as the spec's routes do", async () => {
    const lookups = await getJson(routes.acrylCalculatorLookups.path);
    expect(Object.keys(lookups).sort()).toEqual(['acrylFittings', 'acrylMaterialCategories', 'prices']);
    expect(lookups.prices).toEqual(await getJson(routes.acrylPrices.path));
    expect(lookups.acrylMaterialCategories).toEqual(await referenceList('acryl-material-categories'));
    expect(lookups.acrylFittings).toEqual(await referenceList('acryl-fittings'));
  });

  it('are cached with an ETag and answer the new price after an edit', async () => {
    const url = routes.stickerCalculatorLookups.path;
    const first = await testApp.app.inject({ method: 'GET', url });
    const etag = String(first.headers.etag);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect((await testApp.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } })).statusCode).toBe(304);

    const [row] = await testApp.app.db.select().from(stickerPrices).orderBy(stickerPrices.id).limit(1);
    if (!row) throw new Error('no seeded sticker price');
    await testApp.app.db
      .update(stickerPrices)
      .set({ price: row.price + 11 })
      .where(eq(stickerPrices.id, row.id));
    const after = await testApp.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(after.statusCode).toBe(200);
    expect(after.json().prices).toEqual(await getJson(routes.stickerPrices.path));
  });
});
