import type { ItemKind } from '@stickers62/core/contract';
import { orderScreenTexts, preflightViewTexts } from '@stickers62/core/texts';
import {
  type ColumnDef,
  flexRender,
  getCoreRowModel,
  getSortedRowModel,
  type Header,
  type SortingState,
  useReactTable,
  type VisibilityState,
} from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { type KeyboardEvent, type MouseEvent, useMemo, useRef, useState } from 'react';
import { PreflightBadge } from '../../ui/PreflightBadge';
import { useMediaQuery } from '../../ui/use-media-query';
import { type ItemRow, itemColumns, narrowColumnOrder } from './columns';

/** Section 9: rows of 50 px, column widths dragged between 20 and 500 px (100 by default), overscan 2. */
export const tableRowHeight = 50;
export const columnSizeLimits = { min: 20, max: 500, initial: 100 } as const;
export const tableOverscan = 2;
const columnResizeStep = 20;
/** A phone's width: the cost comes right after the name, both narrower, so «Стоимость» stays in view. */
export const narrowTable = '(max-width: 640px)';
/** A mouse or touchpad: the right-click hint means something only there. */
export const finePointer = '(pointer: fine)';

export interface OrderItemsTableProps {
  kind: ItemKind;
  rows: ItemRow[];
}

interface MenuState {
  columnId: string;
  x: number;
  y: number;
}

const menuItemClass =
  'block w-full px-4 py-2 text-left text-sm text-gray-800 hover:bg-gray-100 focus-visible:outline-none focus-visible:bg-gray-100';

