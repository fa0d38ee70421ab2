import { describe, expect, it } from 'vitest';
import { loginAddressReturningTo, returnPathOf } from './return-path.js';

describe('return path after signing in', () => {
  it('carries the path and its query in the login address, and reads it back', () => {
    const address = loginAddressReturningTo('/login', '/order/42?tab=acryl');
    expect(address).toBe('/login?next=%2Forder%2F42%3Ftab%3Dacryl');
    expect(returnPathOf(address.slice(address.indexOf('?')))).toBe('/order/42?tab=acryl');
    expect(returnPathOf('?next=/cart')).toBe('/cart');
    expect(returnPathOf('mode=register&next=%2Fcart')).toBe('/cart');
  });

  it('has none without a next, or with one that leaves the site', () => {
    expect(returnPathOf('')).toBeNull();
    expect(returnPathOf('?mode=register')).toBeNull();
    for (const next of [
      'https://evil.example/cart',
      '//evil.example/cart',
      '/\\evil.example',
      '/\t/evil.example',
      'javascript:alert(1)',
      'cart',
    ]) {
      expect(returnPathOf(`?next=${encodeURIComponent(next)}`), next).toBeNull();
    }
  });
});
