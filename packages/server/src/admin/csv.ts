import type { OrderView, ParsedOrderViewFilters, ProductionTotals } from '@stickers62/core/contract';
import { formatDateTime, productionSummary, productionTables } from '@stickers62/core/format';
import {
  adminColumnTexts,
  adminCsvTexts,
  adminFormTexts,
  adminTexts,
  orderTexts,
  productionTotalsTexts,
} from '@stickers62/core/texts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from '../db/client.js';
import { sendCompressible } from '../http/content-encoding.js';
import { loadOrderViews, orderViewExportLimit } from './order-views.js';
import { moscowToday } from './orders.js';
import { loadProductionTotals } from './production-totals.js';

/** Columns of the export, with the headers a manager reads in Excel. */
const columns: [string, (view: OrderView) => string | number | boolean | null][] = [
  [adminCsvTexts.orderNumber, (view) => view.orderNumber],
  [adminColumnTexts.clientName, (view) => view.clientName],
  [adminColumnTexts.orderDate, (view) => view.orderDate],
  [adminFormTexts.confirmedDate, (view) => view.confirmedDate],
  [adminFormTexts.deliveryDate, (view) => view.deliveryDate],
  [orderTexts.approximalSendDate, (view) => view.approximalSendDate],
  [adminCsvTexts.approximalDeliveryDate, (view) => view.approximalDeliveryDate],
  [adminCsvTexts.insertedBy, (view) => view.insertedBy],
  [adminTexts.fixedDateMark, (view) => view.isFixedDate],
  [adminTexts.urgentMark, (view) => view.isUrgent],
  [orderTexts.paid, (view) => view.isPayed],
  [orderTexts.status, (view) => view.status],
  [adminColumnTexts.comment, (view) => view.comment],
  [adminCsvTexts.stickersOrderItemsCount, (view) => view.stickersOrderItemsCount],
  [adminCsvTexts.acrylOrderItemsCount, (view) => view.acrylOrderItemsCount],
  [adminCsvTexts.isColorProof, (view) => view.isColorProof],
  [
    adminCsvTexts.colorProofStatus,
    (view) => (view.colorProofStatus ? adminTexts.colorProofStatuses[view.colorProofStatus] : null),
  ],
  [adminColumnTexts.isDropshipping, (view) => view.isDropshipping],
  [adminColumnTexts.isAdditionalServices, (view) => view.isAdditionalServices],
  [adminCsvTexts.isComplaints, (view) => view.isComplaints],
  [adminColumnTexts.isReprint, (view) => view.isReprint],
  [adminCsvTexts.daysFromConfirmation, (view) => view.daysFromConfirmation],
  [adminColumnTexts.stickersAcrylCost, (view) => view.stickersAcrylCost],
  [`${adminTexts.totalStickersCost}, ₽`, (view) => view.stickersCost],
  [`${adminTexts.totalAcrylCost}, ₽`, (view) => view.acrylCost],
  [`${adminTexts.totalDeliveryCost}, ₽`, (view) => view.deliveryCost],
  [`${adminTexts.totalOrderCost}, ₽`, (view) => view.orderCost],
  [adminColumnTexts.paymentMethod, (view) => view.paymentMethod],
  [adminColumnTexts.priority, (view) => view.priority],
];

function cell(value: string | number | boolean | null): string {
  if (value === null) return '';
  if (typeof value === 'boolean') return value ? adminTexts.yes : adminTexts.no;
  // Russian Excel reads a decimal comma.
  if (typeof value === 'number') return String(value).replace('.', ',');
  // A leading = + - @ would run as a formula when opened: a quote mark keeps it text.
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[";\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** UTF-8 with a BOM, `;`-separated, CRLF: what Russian-locale Excel opens without an import dialog. */
const csvText = (lines: string[]) => `\uFEFF${lines.join('\r\n')}\r\n`;
const csvLine = (values: readonly (string | number | boolean | null)[]) => values.map(cell).join(';');

export function orderViewsCsv(views: readonly OrderView[]): string {
  const lines = [columns.map(([header]) => cell(header)).join(';')];
  for (const view of views) lines.push(columns.map(([, value]) => cell(value(view))).join(';'));
  return csvText(lines);
}

/**
 * The production totals as a second download beside the list's CSV (which stays as the spec
 * has it): a title, each table under its caption with its sums row, then the order and
 * colour-proof counts, blank lines between, in the same encoding and separators.
 */
export function productionTotalsCsv(totals: ProductionTotals, now: Date): string {
  const lines = [
    csvLine([productionTotalsTexts.title]),
    csvLine([productionTotalsTexts.printedAt(formatDateTime(now.toISOString()))]),
  ];
  for (const table of productionTables(totals)) {
    lines.push('', csvLine([table.caption]), csvLine(table.columns.map((column) => column.header)));
    for (const row of table.rows) lines.push(csvLine(row));
    lines.push(csvLine(table.total));
  }
  lines.push('');
  for (const entry of productionSummary(totals)) lines.push(csvLine(entry));
  return csvText(lines);
}

/** A CSV download named `<name>-<Moscow date>.csv`, compressed when long and the client takes it. */
function sendCsvDownload(request: FastifyRequest, reply: FastifyReply, name: string, csv: string) {
  reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}-${moscowToday()}.csv"`);
  return sendCompressible(request, reply, csv);
}

/** The whole filtered list as a CSV download named after today's date. */
export async function sendOrderViewsCsv(
  db: Queryable,
  filters: ParsedOrderViewFilters,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const csv = orderViewsCsv(await loadOrderViews(db, filters, { limit: orderViewExportLimit }));
  return sendCsvDownload(request, reply, 'orders', csv);
}

/** The production totals of the filtered set as a CSV download named after today's date. */
export async function sendProductionTotalsCsv(
  db: Queryable,
  filters: ParsedOrderViewFilters,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const csv = productionTotalsCsv(await loadProductionTotals(db, filters), new Date());
  return sendCsvDownload(request, reply, 'production', csv);
}
