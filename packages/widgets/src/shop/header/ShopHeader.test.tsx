import type { User } from '@stickers62/core/contract';
import { getShopStores, memoryStorage } from '@stickers62/core/stores';
import { navTexts, proofNoticeTexts } from '@stickers62/core/texts';
import { mockFetch } from '@stickers62/testkit/fake-fetch';
import { orderId, otherOrderId } from '@stickers62/testkit/fixtures';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShopHeader } from './ShopHeader';
import { defaultHeaderPaths } from './SiteHeader';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const customer: User = { id: 7, username: 'anna', name: 'Анна', role: 'customer', isTemporary: false };
const paths = { ...defaultHeaderPaths, dashboard: '/dashboard' };

const manager: User = { id: 2, username: 'manager', name: 'Менеджер', role: 'manager', isTemporary: false };

let serverNumber = 0;
function signedInApiBase() {
  serverNumber += 1;
  const base = `https://shop-header${serverNumber}.test`;
  getShopStores(base, { storage: memoryStorage({ accessToken: 'good' }), createXhr: null, log: () => {} });
  return base;
}

describe('ShopHeader', () => {
  it("shows the session's person and cart count; the dashboard is 'Мои заказы'; logout goes home first", async () => {
    const { calls } = mockFetch((url) => {
      if (url.pathname === '/api/auth/verify') return { body: customer };
      if (url.pathname === '/api/web/orders/get-cart-items-count') return { body: { count: 120 } };
      if (url.pathname === '/api/auth/logout') return { status: 204, body: null };
      return undefined;
    });
    const navigate = vi.fn();
    render(<ShopHeader currentPath="/dashboard" navigate={navigate} paths={paths} apiBase={signedInApiBase()} />);
    expect((await screen.findByTestId('cart-badge')).textContent).toBe('99+');
    const banner = screen.getByRole('banner');
    const myOrders = within(banner).getAllByRole('link', { name: navTexts.myOrders });
    for (const link of myOrders) expect(link.getAttribute('aria-current')).toBe('page');

    await userEvent.click(screen.getByRole('button', { name: new RegExp(customer.name ?? '') }));
    await userEvent.click(screen.getByRole('menuitem', { name: navTexts.logout }));
    await userEvent.click(screen.getByRole('button', { name: navTexts.yes }));
    expect(navigate).toHaveBeenCalledWith('/');
    await vi.waitFor(() => expect(calls).toContain('/api/auth/logout'));
    expect(await screen.findByRole('link', { name: navTexts.login })).toBeTruthy();
  });

  it('hydrates as the guest header it was rendered as, then shows the person whose session was checked before', async () => {
    mockFetch((url) => {
      if (url.pathname === '/api/auth/verify') return { body: customer };
      if (url.pathname === '/api/web/orders/get-cart-items-count') return { body: { count: 3 } };
      return undefined;
    });
    const apiBase = signedInApiBase();
    const header = <ShopHeader currentPath="/" navigate={vi.fn()} paths={paths} apiBase={apiBase} />;
    // The HTML of a page prerendered before any script ran: the guest's header.
    const html = renderToString(header);
    expect(html).toContain(navTexts.login);
    // On a fast connection the stored session is checked before React hydrates.
    const stores = getShopStores(apiBase);
    await stores.session.start();
    await vi.waitFor(() => expect(stores.cartCount.$state.get().value).toBe(3));
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const recoverableErrors = vi.fn();
    await act(async () => {
      hydrateRoot(container, header, { onRecoverableError: recoverableErrors });
    });
    // No mismatch: React kept the HTML and moved on to the checked session.
    expect(recoverableErrors).not.toHaveBeenCalled();
    expect(await within(container).findByRole('button', { name: new RegExp(customer.name ?? '') })).toBeTruthy();
    expect(within(container).getByTestId('cart-badge').textContent).toBe('3');
    container.remove();
  });

  it("gives a manager staff navigation: the order list, no customer's cart", async () => {
    mockFetch((url) => {
      if (url.pathname === '/api/auth/verify') return { body: manager };
      if (url.pathname === '/api/web/orders/get-cart-items-count') return { body: { count: 0 } };
      return undefined;
    });
    render(<ShopHeader currentPath="/admin" navigate={vi.fn()} paths={paths} apiBase={signedInApiBase()} />);
    const banner = screen.getByRole('banner');
    expect((await within(banner).findAllByRole('link', { name: navTexts.staffOrders })).length).toBeGreaterThan(0);
    expect(within(banner).queryByRole('link', { name: navTexts.myOrders })).toBeNull();
    expect(screen.queryByTestId('cart-badge')).toBeNull();
  });

  it('announces a proof waiting for the customer, linking to the order, and not on that order page', async () => {
    const waiting = { orderId: orderId, orderNumber: 1042, status: 'Ожидает согласования макета', payed: false };
    const listEntry = (entry: typeof waiting) => ({
      ...entry,
      createDate: '2026-11-02T09:30:00+03:00',
      sendDate: null,
      manager: null,
      cost: 0,
      stickersCount: 0,
      acrylCount: 0,
      stickersOrderItems: [],
      acrylOrderItems: [],
    });
    const { calls } = mockFetch((url) => {
      if (url.pathname === '/api/auth/verify') return { body: customer };
      if (url.pathname === '/api/web/orders/get-cart-items-count') return { body: { count: 0 } };
      if (url.pathname === '/api/web/orders/list') {
        return {
          body: [listEntry(waiting), listEntry({ ...waiting, orderId: otherOrderId, orderNumber: 1043, payed: true })],
        };
      }
      return undefined;
    });
    const navigate = vi.fn();
    const withOrders = { ...paths, order: (id: string) => `/order/${id}` };
    const apiBase = signedInApiBase();
    const { rerender } = render(
      <ShopHeader currentPath="/stickers" navigate={navigate} paths={withOrders} apiBase={apiBase} />,
    );
    const notice = await screen.findByRole('link', { name: proofNoticeTexts.one(1042) });
    expect(notice.getAttribute('href')).toBe(`/order/${orderId}`);
    expect(calls).toContain('/api/web/orders/list?active=true');
    await userEvent.click(notice);
    expect(navigate).toHaveBeenCalledWith(`/order/${orderId}`);
    rerender(<ShopHeader currentPath={`/order/${orderId}`} navigate={navigate} paths={withOrders} apiBase={apiBase} />);
    await vi.waitFor(() => expect(screen.queryByTestId('proof-notice')).toBeNull());
  });
});
