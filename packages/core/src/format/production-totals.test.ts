import { describe, expect, it } from 'vitest';
import type { ProductionTotals } from '../contract/production-totals.js';
import { productionCellText, productionSummary, productionTables } from './production-totals.js';

const totals: ProductionTotals = {
  orderCount: 12,
  stickerSheets: [
    {
      format: null,
      filmType: '  ',
      laminationType: 'Holo',
      cuttingType: 'Through',
      items: 1,
      sheets: 3,
      colorProofs: 0,
      cost: 10,
    },
  ],
  acrylPieces: [
    {
      acrylType: 'Стенд',
      materialType: null,
      printType: 'УФ',
      items: 2,
      pieces: 1200,
      colorProofs: 2,
      cost: 4500.5,
    },
  ],
  stickers: { items: 1, sheets: 3, colorProofs: 0, cost: 10 },
  acryl: { items: 2, pieces: 1200, colorProofs: 2, cost: 4500.5 },
  colorProofs: 2,
};

describe('production tables', () => {
  it('names codes in Russian, keeps an unknown code as stored, and says what is missing', () => {
    const [stickers, acryl] = productionTables(totals);
    expect(stickers.rows).toEqual([['Без формата', 'Не указано', 'Holo', 'Сквозная', 1, 3, 0, 10, '—']]);
    expect(stickers.total).toEqual(['Итого', '', '', '', 1, 3, 0, 10, '']);
    expect(acryl.columns.map((column) => column.header)).toEqual([
      'Тип',
      'Материал',
      'Печать',
      'Позиций',
      'Штук',
      'Цветопроб',
      'Сумма, ₽',
    ]);
    expect(acryl.rows).toEqual([['Стенд', 'Не указано', 'УФ', 2, 1200, 2, 4500.5]]);
    expect(productionSummary(totals)).toEqual([
      ['Заказов', 12],
      ['Цветопроб всего', 2],
    ]);
  });

  it("tells a shape-cut group's items by cut contour status, zeros left out", () => {
    const contours = { ready: 3, needsAttention: 1, vector: 2, pending: 0, none: 1 };
    const group = {
      ...totals.stickerSheets[0],
      cuttingType: 'Contour',
      contours,
    } as ProductionTotals['stickerSheets'][0];
    const [stickers] = productionTables({ ...totals, stickerSheets: [group] });
    expect(stickers.columns.at(-1)?.header).toBe('Контур резки');
    expect(stickers.rows[0]?.at(-1)).toBe('готов 3 · требует внимания 1 · вектор (линия в файле) 2 · нет контура 1');
  });

  it('writes counts with digit groups and money in rubles', () => {
    const spaced = (text: string) => text.replace(/\s/g, ' ');
    expect(spaced(productionCellText(1200, 'count'))).toBe('1 200');
    expect(spaced(productionCellText(4500.5, 'money'))).toBe('4 500,50 ₽');
    expect(productionCellText('A4', 'label')).toBe('A4');
  });
});
