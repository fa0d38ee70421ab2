import type { ReadableAtom } from 'nanostores';
import type { OrderView } from '../../contract/admin.js';
import { storeState } from '../state.js';
import type { KeyValueStorage } from '../storage.js';

/** The order's item counts and sums, side by side in the table. */
const countAndCostColumns = [
  'stickersOrderItemsCount',
  'acrylOrderItemsCount',
  'stickersCost',
  'acrylCost',
  'stickersAcrylCost',
  'deliveryCost',
  'orderCost',
] as const;

/** Every column of the order view row (section 3), in the table's order; `id` is the row key, not a column. */
export const orderViewColumns = [
  'orderNumber',
  'clientName',
  'status',
  'orderDate',
  'confirmedDate',
  'daysFromConfirmation',
  'approximalSendDate',
  'approximalDeliveryDate',
  'deliveryDate',
  'isUrgent',
  'isFixedDate',
  'isPayed',
  'isColorProof',
  'colorProofStatus',
  ...countAndCostColumns,
  'paymentMethod',
  'insertedBy',
  'comment',
  'isDropshipping',
  'isAdditionalServices',
  'isComplaints',
  'isReprint',
  'priority',
] as const satisfies readonly Exclude<keyof OrderView, 'id'>[];
export type OrderViewColumn = (typeof orderViewColumns)[number];

/** The columns of numbers (the table aligns them to the right). */
export const numericOrderViewColumns: ReadonlySet<OrderViewColumn> = new Set([
  'orderNumber',
  'daysFromConfirmation',
  ...countAndCostColumns,
  'priority',
]);

/** What a manager sees before choosing: the columns of daily work; the rest are one click away. */
export const defaultVisibleColumns: readonly OrderViewColumn[] = [
  'orderNumber',
  'clientName',
  'status',
  'orderDate',
  'approximalSendDate',
  'isUrgent',
  'isFixedDate',
  'isPayed',
  'isColorProof',
  'stickersOrderItemsCount',
  'acrylOrderItemsCount',
  'orderCost',
  'insertedBy',
  'comment',
];

/** The browser's storage key of the chosen columns. */
export const visibleColumnsStorageKey = 'stickers62.admin.columns';

export interface ColumnPreferencesStore {
  readonly $visible: ReadableAtom<readonly OrderViewColumn[]>;
  toggle(column: OrderViewColumn): void;
  reset(): void;
}

function readStored(storage: KeyValueStorage): OrderViewColumn[] | null {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(visibleColumnsStorageKey) ?? 'null');
    if (!Array.isArray(parsed)) return null;
    const known = orderViewColumns.filter((column) => parsed.includes(column));
    return known.length > 0 ? known : null;
  } catch {
    return null;
  }
}

/**
 * The column picker's choice, kept in this browser: it is a person's habit, not shop data.
 * Columns always come in the table's order, whatever order they were ticked in.
 */
export function createColumnPreferences(storage: KeyValueStorage): ColumnPreferencesStore {
  const state = storeState<readonly OrderViewColumn[]>(readStored(storage) ?? defaultVisibleColumns);
  const write = (columns: readonly OrderViewColumn[]) => {
    state.write(columns);
    storage.setItem(visibleColumnsStorageKey, JSON.stringify(columns));
  };
  return {
    $visible: state.$store,
    toggle(column) {
      const current = state.read();
      const next = current.includes(column)
        ? current.filter((shown) => shown !== column)
        : orderViewColumns.filter((known) => known === column || current.includes(known));
      // The order number identifies the row: it cannot be hidden.
      if (next.length === 0 || !next.includes('orderNumber')) return;
      write(next);
    },
    reset() {
      state.write(defaultVisibleColumns);
      storage.removeItem(visibleColumnsStorageKey);
    },
  };
}
