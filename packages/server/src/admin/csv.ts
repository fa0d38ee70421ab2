import { PassThrough, type Readable, type Writable } from 'node:stream';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import type { OrderView, ParsedOrderViewFilters, ProductionTotals } from '@stickers62/core/contract';
import { formatDateTime, productionSummary, productionTables } from '@stickers62/core/format';
import { moscowToday } from '@stickers62/core/rules';
import { adminTexts, productionTotalsTexts } from '@stickers62/core/texts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from '../db/client.js';
import { pickEncoding, sendCompressible } from '../http/content-encoding.js';
import { appendVary } from '../http/vary.js';
import { type OrderViewColumn, orderViewColumns } from './order-view-columns.js';
import { loadOrderViewsJson, orderViewConditions } from './order-views.js';
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
const viewLine = (view: OrderView) => `${columns.map(({ value }) => cell(value(view) ?? null)).join(';')}\r\n`;
const headerLine = () => `\uFEFF${columns.map(({ header }) => cell(header)).join(';')}\r\n`;

export function orderViewsCsv(views: readonly OrderView[]): string {
  return headerLine() + views.map(viewLine).join('');
}

/**
 * Rows the export reads per statement: a batch's JSON is a few hundred kilobytes, so the
 * server's memory stays flat however long the list (bench/manager-list.mjs measures it).
 */
export const orderViewExportBatch = 500;

/** Waits until the stream takes more, or is closed (a download given up): true when it may go on. */
function writable(stream: Writable): Promise<boolean> {
  if (stream.destroyed || stream.writableEnded) return Promise.resolve(false);
  if (!stream.writableNeedDrain) return Promise.resolve(true);
  return new Promise((resolve) => {
    const done = (goOn: boolean) => () => {
      stream.off('drain', onDrain);
      stream.off('close', onClose);
      resolve(goOn);
    };
    const onDrain = done(true);
    const onClose = done(false);
    stream.once('drain', onDrain);
    stream.once('close', onClose);
  });
}

/**
 * The filtered list as CSV text, streamed: the list's own statement (order-views.ts, the same
 * filters, search and column map as the page) read in batches after the last row sent (keyset
 * paging along the list's order, so rows added or removed meanwhile neither repeat nor shift
 * others out). Each batch is its own short statement: no transaction stays open while a slow
 * client reads, which on PGlite (one connection) would hold every other request. The next batch
 * is read only when the response has taken the last one.
 */
export function orderViewsCsvStream(db: Queryable, filters: ParsedOrderViewFilters, now: Date): Readable {
  // Bad filters (an unknown status) are refused before the download starts, not halfway through it.
  orderViewConditions(filters, moscowToday(now));
  const stream = new PassThrough();
  stream.write(headerLine());
  const writeBatches = async () => {
    let after: { priority: number; orderNumber: number } | undefined;
    while (await writable(stream)) {
      const json = await loadOrderViewsJson(db, filters, { limit: orderViewExportBatch, now, after });
      const views = JSON.parse(json) as OrderView[];
      if (views.length > 0) stream.write(views.map(viewLine).join(''));
      const last = views.at(-1);
      if (!last || views.length < orderViewExportBatch) break;
      after = { priority: last.priority, orderNumber: last.orderNumber };
    }
  };
  writeBatches().then(
    () => {
      if (!stream.destroyed) stream.end();
    },
    (error: unknown) => stream.destroy(error instanceof Error ? error : new Error(String(error))),
  );
  return stream;
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

/**
 * The whole filtered list as a CSV download named after today's date, streamed (compressed as
 * it goes when the client takes it, at the fastest settings as sendCompressible).
 */
export function sendOrderViewsCsv(
  db: Queryable,
  filters: ParsedOrderViewFilters,
  request: FastifyRequest,
  reply: FastifyReply,
  now: Date,
) {
  const csv = orderViewsCsvStream(db, filters, now);
  reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="orders-${moscowToday(now)}.csv"`);
  appendVary(reply, 'accept-encoding');
  const encoding = pickEncoding(request.headers['accept-encoding']);
  if (!encoding) return reply.send(csv);
  const compressor =
    encoding === 'br'
      ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 1 } })
      : createGzip({ level: 1 });
  csv.on('error', (error) => compressor.destroy(error));
  compressor.on('close', () => csv.destroy());
  return reply.header('content-encoding', encoding).send(csv.pipe(compressor));
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
