import type { ColorProofStatus, OrderView } from '@stickers62/core/contract';
import { formatDate, formatDateTime, formatRubles, missingValue } from '@stickers62/core/format';
import { numericOrderViewColumns, type OrderViewColumn } from '@stickers62/core/stores';
import { adminTexts } from '@stickers62/core/texts';
import type { CSSProperties, ReactNode } from 'react';

/** The four colour-proof statuses as the shop's boards colour them; text colours keep contrast. */
export const colorProofColors: Record<ColorProofStatus, CSSProperties> = {
  Yellow: { backgroundColor: '#facc15', color: '#111827' },
  Blue: { backgroundColor: '#2563eb', color: '#ffffff' },
  Red: { backgroundColor: '#dc2626', color: '#ffffff' },
  Green: { backgroundColor: '#16a34a', color: '#ffffff' },
};

/**
 * Columns that stay in view while the table scrolls sideways: the leading run of these is
 * pinned to the left edge (only the first of them on a narrow screen, where three would leave
 * no room), and the order's sum to the right edge.
 */
const pinnedLeadColumns: ReadonlySet<OrderViewColumn> = new Set(['orderNumber', 'clientName', 'status']);
const pinnedEndColumn: OrderViewColumn = 'orderCost';

/** Where a column's cells stick: `data-pin` names the rule of order-table-css, `left` its offset. */
export interface ColumnPin {
  pin: 'first' | 'lead' | 'end';
  left?: number;
}

/** The pins of the shown columns, by column; a column missing from the map scrolls. */
export function columnPins(columns: readonly OrderViewColumn[], start = 0): Map<OrderViewColumn, ColumnPin> {
  const pins = new Map<OrderViewColumn, ColumnPin>();
  let left = start;
  for (const column of columns) {
    if (!pinnedLeadColumns.has(column)) break;
    pins.set(column, { pin: left === start ? 'first' : 'lead', left });
    left += columnWidths[column];
  }
  if (columns.includes(pinnedEndColumn) && !pins.has(pinnedEndColumn)) pins.set(pinnedEndColumn, { pin: 'end' });
  return pins;
}

/** Column widths in pixels: the table is fixed-layout so virtual rows line up with the header. */
export const columnWidths: Record<OrderViewColumn, number> = {
  orderNumber: 64,
  clientName: 220,
  status: 190,
  orderDate: 150,
  confirmedDate: 150,
  daysFromConfirmation: 90,
  approximalSendDate: 140,
  approximalDeliveryDate: 140,
  deliveryDate: 110,
  isUrgent: 90,
  isFixedDate: 100,
  isPayed: 90,
  isColorProof: 48,
  colorProofStatus: 120,
  stickersOrderItemsCount: 110,
  acrylOrderItemsCount: 100,
  stickersCost: 120,
  acrylCost: 120,
  stickersAcrylCost: 140,
  deliveryCost: 120,
  orderCost: 130,
  paymentMethod: 140,
  insertedBy: 130,
  comment: 240,
  isDropshipping: 110,
  isAdditionalServices: 110,
  isComplaints: 100,
  isReprint: 110,
  priority: 90,
};

export const isNumericColumn = (column: OrderViewColumn) => numericOrderViewColumns.has(column);

type MarkTone = 'urgent' | 'neutral' | 'paid' | 'proof';

/** A small badge; styled by the table's stylesheet through `data-mark` (see order-table-css.ts). */
function Mark({ children, tone, style }: { children: ReactNode; tone: MarkTone; style?: CSSProperties }) {
  return (
    <span data-mark={tone} style={style}>
      {children}
    </span>
  );
}

const yesNo = (value: boolean) => (value ? adminTexts.yes : adminTexts.no);

/** What one cell of the order table shows. */
export function OrderCell({ row, column }: { row: OrderView; column: OrderViewColumn }): ReactNode {
  switch (column) {
    case 'orderDate':
    case 'confirmedDate':
      return formatDateTime(row[column]);
    case 'deliveryDate':
    case 'approximalSendDate':
    case 'approximalDeliveryDate':
      return formatDate(row[column]);
    case 'stickersCost':
    case 'acrylCost':
    case 'stickersAcrylCost':
    case 'deliveryCost':
    case 'orderCost':
      return formatRubles(row[column]);
    case 'isUrgent':
      return row.isUrgent ? <Mark tone="urgent">{adminTexts.urgentMark}</Mark> : null;
    case 'isFixedDate':
      return row.isFixedDate ? <Mark tone="neutral">{adminTexts.fixedDateMark}</Mark> : null;
    case 'isPayed':
      return row.isPayed ? <Mark tone="paid">{adminTexts.yes}</Mark> : adminTexts.no;
    case 'isColorProof':
      return row.isColorProof ? <ColorProofMark status={row.colorProofStatus} /> : null;
    case 'colorProofStatus':
      return row.colorProofStatus ? (
        <Mark tone="proof" style={colorProofColors[row.colorProofStatus]}>
          {adminTexts.colorProofStatuses[row.colorProofStatus]}
        </Mark>
      ) : null;
    case 'isDropshipping':
    case 'isAdditionalServices':
    case 'isComplaints':
    case 'isReprint':
      return row[column] ? adminTexts.yes : null;
    default: {
      const value = row[column];
      if (typeof value === 'boolean') return yesNo(value);
      return value === null || value === '' ? missingValue : String(value);
    }
  }
}

/** 'Ц' for an order with a colour proof, coloured by its proof status (grey while it has none). */
export function ColorProofMark({ status }: { status: ColorProofStatus | null }) {
  const label = status ? adminTexts.colorProofStatuses[status] : undefined;
  return (
    <span data-mark={status ? 'proof' : 'neutral'} style={status ? colorProofColors[status] : undefined} title={label}>
      {adminTexts.colorProofMark}
      {label && <span data-sr-only="">: {label}</span>}
    </span>
  );
}
