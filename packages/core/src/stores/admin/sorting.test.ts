import { orderViewRow } from '@stickers62/testkit/fixtures';
import { describe, expect, it } from 'vitest';
import { nextSort, sortOrderViews } from './sorting.js';

const rows = [
  orderViewRow({ id: 'a', orderNumber: 3, clientName: 'яна', approximalSendDate: null, colorProofStatus: 'Green' }),
  orderViewRow({
    id: 'b',
    orderNumber: 10,
    clientName: 'Борис',
    approximalSendDate: '2026-02-01',
    colorProofStatus: null,
  }),
  orderViewRow({
    id: 'c',
    orderNumber: 2,
    clientName: 'анна',
    approximalSendDate: '2026-01-15',
    colorProofStatus: 'Yellow',
  }),
];
const ids = (sorted: { id: string }[]) => sorted.map((row) => row.id).join('');

describe('order view sorting', () => {
  it('sorts numbers as numbers and names the Russian way, ignoring case', () => {
    expect(ids(sortOrderViews(rows, { column: 'orderNumber', direction: 'asc' }))).toBe('cab');
    expect(ids(sortOrderViews(rows, { column: 'orderNumber', direction: 'desc' }))).toBe('bac');
    expect(ids(sortOrderViews(rows, { column: 'clientName', direction: 'asc' }))).toBe('cba');
  });

  it('puts empty cells last in both directions', () => {
    expect(ids(sortOrderViews(rows, { column: 'approximalSendDate', direction: 'asc' }))).toBe('cba');
    expect(ids(sortOrderViews(rows, { column: 'approximalSendDate', direction: 'desc' }))).toBe('bca');
    expect(ids(sortOrderViews(rows, { column: 'colorProofStatus', direction: 'asc' }))).toBe('cab');
  });

  it('keeps the server order without a sort and never changes its input', () => {
    const copy = [...rows];
    expect(ids(sortOrderViews(rows, null))).toBe('abc');
    sortOrderViews(rows, { column: 'orderNumber', direction: 'asc' });
    expect(rows).toEqual(copy);
  });

  it('cycles a header through ascending, descending and off', () => {
    const first = nextSort(null, 'orderCost');
    expect(first).toEqual({ column: 'orderCost', direction: 'asc' });
    const second = nextSort(first, 'orderCost');
    expect(second).toEqual({ column: 'orderCost', direction: 'desc' });
    expect(nextSort(second, 'orderCost')).toBeNull();
    expect(nextSort(second, 'status')).toEqual({ column: 'status', direction: 'asc' });
  });
});