/** The read-only items of an order: sortable, resizable and hideable columns over virtual rows. */
export function OrderItemsTable({ kind, rows }: OrderItemsTableProps) {
  const narrow = useMediaQuery(narrowTable);
  const showMenuHint = useMediaQuery(finePointer);
  const columns = useMemo<ColumnDef<ItemRow>[]>(
    () =>
      (narrow ? narrowColumnOrder(itemColumns(kind)) : itemColumns(kind)).map((column) => ({
        id: column.id,
        header: column.header,
        accessorFn: column.value,
        cell: (context) => {
          const row = context.row.original;
          const text = column.text ? column.text(row) : String(column.value(row));
          const preflight = column.showsPreflight && row.item.fileName ? row.item.preflight : null;
          if (!preflight) return text;
          return (
            <>
              <PreflightBadge
                level={preflight.level}
                title={[
                  preflightViewTexts.badge[preflight.level],
                  ...preflight.checks.map((check) => check.message),
                ].join('\n')}
                compact
              />{' '}
              {text}
            </>
          );
        },
        size: column.size ?? columnSizeLimits.initial,
        minSize: columnSizeLimits.min,
        maxSize: columnSizeLimits.max,
      })),
    [kind, narrow],
  );
  const [sorting, setSorting] = useState<SortingState>([]);
  const [columnVisibility, setColumnVisibility] = useState<VisibilityState>({});
  const [menu, setMenu] = useState<MenuState | null>(null);
  const table = useReactTable({
    data: rows,
    columns,
    state: { sorting, columnVisibility },
    onSortingChange: setSorting,
    onColumnVisibilityChange: setColumnVisibility,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    columnResizeMode: 'onChange',
  });
  const scroller = useRef<HTMLDivElement>(null);
  const tableRows = table.getRowModel().rows;
  const virtualizer = useVirtualizer({
    count: tableRows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => tableRowHeight,
    overscan: tableOverscan,
    // Before the first measurement (and in tests without layout) assume a visible area.
    initialRect: { width: 1000, height: 10 * tableRowHeight },
  });

  const openMenu = (columnId: string, x: number, y: number) => setMenu({ columnId, x, y });
  const onHeaderContextMenu = (event: MouseEvent, columnId: string) => {
    event.preventDefault();
    openMenu(columnId, event.clientX, event.clientY);
  };
  const onHeaderKeyDown = (event: KeyboardEvent<HTMLElement>, columnId: string) => {
    if (event.key === 'ContextMenu' || (event.shiftKey && event.key === 'F10')) {
      event.preventDefault();
      const box = event.currentTarget.getBoundingClientRect();
      openMenu(columnId, box.left, box.bottom);
    }
  };
  /** Keyboard resizing from the menu, in steps, within the drag limits. */
  const resizeBy = (columnId: string, delta: number) => {
    const column = table.getColumn(columnId);
    if (!column) return;
    const size = Math.min(columnSizeLimits.max, Math.max(columnSizeLimits.min, column.getSize() + delta));
    table.setColumnSizing((sizing) => ({ ...sizing, [columnId]: size }));
  };
  const hiddenColumns = table.getAllLeafColumns().filter((column) => !column.getIsVisible());
  const menuColumn = menu ? table.getColumn(menu.columnId) : undefined;
  const closeMenu = () => setMenu(null);
  const totalWidth = table.getTotalSize();

  return (
    <div className="relative flex flex-col gap-2">
      {showMenuHint && <p className="text-xs text-gray-600">{orderScreenTexts.columnMenuHint}</p>}
      <div
        ref={scroller}
        className="relative max-h-[60vh] overflow-auto rounded-2xl border border-gray-200 bg-white"
        data-testid="items-table-scroller"
      >
        <table aria-label={orderScreenTexts.itemsTable} className="grid text-sm" style={{ width: totalWidth }}>
          <thead className="sticky top-0 z-10 grid bg-gray-50">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id} className="flex w-full">
                {group.headers.map((header) => (
                  <HeaderCell
                    key={header.id}
                    header={header}
                    onContextMenu={(event) => onHeaderContextMenu(event, header.column.id)}
                    onKeyDown={(event) => onHeaderKeyDown(event, header.column.id)}
                  />
                ))}
              </tr>
            ))}
          </thead>
          <tbody className="relative grid" style={{ height: virtualizer.getTotalSize() }}>
            {virtualizer.getVirtualItems().map((virtualRow) => {
              const row = tableRows[virtualRow.index];
              if (!row) return null;
              return (
                <tr
                  key={row.id}
                  data-index={virtualRow.index}
                  className="absolute flex w-full border-t border-gray-100"
                  style={{ transform: `translateY(${virtualRow.start}px)`, height: tableRowHeight }}
                >
                  {row.getVisibleCells().map((cell) => (
                    <td
                      key={cell.id}
                      className="flex items-center overflow-hidden px-3 text-gray-900"
                      style={{ width: cell.column.getSize() }}
                      title={String(cell.getValue())}
                    >
                      <span className="truncate">{flexRender(cell.column.columnDef.cell, cell.getContext())}</span>
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {menu && menuColumn && (
        <>
          {/* biome-ignore lint/a11y/noStaticElementInteractions: a click outside closes the menu; Escape does too */}
          <div
            className="fixed inset-0 z-40"
            role="presentation"
            onClick={closeMenu}
            onContextMenu={(event) => {
              event.preventDefault();
              closeMenu();
            }}
          />
          <div
            role="menu"
            aria-label={orderScreenTexts.columnsMenu}
            className="fixed z-50 w-64 rounded-xl border border-gray-200 bg-white py-1 shadow-xl"
            style={{ left: Math.min(menu.x, window.innerWidth - 270), top: menu.y }}
            onKeyDown={(event) => {
              if (event.key === 'Escape') closeMenu();
            }}
          >
            <MenuItem
              label={orderScreenTexts.sortAscending}
              onSelect={() => {
                setSorting([{ id: menuColumn.id, desc: false }]);
                closeMenu();
              }}
              autoFocus
            />
            <MenuItem
              label={orderScreenTexts.sortDescending}
              onSelect={() => {
                setSorting([{ id: menuColumn.id, desc: true }]);
                closeMenu();
              }}
            />
            <MenuItem label={orderScreenTexts.widenColumn} onSelect={() => resizeBy(menuColumn.id, columnResizeStep)} />
            <MenuItem
              label={orderScreenTexts.narrowColumn}
              onSelect={() => resizeBy(menuColumn.id, -columnResizeStep)}
            />
            {table.getVisibleLeafColumns().length > 1 && (
              <MenuItem
                label={orderScreenTexts.hideColumn}
                onSelect={() => {
                  menuColumn.toggleVisibility(false);
                  closeMenu();
                }}
              />
            )}
            {hiddenColumns.map((column) => (
              <MenuItem
                key={column.id}
                label={orderScreenTexts.showColumn(String(column.columnDef.header))}
                onSelect={() => {
                  column.toggleVisibility(true);
                  closeMenu();
                }}
              />
            ))}
            {hiddenColumns.length > 1 && (
              <MenuItem
                label={orderScreenTexts.showAllColumns}
                onSelect={() => {
                  table.resetColumnVisibility();
                  closeMenu();
                }}
              />
            )}
          </div>
        </>
      )}
    </div>
  );
}

function MenuItem(props: { label: string; onSelect: () => void; autoFocus?: boolean }) {
  return (
    <button
      type="button"
      role="menuitem"
      className={menuItemClass}
      onClick={props.onSelect}
      ref={(element) => {
        if (props.autoFocus) element?.focus();
      }}
    >
      {props.label}
    </button>
  );
}

const sortMarks = { asc: ' ▲', desc: ' ▼' } as const;

function HeaderCell(props: {
  header: Header<ItemRow, unknown>;
  onContextMenu: (event: MouseEvent) => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
}) {
  const { header } = props;
  const sorted = header.column.getIsSorted();
  const label = String(header.column.columnDef.header);
  return (
    <th
      className="relative flex items-center text-left font-semibold text-gray-700"
      style={{ width: header.getSize() }}
      aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none'}
    >
      <button
        type="button"
        className="h-full w-full truncate px-3 py-3 text-left hover:bg-gray-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-brand"
        onClick={header.column.getToggleSortingHandler()}
        onContextMenu={props.onContextMenu}
        onKeyDown={props.onKeyDown}
        title={label}
      >
        {flexRender(header.column.columnDef.header, header.getContext())}
        {sorted ? sortMarks[sorted] : ''}
      </button>
      {/* The drag handle is a pointer aid; keyboard users widen and narrow columns from the column menu. */}
      <div
        aria-hidden="true"
        data-testid={`resize-${header.column.id}`}
        className={`absolute right-0 top-0 h-full w-1.5 cursor-col-resize select-none touch-none ${header.column.getIsResizing() ? 'bg-brand' : 'hover:bg-gray-300'}`}
        onMouseDown={header.getResizeHandler()}
        onTouchStart={header.getResizeHandler()}
        onDoubleClick={() => header.column.resetSize()}
      />
    </th>
  );
}
