import { describe, expect, it } from 'vitest';
import { buildPath, routes } from './routes.js';

describe('routes', () => {
  it('has no two calls with the same method and path', () => {
    const keys = Object.values(routes).map((route) => `${route.method} ${route.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('keeps the spec paths of the customer area', () => {
    expect(routes.order).toEqual({ method: 'GET', path: '/api/web/orders/:id' });
    expect(routes.saveAcrylItem).toEqual({ method: 'POST', path: '/api/web/acryl/:id/save' });
    expect(routes.deleteStickerItem).toEqual({ method: 'DELETE', path: '/api/web/stickers/:id/delete' });
    expect(routes.uploadFile.path).toBe('/api/web/files/:orderId/:kind/:itemName/upload');
    expect(routes.cartItemsCount.path).toBe('/api/web/orders/get-cart-items-count');
    expect(routes.refresh).toEqual({ method: 'POST', path: '/api/auth/refresh' });
  });

  it('starts every path at /api/', () => {
    for (const route of Object.values(routes)) expect(route.path.startsWith('/api/')).toBe(true);
  });
});

describe('buildPath', () => {
  it('fills and encodes parameters', () => {
    expect(buildPath(routes.order.path, { id: 0 })).toBe('/api/web/orders/0');
    expect(buildPath(routes.downloadFile.path, { orderId: 'a b', kind: 'stickers', itemName: 'Котик/2?' })).toBe(
      '/api/web/files/a%20b/stickers/%D0%9A%D0%BE%D1%82%D0%B8%D0%BA%2F2%3F/download',
    );
  });

  it('leaves paths without parameters as they are', () => {
    expect(buildPath(routes.cart.path)).toBe('/api/web/cart');
  });

  it('throws on a missing parameter', () => {
    expect(() => buildPath(routes.filePreview.path, { orderId: '0', kind: 'acryl' })).toThrow(
      'Missing path parameter "itemName"',
    );
  });
});
