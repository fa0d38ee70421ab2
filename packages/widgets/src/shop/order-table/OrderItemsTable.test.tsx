import { orderScreenTexts, preflightViewTexts } from '@stickers62/core/texts';
import { lowResolutionPreflight } from '@stickers62/testkit/fixtures';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test-support/axe';
import { acrylItem, stickerItem } from '../order-details/test-routes';
import type { ItemRow } from './columns';
import { finePointer, narrowTable, OrderItemsTable, tableRowHeight } from './OrderItemsTable';

/** The media queries that match, as a phone (a narrow touch screen) or a desktop with a mouse reports them. */
function device(matching: string[]) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: matching.includes(query),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

beforeEach(() => {
  // happy-dom has no layout: give the scrolling area the 500 px a browser would measure.
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(10 * tableRowHeight);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1000);
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const rows: ItemRow[] = ['Бета', 'Альфа', 'Гамма'].map((name, index) => ({
  item: { ...stickerItem, id: index + 1, name, count: (index + 1) * 10 },
  cost: 100 * (3 - index),
  fileStatus: 'Ожидает загрузки файла',
}));

function names() {
  const table = screen.getByRole('table', { name: orderScreenTexts.itemsTable });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);
}

describe('OrderItemsTable', () => {
  it('shows the sticker columns with display names, rows of 50 px', async () => {
    const { container } = render(<OrderItemsTable kind="stickers" rows={rows} />);
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Название макета',
      'Количество',
      'Стоимость',
      'Статус',
      'Резка',
      'Пленка',
      'Ламинация',
      'Ширина, мм',
      'Высота, мм',
      'Комментарий',
    ]);
    expect(names()).toEqual(['Бета', 'Альфа', 'Гамма']);
    expect(screen.getAllByText('Контурная')).toHaveLength(3);
    const firstRow = screen.getAllByRole('row')[1] as HTMLElement;
    expect(firstRow.style.height).toBe(`${tableRowHeight}px`);
    await expectNoAxeViolations(container);
  });

  it('on a desktop with a mouse, hints at the column menu; on a phone, no hint and the cost comes second, in view', () => {
    device([finePointer]);
    const { unmount } = render(<OrderItemsTable kind="stickers" rows={rows} />);
    expect(screen.getByText(orderScreenTexts.columnMenuHint)).toBeTruthy();
    unmount();

    device([narrowTable]);
    render(<OrderItemsTable kind="acryl" rows={[{ item: acrylItem, cost: 1200, fileStatus: 'Макет загружен' }]} />);
    expect(screen.queryByText(orderScreenTexts.columnMenuHint)).toBeNull();
    const headers = screen.getAllByRole('columnheader') as HTMLElement[];
    expect(headers.slice(0, 3).map((header) => header.textContent)).toEqual([
      'Название макета',
      'Стоимость',
      'Количество',
    ]);
    // Name and cost within the 288 px a 320 px screen leaves (16 px padding each side).
    const [name, cost] = headers.map((header) => Number.parseInt(header.style.width, 10));
    expect((name ?? 0) + (cost ?? 0)).toBeLessThanOrEqual(288);
  });

  it('sorts by a header click and from the context menu', () => {
    render(<OrderItemsTable kind="stickers" rows={rows} />);
    fireEvent.click(screen.getByRole('button', { name: 'Название макета' }));
    expect(names()).toEqual(['Альфа', 'Бета', 'Гамма']);
    fireEvent.contextMenu(screen.getByRole('button', { name: 'Количество' }));
    fireEvent.click(screen.getByRole('menuitem', { name: orderScreenTexts.sortDescending }));
    expect(names()).toEqual(['Гамма', 'Альфа', 'Бета']);
    expect(screen.getByRole('columnheader', { name: /Количество/ }).getAttribute('aria-sort')).toBe('descending');
  });

  it('hides and shows columns and resizes them from the keyboard menu within the limits', () => {
    render(<OrderItemsTable kind="acryl" rows={[{ item: acrylItem, cost: 1200, fileStatus: 'Макет загружен' }]} />);
    const header = screen.getByRole('button', { name: 'Фурнитура' });
    fireEvent.keyDown(header, { key: 'F10', shiftKey: true });
    fireEvent.click(screen.getByRole('menuitem', { name: orderScreenTexts.hideColumn }));
    expect(screen.queryByRole('button', { name: 'Фурнитура' })).toBeNull();

    fireEvent.keyDown(screen.getByRole('button', { name: 'Материал' }), { key: 'ContextMenu' });
    fireEvent.click(screen.getByRole('menuitem', { name: orderScreenTexts.showColumn('Фурнитура') }));
    expect(screen.getByRole('button', { name: 'Фурнитура' })).toBeTruthy();

    const width = () => (screen.getByRole('columnheader', { name: /Материал/ }) as HTMLElement).style.width;
    expect(width()).toBe('170px');
    // A column without a wider start has the default 100 px.
    expect((screen.getByRole('columnheader', { name: /Акрил/ }) as HTMLElement).style.width).toBe('100px');
    for (let step = 0; step < 30; step += 1) {
      fireEvent.contextMenu(screen.getByRole('button', { name: 'Материал' }));
      fireEvent.click(screen.getByRole('menuitem', { name: orderScreenTexts.narrowColumn }));
    }
    expect(width()).toBe('20px');
    for (let step = 0; step < 30; step += 1) {
      fireEvent.contextMenu(screen.getByRole('button', { name: 'Материал' }));
      fireEvent.click(screen.getByRole('menuitem', { name: orderScreenTexts.widenColumn }));
    }
    expect(width()).toBe('500px');
  });

  it('renders only the visible rows of a long list', () => {
    const many = Array.from({ length: 200 }, (_, index) => ({
      item: { ...stickerItem, id: index + 1, name: `Макет ${index}` },
      cost: 1,
      fileStatus: '',
    }));
    render(<OrderItemsTable kind="stickers" rows={many} />);
    // 10 rows fit the 500 px, plus the overscan of 2 below them.
    expect(screen.getAllByRole('row').length - 1).toBe(12);
  });

  it("marks a stored layout's preflight in the status cell, the checks in its title", async () => {
    const checked: ItemRow[] = [
      {
        item: { ...stickerItem, id: 1, name: 'Котики', fileName: 'cats.png', preflight: lowResolutionPreflight },
        cost: 100,
        fileStatus: 'Макет загружен',
      },
      { item: { ...stickerItem, id: 2, name: 'Собачки' }, cost: 100, fileStatus: 'Ожидает загрузки файла' },
    ];
    const { container } = render(<OrderItemsTable kind="stickers" rows={checked} />);
    const badges = screen.getAllByTestId('preflight-badge');
    expect(badges).toHaveLength(1);
    const cell = badges[0]?.closest('td') as HTMLElement;
    expect(cell.textContent).toBe(`✕${preflightViewTexts.badge.red} Макет загружен`);
    expect(badges[0]?.getAttribute('title')).toBe(
      [preflightViewTexts.badge.red, ...lowResolutionPreflight.checks.map((check) => check.message)].join('\n'),
    );
    await expectNoAxeViolations(container);
  });
});
