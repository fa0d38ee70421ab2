import type { OrderListEntry } from '@stickers62/core/contract';
import { formatRubles } from '@stickers62/core/format';
import { historyCardTexts, historyTexts } from '@stickers62/core/texts';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test-support/axe';
import { OrderHistory, type OrderHistoryProps } from './OrderHistory';

afterEach(cleanup);

const entry: OrderListEntry = {
  orderId: 'order-1',
  orderNumber: 41,
  createDate: '2026-03-05T09:00:00.000Z',
  status: 'В работе',
  sendDate: null,
  manager: 'Ольга',
  cost: 2450,
  payed: true,
  stickersCount: 3,
  acrylCount: 2,
  stickersOrderItems: [
    { orderItemName: 'Котики', hasFile: true },
    { orderItemName: 'Без файла', hasFile: false },
    { orderItemName: 'Собачки', hasFile: true },
  ],
  acrylOrderItems: [
    { orderItemName: 'Брелок', hasFile: true },
    { orderItemName: 'Стенд', hasFile: true },
  ],
};

function renderHistory(props: Partial<OrderHistoryProps> = {}) {
  const handlers = { onShowAll: vi.fn(), onShowActive: vi.fn(), onNavigate: vi.fn() };
  const view = render(
    <OrderHistory
      entries={[entry]}
      loading={false}
      error={null}
      showingAll={false}
      orderHref={(id) => `/order/${id}`}
      previewUrl={(orderId, preview) => `/preview/${orderId}/${preview.kind}/${preview.itemName}?maxWidth=120`}
      {...handlers}
      {...props}
    />,
  );
  return { ...view, ...handlers };
}

describe('OrderHistory', () => {
  it('shows number, date, status, manager, cost, paid flag and counts on a card that opens the order', async () => {
    const { container, onNavigate } = renderHistory();
    const card = screen.getByRole('link');
    expect(card.getAttribute('href')).toBe('/order/order-1');
    const text = card.textContent ?? '';
    for (const part of [
      historyTexts.order(41),
      historyCardTexts.date('05.03.2026'),
      'В работе',
      'Ольга',
      formatRubles(2450),
      historyCardTexts.paid,
      historyTexts.stickersCount(3),
      historyTexts.acrylCount(2),
    ]) {
      expect(text).toContain(part);
    }
    await userEvent.click(card);
    expect(onNavigate).toHaveBeenCalledWith('/order/order-1');
    await expectNoAxeViolations(container);
  });

  it('shows at most three lazy previews of items with a file and counts the rest', () => {
    renderHistory();
    const images = within(screen.getByRole('link')).getAllByRole('img');
    expect(images.map((image) => image.getAttribute('alt'))).toEqual([
      historyCardTexts.preview('Котики'),
      historyCardTexts.preview('Собачки'),
      historyCardTexts.preview('Брелок'),
    ]);
    expect(images[0]?.getAttribute('src')).toBe('/preview/order-1/stickers/Котики?maxWidth=120');
    expect(images.every((image) => image.getAttribute('loading') === 'lazy')).toBe(true);
    expect(screen.getByText(historyTexts.morePreviews(1))).toBeTruthy();
  });

  it('switches between active and all orders', async () => {
    const { onShowAll, rerender, onShowActive, onNavigate } = renderHistory();
    await userEvent.click(screen.getByRole('button', { name: historyTexts.showAll }));
    expect(onShowAll).toHaveBeenCalled();
    rerender(
      <OrderHistory
        entries={[]}
        loading={false}
        error={null}
        showingAll
        orderHref={(id) => id}
        previewUrl={() => ''}
        onShowAll={onShowAll}
        onShowActive={onShowActive}
        onNavigate={onNavigate}
      />,
    );
    expect(screen.getByText(historyTexts.empty)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: historyTexts.showActive }));
    expect(onShowActive).toHaveBeenCalled();
  });

  it('shows the server text when the list fails', async () => {
    const { container } = renderHistory({ entries: [], error: 'Сервер недоступен' });
    expect(screen.getByRole('alert').textContent).toBe('Сервер недоступен');
    expect(screen.queryByText(historyTexts.empty)).toBeNull();
    await expectNoAxeViolations(container);
  });
});
