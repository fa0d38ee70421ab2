// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { paths, routes } from './routes';

const id = '3f2b8c1e-9a4d-4e6f-8b2a-1c3d5e7f9a0b';

describe('site routes', () => {
  it('builds every link of the spec from the route table', () => {
    expect(paths.order(id)).toBe(`/order/${id}`);
    expect(paths.orderPayment(id)).toBe(`/order/${id}/payment`);
    expect(paths.orderPaymentCompleted(id)).toBe(`/order/${id}/payment-completed`);
    expect(paths.confirmOrder(id)).toBe(`/confirm-order/${id}`);
    expect(paths.completed(id)).toBe(`/completed/${id}`);
    expect(paths.completed()).toBe('/completed');
    expect(paths.loginConvert).toBe('/login?mode=convert');
    expect(paths.vkLoginFailed).toBe('/login?error=vk_auth_failed');
    expect(paths.ordersArchive).toBe('/orders?filter=archive');
    expect(paths.vkCallback).toBe('/auth/vk/callback');
  });

  it('guards every customer and staff route, and tries the VK ID return first', () => {
    expect(Object.values(routes)[0]?.path).toBe('/auth/vk/callback');
    const guardOf = (name: keyof typeof routes) => routes[name].guard;
    for (const name of ['cart', 'order', 'confirmOrder', 'completed', 'profile'] as const) {
      expect(guardOf(name)).toBe('signed-in');
    }
    expect([guardOf('orders'), guardOf('dashboard')]).toEqual(['staff-to-admin', 'staff-to-admin']);
    expect([guardOf('admin'), guardOf('adminList')]).toEqual(['staff', 'staff']);
    expect(guardOf('orderPayment')).toBe('public');
  });
});

describe('pages and shop screens', () => {
  const pagesDirectory = new URL('./pages/', import.meta.url);
  const pages = readdirSync(pagesDirectory)
    .filter((file) => file.endsWith('.tsx') && !file.endsWith('.test.tsx'))
    .map((file) => ({ file, source: readFileSync(new URL(file, pagesDirectory), 'utf8') }));

  it('gives every shop screen the router’s one props object, and only screens', () => {
    let screens = 0;
    for (const { file, source } of pages) {
      const fromShop = source.match(/import \{([^}]*)\} from '@stickers62\/widgets\/shop'/)?.[1] ?? '';
      const shopScreens = [...fromShop.matchAll(/\b(\w+Screen)\b/g)].map((match) => match[1]);
      const spreadInto = [...source.matchAll(/<(\w+)\s+\{\.\.\.screen\}/g)].map((match) => match[1]);
      expect(spreadInto, file).toEqual(shopScreens);
      screens += shopScreens.length;
    }
    // Login, VK return, payment, cart, order, checkout, history, profile, admin.
    expect(screens).toBeGreaterThanOrEqual(9);
  });
});
