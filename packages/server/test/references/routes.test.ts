import { buildPath, referenceListPaths, routes } from '@stickers62/core/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test-support/suite.js';

const testApp = useTestApp();

const getJson = async (url: string) => {
  const reply = await testApp.app.inject({ method: 'GET', url });
  expect(reply.statusCode, url).toBe(200);
  return reply.json();
};
const list = (name: keyof typeof referenceListPaths) =>
  getJson(buildPath(routes.referenceList.path, { list: referenceListPaths[name] }));

describe('reference lists on a fresh start', () => {
  it('serves every list with the seeded contents', async () => {
    expect(await list('laminationTypes')).toEqual(['None', 'Glossy', 'Opaque']);
    expect(await list('cuttingTypes')).toEqual(['None', 'Through', 'Contour']);
    // 'Крафт' is seeded disabled: the calculators do not offer it.
    expect(await list('filmTypes')).not.toContain('Крафт');
    expect(await list('acrylTypes')).toEqual(expect.arrayContaining(['Брелок', 'Стенд', 'Подставка', 'Значок']));
    expect(await list('acrylPrintTypes')).toEqual(['Односторонняя', 'Двусторонняя', 'Разная печать', 'Без печати']);
    const categories = await list('acrylMaterialCategories');
    expect(categories[0]).toEqual({
      category: 'Прозрачный 2 мм',
      materialTypes: expect.arrayContaining(['Прозрачный 2 мм']),
    });
    expect(await list('acrylMaterialTypes')).toContain('Зеркальный золотой 3 мм');
    const fittings = await list('acrylFittings');
    expect(Math.min(...fittings.map((fitting: { price: number }) => fitting.price))).toBe(8.5);
  });

  it('prices every cutting × lamination × film with four tiers of A3…A8', async () => {
    const entries = await getJson(routes.stickerPrices.path);
    expect(entries.length).toBe(3 * 3 * 5);
    for (const entry of entries) {
      expect(entry.printPricingViews.map((tier: { minCount: number }) => tier.minCount)).toEqual([10, 50, 100, 500]);
      expect(Object.keys(entry.printPricingViews[0].printPrices).sort()).toEqual(['A3', 'A4', 'A5', 'A6', 'A7', 'A8']);
    }
    const acryl = await getJson(routes.acrylPrices.path);
    const keyRing = acryl.find(
      (entry: { acrylType: string; materialType: string; printType: string }) =>
        entry.acrylType === 'Брелок' && entry.materialType === 'Прозрачный 2 мм' && entry.printType === 'Односторонняя',
    );
    expect(new Set(keyRing.prices.map((tier: { maxWidth: number }) => tier.maxWidth)).size).toBeGreaterThan(2);
  });

  it('serves a PNG preview of each fitting and 404 for an unknown one', async () => {
    const fittings = await list('acrylFittings');
    const reply = await testApp.app.inject({
      method: 'GET',
      url: buildPath(routes.fittingPreview.path, { fitting: fittings[0].name }),
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('image/png');
    expect(reply.rawPayload.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    const missing = await testApp.app.inject({
      method: 'GET',
      url: buildPath(routes.fittingPreview.path, { fitting: 'Нет такой' }),
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('OpenAPI document', () => {
  it('lists every route the app serves from the contract table', async () => {
    const document = await getJson('/api/openapi.json');
    const served = Object.values(routes).filter((route) =>
      testApp.app.hasRoute({ method: route.method, url: route.path.replace(':list', referenceListPaths.filmTypes) }),
    );
    expect(served.length).toBeGreaterThanOrEqual(38);
    for (const route of served) {
      const path = route.path
        .replace(':list', referenceListPaths.filmTypes)
        .replace(/:([A-Za-z]+)/g, (_, name: string) => `{${name}}`);
      expect(document.paths[path]?.[route.method.toLowerCase()], `${route.method} ${path}`).toBeDefined();
    }
  });
});
