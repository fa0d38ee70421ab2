import type { OrderView } from '@stickers62/core/contract';
import type { OrderViewColumn, OrderViewSort } from '@stickers62/core/stores';
import { adminColumnTexts, adminFormTexts, managerListTexts } from '@stickers62/core/texts';
import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useEffect, useMemo, useRef } from 'react';
import { type ColumnPin, columnPins, columnWidths, isNumericColumn, OrderCell } from './cells';
import { useOrderTableStyles } from './order-table-css';

/** Checkout-admin-pages section 9: the admin table's row height. */
export const orderRowHeight = 40;

export interface OrderTableProps {
  rows: readonly OrderView[];
  columns: readonly OrderViewColumn[];
  sort: OrderViewSort | null;
  onSort: (column: OrderViewColumn) => void;
  onOpen: (orderId: string) => void;
  loading: boolean;
  loaded: boolean;
  /** The visible area before the browser has measured it (tests, first paint). */
  initialHeight?: number;
  /** Rows can be selected for a bulk action: a checkbox per row and one for all rows shown. */
  selection?: RowSelection;
}

/** The selection column's state and what its checkboxes do. */
export interface RowSelection {
  selected: ReadonlySet<string>;
  onToggle: (row: OrderView, selected: boolean) => void;
  onToggleAll: (selected: boolean) => void;
}

/** The selection column's width: a checkbox and its padding. */
const selectionWidth = 40;

interface OrderRowProps {
  row: OrderView;
  index: number;
  columns: readonly OrderViewColumn[];
  pins: ReadonlyMap<OrderViewColumn, ColumnPin>;
  onOpen: (orderId: string) => void;
  /** Whether the row is selected, when rows can be; `undefined` shows no checkbox. */
  selected: boolean | undefined;
  onToggle: RowSelection['onToggle'] | undefined;
}

/** The attributes that pin a cell (order-table-css); none for a column that scrolls. */
function pinAttributes(pin: ColumnPin | undefined) {
  if (!pin) return {};
  return { 'data-pin': pin.pin, style: pin.left === undefined ? undefined : { left: pin.left } };
}

/**
 * One order row. Memoised: while scrolling, rows already on screen keep their props, so only
 * the rows coming into view render (the difference between smooth and janky on a slow laptop).
 */
const OrderRow = memo(function OrderRow({ row, index, columns, pins, onOpen, selected, onToggle }: OrderRowProps) {
  return (
    <tr
      aria-rowindex={index + 2}
      data-selected={selected ? '' : undefined}
      style={{ height: orderRowHeight }}
      onClick={() => onOpen(row.id)}
      data-order-id={row.id}
    >
      {selected !== undefined && (
        <td data-cell="select" data-pin="first" style={{ left: 0 }}>
          <input
            type="checkbox"
            data-select-row=""
            checked={selected}
            // The click stays on the checkbox: the row's own click opens the order.
            onClick={(event) => event.stopPropagation()}
            aria-label={managerListTexts.selectOrder(row.orderNumber)}
            onChange={(event) => onToggle?.(row, event.currentTarget.checked)}
          />
        </td>
      )}
      {columns.map((column) => (
        <td key={column} data-cell={isNumericColumn(column) ? 'numeric' : 'text'} {...pinAttributes(pins.get(column))}>
          {column === 'orderNumber' ? (
            <button
              type="button"
              data-open-order=""
              onClick={(event) => {
                event.stopPropagation();
                onOpen(row.id);
              }}
            >
              {row.orderNumber}
            </button>
          ) : (
            <OrderCell row={row} column={column} />
          )}
        </td>
      ))}
    </tr>
  );
});

function sortLabel(column: OrderViewColumn, sort: OrderViewSort | null) {
  if (sort?.column !== column) return 'none';
  return sort.direction === 'asc' ? 'ascending' : 'descending';
}

/**
 * The order list: only the rows in view (plus a few) are in the DOM, so ten thousand orders
 * scroll like ten. Spacer rows above and below keep the scroll height and the native table
 * layout, so the sticky header and the cells share one set of column widths. The table scrolls
 * sideways inside its own box, never the page; the number (with the client and status on a wide
 * screen) and the sum stay pinned while it does (`columnPins`).
 */
