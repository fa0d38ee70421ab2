import { describe, expect, it } from 'vitest';
import { matchesRoutePattern, sampleRoutePath } from './route-pattern.js';

describe('route patterns', () => {
  it('match one segment per parameter, an optional one, and a trailing slash', () => {
    expect(matchesRoutePattern('/order/:id/payment', '/order/3f2a/payment')).toBe(true);
    expect(matchesRoutePattern('/order/:id/payment', '/order/3f2a/payment/')).toBe(true);
    expect(matchesRoutePattern('/order/:id/payment', '/order//payment')).toBe(false);
    expect(matchesRoutePattern('/order/:id/payment', '/order/a/b/payment')).toBe(false);
    expect(matchesRoutePattern('/order/:id/payment', '/order/3f2a/payment-completed')).toBe(false);
    expect(matchesRoutePattern('/order/:id', '/order/3f2a/payment')).toBe(false);
    expect(matchesRoutePattern('/completed/:id?', '/completed')).toBe(true);
    expect(matchesRoutePattern('/completed/:id?', '/completed/7')).toBe(true);
    expect(matchesRoutePattern('/stickers', '/stickers')).toBe(true);
    expect(matchesRoutePattern('/a.b', '/axb')).toBe(false);
  });

  it('fill every parameter for a sample address', () => {
    expect(sampleRoutePath('/order/:id/payment', 'shell')).toBe('/order/shell/payment');
    expect(sampleRoutePath('/stickers', 'shell')).toBe('/stickers');
  });
});
