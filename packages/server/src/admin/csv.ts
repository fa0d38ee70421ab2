import type { OrderView, ParsedOrderViewFilters, ProductionTotals } from '@stickers62/core/contract';
import { formatDateTime, productionSummary, productionTables } from '@stickers62/core/format';
import { adminTexts, productionTotalsTexts } from '@stickers62/core/texts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from '../db/client.js';
import { sendCompressible } from '../http/content-encoding.js';
import { type OrderViewColumn, orderViewColumns } from './order-view-columns.js';
import { loadOrderViewsJson, orderViewExportLimit } from './order-views.js';
import { moscowToday } from './orders.js';
import { loadProductionTotals } from './production-totals.js';

/** The export's columns: the list's column map's CSV entries, in its order. */
const columns = (Object.entries(orderViewColumns) as [keyof OrderView, OrderViewColumn][]).flatMap(([key, entry]) =>
  entry.csv ? [{ header: entry.csv.header, value: entry.csv.cell ?? ((view: OrderView) => view[key]) }] : [],
);

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
  const lines = [columns.map(({ header }) => cell(header)).join(';')];
  for (const view of views) lines.push(columns.map(({ value }) => cell(value(view))).join(';'));
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
  // The list's own statement (order-views.ts): the page and the export are one path.
  const views = JSON.parse(await loadOrderViewsJson(db, filters, { limit: orderViewExportLimit })) as OrderView[];
  const csv = orderViewsCsv(views);
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
