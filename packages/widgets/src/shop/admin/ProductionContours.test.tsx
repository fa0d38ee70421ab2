import { createApiClient } from '@stickers62/core/api';
import { cutContourListLimit, type ProductionTotals } from '@stickers62/core/contract';
import { completeFilters, createProductionTotalsStore } from '@stickers62/core/stores';
import { contourTexts, productionTotalsTexts } from '@stickers62/core/texts';
import { mockFetch } from '@stickers62/testkit/fake-fetch';
import { emptyProductionTotals } from '@stickers62/testkit/fixtures';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test-support/axe';
import { ProductionTotalsSection } from './ProductionTotals';
import { orderIdOf } from './test-fixtures';

const totalsPath = '/api/stickers/orders/get-order-views/production-totals';
const base: ProductionTotals = {
  ...emptyProductionTotals,
  orderCount: 2,
  stickers: { items: 2, sheets: 2, colorProofs: 0, cost: 200 },
};

async function openWith(totals: ProductionTotals) {
  mockFetch((url) => (url.pathname === totalsPath ? { body: totals } : undefined));
  const session = { getAccessToken: () => 'token-1', setAccessToken: () => {}, clear: () => {} };
  const store = createProductionTotalsStore({ api: createApiClient({ createXhr: null, session }), log: vi.fn() });
  void store.show(completeFilters({}));
  const view = render(<ProductionTotalsSection store={store} />);
  await userEvent.click(screen.getByRole('button', { name: productionTotalsTexts.show }));
  await screen.findByTestId('production-totals');
  return view;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the production totals list the traced cut contours with their downloads', () => {
  it('names each item by its order and links its PDF, SVG and artwork PDF', async () => {
    const { container } = await openWith({
      ...base,
      cutContours: [
        { orderId: orderIdOf(1), orderNumber: 1041, itemName: 'Кот', status: 'ready' },
        { orderId: orderIdOf(2), orderNumber: 1042, itemName: 'Пёс', status: 'needs-attention' },
      ],
    });
    const list = screen.getByRole('region', { name: contourTexts.productionListTitle });
    const [cat, dog] = within(list)
      .getAllByRole('listitem', { name: '' })
      .filter((item) => item.textContent?.startsWith('Заказ'));
    expect(cat?.textContent).toContain(contourTexts.productionListItem(1041, 'Кот'));
    expect(cat?.textContent).toContain(contourTexts.statusNames.ready);
    expect(dog?.textContent).toContain(contourTexts.statusNames['needs-attention']);
    const pdf = within(list).getByRole('link', { name: contourTexts.downloadOf(contourTexts.downloadPdf, 'Кот') });
    expect(pdf.getAttribute('href')).toBe(
      `/api/web/files/${orderIdOf(1)}/stickers/%D0%9A%D0%BE%D1%82/contour?format=pdf&accessToken=token-1`,
    );
    expect(
      within(list)
        .getByRole('link', { name: contourTexts.downloadOf(contourTexts.downloadArtworkPdf, 'Пёс') })
        .getAttribute('href'),
    ).toContain(`/api/web/files/${orderIdOf(2)}/stickers/`);
    expect(screen.queryByText(contourTexts.productionListLimited(cutContourListLimit))).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('shows no list without a traced contour, and says when the list is cut at its limit', async () => {
    await openWith(base);
    expect(screen.queryByRole('region', { name: contourTexts.productionListTitle })).toBeNull();
    cleanup();
    const many = Array.from({ length: cutContourListLimit }, (_, index) => ({
      orderId: orderIdOf(index + 1),
      orderNumber: 2000 + index,
      itemName: `Стикер ${index}`,
      status: 'ready' as const,
    }));
    await openWith({ ...base, cutContours: many });
    expect(screen.getByText(contourTexts.productionListLimited(cutContourListLimit))).toBeTruthy();
  });
});
