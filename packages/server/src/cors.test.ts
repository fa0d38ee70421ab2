import { routes } from '@stickers62/core/contract';
import { describe, expect, it } from 'vitest';
import { signUp } from './test-support/app.js';
import { useTestApp } from './test-support/suite.js';

const testApp = useTestApp();

const partner = 'https://partner-shop.example';

describe('cross-origin reads for embedded widgets', () => {
  it('lets another site read prices and reference lists with credentials', async () => {
    for (const url of [routes.stickerPrices.path, '/api/stickers/references/film-types']) {
      const reply = await testApp.app.inject({ method: 'GET', url, headers: { origin: partner } });
      expect(reply.statusCode, url).toBe(200);
      expect(reply.headers['access-control-allow-origin'], url).toBe(partner);
      expect(reply.headers['access-control-allow-credentials'], url).toBe('true');
    }
  });

  it('answers the preflight a bearer header causes', async () => {
    const reply = await testApp.app.inject({
      method: 'OPTIONS',
      url: routes.acrylPrices.path,
      headers: {
        origin: partner,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });
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