export function OrderTable({
  rows,
  columns,
  sort,
  onSort,
  onOpen,
  loading,
  loaded,
  initialHeight = 600,
  selection,
}: OrderTableProps) {
  const scroller = useRef<HTMLDivElement>(null);
  useOrderTableStyles(scroller);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => orderRowHeight,
    overscan: 6,
    initialRect: { width: 1200, height: initialHeight },
  });
  const items = virtualizer.getVirtualItems();
  const top = items[0]?.start ?? 0;
  const bottom = virtualizer.getTotalSize() - (items[items.length - 1]?.end ?? 0);
  const lead = selection ? selectionWidth : 0;
  const width = columns.reduce((sum, column) => sum + columnWidths[column], lead);
  const pins = useMemo(() => columnPins(columns, lead), [columns, lead]);
  const selectedShown = selection ? rows.filter((row) => selection.selected.has(row.id)).length : 0;
  const allBox = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (allBox.current) allBox.current.indeterminate = selectedShown > 0 && selectedShown < rows.length;
  }, [selectedShown, rows.length]);

  return (
    <div
      ref={scroller}
      className="relative max-h-[70vh] min-h-0 shrink-0 overflow-auto rounded-xl border border-gray-200 bg-white lg:max-h-none lg:flex-1 lg:shrink"
      data-testid="order-table-scroller"
      data-s62-order-table=""
    >
      <table
        className="table-fixed border-collapse text-sm"
        style={{ width, minWidth: '100%' }}
        aria-rowcount={rows.length + 1}
      >
        <colgroup>
          {selection && <col style={{ width: selectionWidth }} />}
          {columns.map((column) => (
            <col key={column} style={{ width: columnWidths[column] }} />
          ))}
        </colgroup>
        <thead className="sticky top-0 z-10 bg-gray-100 text-left text-xs font-semibold text-gray-700">
          <tr style={{ height: orderRowHeight }}>
            {selection && (
              <th scope="col" className="border-b border-gray-200 px-2 py-0" data-pin="first" style={{ left: 0 }}>
                <input
                  ref={allBox}
                  type="checkbox"
                  className="h-4 w-4 accent-brand"
                  checked={rows.length > 0 && selectedShown === rows.length}
                  disabled={rows.length === 0}
                  aria-label={managerListTexts.selectAll}
                  onChange={(event) => selection.onToggleAll(event.currentTarget.checked)}
                />
              </th>
            )}
            {columns.map((column) => {
              const state = sortLabel(column, sort);
              return (
                <th
                  key={column}
                  scope="col"
                  aria-sort={state}
                  className="border-b border-gray-200 px-2 py-0"
                  {...pinAttributes(pins.get(column))}
                >
                  <button
                    type="button"
                    className={`flex w-full items-center gap-1 truncate py-2 hover:text-brand ${isNumericColumn(column) ? 'justify-end' : ''}`}
                    onClick={() => onSort(column)}
                    title={adminColumnTexts[column]}
                  >
                    <span className="truncate">{adminColumnTexts[column]}</span>
                    {state !== 'none' && <span aria-hidden="true">{state === 'ascending' ? '▲' : '▼'}</span>}
                  </button>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {top > 0 && <tr style={{ height: top }} />}
          {items.map((item) => {
            const row = rows[item.index];
            return row ? (
              <OrderRow
                key={row.id}
                row={row}
                index={item.index}
                columns={columns}
                pins={pins}
                onOpen={onOpen}
                selected={selection ? selection.selected.has(row.id) : undefined}
                onToggle={selection?.onToggle}
              />
            ) : null;
          })}
          {bottom > 0 && <tr style={{ height: bottom }} />}
        </tbody>
      </table>
      {rows.length === 0 && (
        <p className="p-6 text-center text-sm text-gray-600" role="status">
          {loading || !loaded ? adminFormTexts.listLoading : adminFormTexts.emptyList}
        </p>
      )}
    </div>
  );
}
