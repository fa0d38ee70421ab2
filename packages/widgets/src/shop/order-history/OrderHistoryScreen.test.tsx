import type { OrderListEntry } from '@stickers62/core/contract';
import { historyTexts } from '@stickers62/core/texts';
import { mockFetch } from '@stickers62/testkit/fake-fetch';
import { orderId } from '@stickers62/testkit/fixtures';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { freshApiBase } from '../order-details/test-routes';
import { OrderHistoryScreen } from './OrderHistoryScreen';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const entry: OrderListEntry = {
  orderId,
  orderNumber: 41,
  createDate: '2026-03-05T09:00:00.000Z',
  status: 'В работе',
  sendDate: null,
  manager: null,
  cost: 2450,
  payed: false,
  stickersCount: 1,
  acrylCount: 0,
  stickersOrderItems: [{ orderItemName: 'Котики', hasFile: true }],
  acrylOrderItems: [],
};

const paths = { order: (id: string) => `/order/${id}`, login: '/login' };

describe('OrderHistoryScreen', () => {
  it('loads the active orders, shows 120 px thumbnails and switches to the archive on its own path', async () => {
    const { calls } = mockFetch((url) => (url.pathname === '/api/web/orders/list' ? { body: [entry] } : undefined));
    const navigate = vi.fn();
    render(
      <OrderHistoryScreen path="/dashboard" search="" navigate={navigate} paths={paths} apiBase={freshApiBase()} />,
    );
    expect(await screen.findByRole('heading', { name: historyTexts.order(41) })).toBeTruthy();
    expect(calls).toContain('/api/web/orders/list?active=true');
    const thumbnail = screen.getByRole('img') as HTMLImageElement;
    expect(new URL(thumbnail.src).searchParams.get('maxWidth')).toBe('120');
    expect(screen.getByRole('link').getAttribute('href')).toBe(`/order/${orderId}`);

    await userEvent.click(screen.getByRole('button', { name: historyTexts.showAll }));
    expect(navigate).toHaveBeenCalledWith('/dashboard?filter=archive');
  });

  it('lists every order for ?filter=archive and goes back to the active ones', async () => {
    const { calls } = mockFetch((url) => (url.pathname === '/api/web/orders/list' ? { body: [] } : undefined));
    const navigate = vi.fn();
    render(
      <OrderHistoryScreen
        path="/orders"
        search="filter=archive"
        navigate={navigate}
        paths={paths}
        apiBase={freshApiBase()}
      />,
    );
    expect(await screen.findByText(historyTexts.empty)).toBeTruthy();
    expect(calls).toContain('/api/web/orders/list?active=false');
    await userEvent.click(screen.getByRole('button', { name: historyTexts.showActive }));
    expect(navigate).toHaveBeenCalledWith('/orders');
  });
});
