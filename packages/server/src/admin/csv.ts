import type { OrderView, ParsedOrderViewFilters } from '@stickers62/core/contract';
import { adminColumnTexts, adminCsvTexts, adminFormTexts, adminTexts, orderTexts } from '@stickers62/core/texts';
import type { FastifyReply } from 'fastify';
import type { Queryable } from '../db/client.js';
import { loadOrderViews, orderViewExportLimit } from './order-views.js';
import { moscowToday } from './orders.js';

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
export function orderViewsCsv(views: readonly OrderView[]): string {
  const lines = [columns.map(([header]) => cell(header)).join(';')];
  for (const view of views) lines.push(columns.map(([, value]) => cell(value(view))).join(';'));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** The whole filtered list as a CSV download named after today's date. */
export async function sendOrderViewsCsv(db: Queryable, filters: ParsedOrderViewFilters, reply: FastifyReply) {
  const csv = orderViewsCsv(await loadOrderViews(db, filters, { limit: orderViewExportLimit }));
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="orders-${moscowToday()}.csv"`)
    .send(csv);
}
