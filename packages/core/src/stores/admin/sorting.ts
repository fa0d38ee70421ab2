import type { OrderView } from '../../contract/admin.js';
import type { OrderViewColumn } from './columns.js';

export type SortDirection = 'asc' | 'desc';
export interface OrderViewSort {
  column: OrderViewColumn;
  direction: SortDirection;
}

const collator = new Intl.Collator('ru', { numeric: true, sensitivity: 'base' });
const colorProofOrder = { Yellow: 0, Blue: 1, Red: 2, Green: 3 } as const;

type CellValue = OrderView[OrderViewColumn];

function compareValues(left: NonNullable<CellValue>, right: NonNullable<CellValue>, column: OrderViewColumn): number {
  if (column === 'colorProofStatus') {
    return (
      colorProofOrder[left as keyof typeof colorProofOrder] - colorProofOrder[right as keyof typeof colorProofOrder]
    );
  }
  if (typeof left === 'number' && typeof right === 'number') return left - right;
  if (typeof left === 'boolean' && typeof right === 'boolean') return Number(left) - Number(right);
  // ISO dates compare correctly as text; names compare the Russian way.
  return collator.compare(String(left), String(right));
}

/**
 * Sorted copy of the rows. Empty cells go last in both directions (a manager sorting by send
 * date wants the dated orders first); ties keep the server's order (priority, then newest).
 */
export function sortOrderViews(rows: readonly OrderView[], sort: OrderViewSort | null): OrderView[] {
  if (!sort) return [...rows];
  const sign = sort.direction === 'asc' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => {
      const left = a.row[sort.column];
      const right = b.row[sort.column];
      const leftEmpty = left === null || left === '';
      const rightEmpty = right === null || right === '';
      if (leftEmpty || rightEmpty) return leftEmpty === rightEmpty ? a.index - b.index : leftEmpty ? 1 : -1;
      return sign * compareValues(left, right, sort.column) || a.index - b.index;
    })
    .map(({ row }) => row);
}

/** A click on a header: a new column sorts ascending, the same column flips, a third click clears. */
export function nextSort(current: OrderViewSort | null, column: OrderViewColumn): OrderViewSort | null {
  if (current?.column !== column) return { column, direction: 'asc' };
  return current.direction === 'asc' ? { column, direction: 'desc' } : null;
}
