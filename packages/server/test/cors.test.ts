import { routes } from '@stickers62/core/contract';
import { describe, expect, it } from 'vitest';
import { bearerPreflight, signUp } from './test-support/app.js';
import { useTestApp } from './test-support/suite.js';

const testApp = useTestApp();

const partner = 'https://partner-shop.example';

describe('cross-origin reads for embedded widgets', () => {
  it('lets another site read prices and reference lists with credentials', async () => {
    for (const url of [
      routes.stickerPrices.path,
      '/api/stickers/references/film-types',
      routes.stickerCalculatorLookups.path,
      routes.acrylCalculatorLookups.path,
    ]) {
      const reply = await testApp.app.inject({ method: 'GET', url, headers: { origin: partner } });
      expect(reply.statusCode, url).toBe(200);
      expect(reply.headers['access-control-allow-origin'], url).toBe(partner);
      expect(reply.headers['access-control-allow-credentials'], url).toBe('true');
    }
  });

  it('keeps Vary: Origin on reference lists', async () => {
    const reply = await testApp.app.inject({
      method: 'GET',
      url: '/api/stickers/references/film-types',
      headers: { origin: partner },
    });
    expect(
      String(reply.headers.vary)
        .toLowerCase()
        .split(/\s*,\s*/),
    ).toContain('origin');
  });

  it("keeps Vary: Origin beside the price views' Vary: Accept-Encoding, on fresh and 304 answers", async () => {
    for (const url of [routes.stickerPrices.path, routes.acrylPrices.path]) {
      const headers = { origin: partner, 'accept-encoding': 'gzip' };
      const reply = await testApp.app.inject({ method: 'GET', url, headers });
      const vary = String(reply.headers.vary)
        .toLowerCase()
        .split(/\s*,\s*/);
      expect(vary, url).toEqual(expect.arrayContaining(['origin', 'accept-encoding']));
      const unchanged = await testApp.app.inject({
        method: 'GET',
        url,
        headers: { ...headers, 'if-none-match': String(reply.headers.etag) },
      });
      expect(unchanged.statusCode, url).toBe(304);
      expect(
        String(unchanged.headers.vary)
          .toLowerCase()
          .split(/\s*,\s*/),
        url,
      ).toEqual(expect.arrayContaining(['origin', 'accept-encoding']));
    }
  });

  it('answers the preflight a bearer header causes', async () => {
    const reply = await bearerPreflight(testApp.app, routes.acrylPrices.path, partner);
    expect(reply.statusCode).toBe(204);
    expect(reply.headers['access-control-allow-origin']).toBe(partner);
    expect(reply.headers['access-control-allow-headers']).toContain('authorization');
  });

  it('keeps signed-in calls same-origin', async () => {
    const session = await signUp(testApp.app);
    const reply = await testApp.app.inject({
      method: 'GET',
      url: routes.orderList.path,
      headers: { ...session.headers, origin: partner },
    });
    expect(reply.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await testApp.app.inject({
      method: 'OPTIONS',
      url: routes.orderList.path,
      headers: { origin: partner },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });
});
