import { createApiClient } from '@stickers62/core/api';
import { completeFilters, createProductionTotalsStore } from '@stickers62/core/stores';
import { productionTotalsTexts as texts } from '@stickers62/core/texts';
import { type MockAnswer, mockFetch } from '@stickers62/testkit/fake-fetch';
import { productionTotalsSample as totals } from '@stickers62/testkit/fixtures';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test-support/axe';
import { ProductionTotalsSection } from './ProductionTotals';
import { buildProductionPrintout } from './print-production-totals';

const totalsPath = '/api/stickers/orders/get-order-views/production-totals';

function setup(answer: (url: URL) => MockAnswer | undefined = () => ({ body: totals })) {
  const fetched = mockFetch((url) => (url.pathname === totalsPath ? answer(url) : undefined));
  const store = createProductionTotalsStore({ api: createApiClient({ createXhr: null }), log: vi.fn() });
  void store.show(completeFilters({ isUrgent: 'true' }));
  return { store, fetched, ...render(<ProductionTotalsSection store={store} />) };
}

const spaced = (text: string | null | undefined) => (text ?? '').replace(/\s/g, ' ');

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ProductionTotalsSection', () => {
  it('stays collapsed and asks nothing until opened; then shows the grouped tables with Russian names and sums', async () => {
    const { container, fetched } = setup();
    const toggle = screen.getByRole('button', { name: texts.show });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(fetched.calls).toHaveLength(0);
    expect(screen.queryByRole('button', { name: texts.downloadCsv })).toBeNull();
    await userEvent.click(toggle);
    const table = await screen.findByRole('table', { name: texts.stickersCaption });
    expect(screen.getByRole('button', { name: texts.hide }).getAttribute('aria-expanded')).toBe('true');
    const rows = [...table.querySelectorAll('tr')].map((row) =>
      [...row.querySelectorAll('th, td')].map((cell) => spaced(cell.textContent)),
    );
    expect(rows).toEqual([
      ['Формат', 'Пленка', 'Ламинация', 'Резка', 'Позиций', 'Листов', 'Цветопроб', 'Сумма, ₽', 'Контур резки'],
      ['A4', 'Белая', 'Глянцевая', 'Контурная', '2', '1 500', '1', '12 500,50 ₽', 'готов 1 · требует внимания 1'],
      ['Без формата', 'Не указано', 'Без ламинации', 'Без резки', '1', '2', '0', '0,00 ₽', '—'],
      ['Итого', '', '', '', '3', '1 502', '1', '12 500,50 ₽', ''],
    ]);
    expect(screen.getByText(texts.noAcryl)).toBeTruthy();
    expect(screen.getByRole('button', { name: texts.print })).toBeTruthy();
    expect(screen.getByRole('button', { name: texts.downloadCsv })).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('says when the totals could not be counted and tries again on «Повторить»', async () => {
    let fail = true;
    setup(() => (fail ? { status: 500, body: { message: 'boom' } } : { body: totals }));
    await userEvent.click(screen.getByRole('button', { name: texts.show }));
    expect((await screen.findByRole('alert')).textContent).toBe(texts.failed);
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: texts.retry }));
    await screen.findByRole('table', { name: texts.stickersCaption });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('prints a page of its own with only the totals', () => {
    const doc = document.implementation.createHTMLDocument('');
    buildProductionPrintout(doc, totals, new Date('2026-11-25T09:00:00Z'));
    expect(doc.querySelector('h1')?.textContent).toBe(texts.title);
    expect(doc.body.textContent).toContain(texts.printedAt('25.11.2026, 12:00'));
    expect(doc.querySelectorAll('table')).toHaveLength(1);
    expect(spaced(doc.querySelector('tfoot')?.textContent)).toBe('Итого31 502112 500,50 ₽');
    expect(doc.body.textContent).toContain(`${texts.acrylCaption}: ${texts.noAcryl}`);
    expect(doc.body.textContent).toContain(`${texts.orders}: 3`);
  });
});
