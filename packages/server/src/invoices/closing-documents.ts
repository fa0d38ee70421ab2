import { buildPath, type ClosingDocumentKind, orderStatuses, routes } from '@stickers62/core/contract';
import { invoiceNumberText } from '@stickers62/core/rules';
import { closingDocumentTexts, invoiceTexts } from '@stickers62/core/texts';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Database, Queryable } from '../db/client.js';
import { closingDocuments, invoices, orders } from '../db/schema.js';
import { conflict } from '../errors.js';
import { enqueueAccountantMail } from '../notifications/accountant-mail.js';
import { nextDocumentNumber, shopDate } from './numbering.js';
import { renderActPdf, renderTorg12Pdf } from './torg12-act-pdf.js';
import type { InvoiceLine } from './types.js';
import { renderUpdPdf } from './upd-pdf.js';

export type ClosingDocumentRow = typeof closingDocuments.$inferSelect;
type InvoiceRow = typeof invoices.$inferSelect;

/** Whether an order is due its closing documents: paid (by an invoice, checked by the caller) and shipped. */
export function closingDocumentsDue(order: { payed: boolean; status: string }): boolean {
  return order.payed && order.status === orderStatuses.shipped;
}

/** The order's paid invoice, if it was paid by one. */
export async function paidInvoiceOf(db: Pick<Database, 'select'>, orderId: string): Promise<InvoiceRow | undefined> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), eq(invoices.status, 'paid')))
    .orderBy(desc(invoices.id))
    .limit(1);
  return row;
}

const isService = (line: InvoiceLine) => line.unit === invoiceTexts.serviceUnit;

/** The lines a document of a kind lists: all for the УПД, the goods for the накладная, the services for the акт. */
export function linesOf(kind: ClosingDocumentKind, lines: readonly InvoiceLine[]): InvoiceLine[] {
  if (kind === 'upd') return [...lines];
  return lines.filter((line) => (kind === 'act' ? isService(line) : !isService(line)));
}

/**
 * The kinds an order paid by this invoice gets: the УПД, or, when the shop was set to
 * `torg12-act` as the invoice was issued (it keeps the setting with the seller), a накладная
 * for its goods and an акт for its services, each only when it has lines.
 */
export function closingKindsOf(invoice: Pick<InvoiceRow, 'seller' | 'lines'>): ClosingDocumentKind[] {
  if ((invoice.seller.closingDocuments ?? 'upd') === 'upd') return ['upd'];
  return (['torg12', 'act'] as const).filter((kind) => linesOf(kind, invoice.lines).length > 0);
}

const documentNumberOf = (row: Pick<ClosingDocumentRow, 'year' | 'number'>) => invoiceNumberText(row.year, row.number);

/**
 * Makes the order's closing documents when it is due them and has none yet: each kind numbered
 * in its own sequence per year (numbering.ts, in this transaction, so no gaps), and the buyer's
 * accountant e-mailed them through the outbox (in this transaction too). Call under the order's
 * row lock: on shipment, on payment after shipment, and on reading them (orders shipped before).
 * Answers the order's documents, made now or before.
 */
export async function ensureClosingDocuments(tx: Queryable, orderId: string, at: Date): Promise<ClosingDocumentRow[]> {
  const existing = await tx
    .select()
    .from(closingDocuments)
    .where(eq(closingDocuments.orderId, orderId))
    .orderBy(asc(closingDocuments.id));
  if (existing.length > 0) return existing;
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  if (!order || !closingDocumentsDue(order)) return [];
  const invoice = await paidInvoiceOf(tx, orderId);
  if (!invoice) return [];
  const { year } = shopDate(at);
  const made: ClosingDocumentRow[] = [];
  for (const kind of closingKindsOf(invoice)) {
    const number = await nextDocumentNumber(tx, kind, year);
    const [row] = await tx
      .insert(closingDocuments)
      .values({
        orderId,
        invoiceId: invoice.id,
        kind,
        year,
        number,
        updStatus: kind === 'upd' ? (invoice.seller.vatRate === null ? 2 : 1) : null,
        issuedAt: at,
      })
      .returning();
    if (!row) throw new Error('The closing document insert returned no row');
    made.push(row);
  }
  if (made.length > 0 && invoice.buyer.accountantEmail) {
    await enqueueAccountantMail(tx, { orderId, template: 'closing-documents', data: { invoiceId: invoice.id } });
  }
  return made;
}

/** How the order page lists a closing document. */
export function closingDocumentSummaryOf(row: ClosingDocumentRow) {
  return {
    kind: row.kind,
    number: documentNumberOf(row),
    date: shopDate(row.issuedAt).iso,
    path: buildPath(routes.closingDocumentPdf.path, { id: row.orderId, document: `${row.kind}.pdf` }),
  };
}

/** A closing document as PDF bytes, drawn from what its invoice kept: the same bytes every time. */
export async function renderClosingDocument(
  document: ClosingDocumentRow,
  invoice: InvoiceRow,
  orderNumber: number,
): Promise<Uint8Array> {
  const common = {
    number: documentNumberOf(document),
    date: shopDate(document.issuedAt).iso,
    invoiceNumber: invoiceNumberText(invoice.year, invoice.number),
    invoiceDate: shopDate(invoice.issuedAt).iso,
    orderNumber,
    seller: invoice.seller,
    buyer: invoice.buyer,
  };
  if (document.kind === 'upd') {
    return renderUpdPdf({
      ...common,
      status: document.updStatus === 1 ? 1 : 2,
      lines: invoice.lines,
      amountKopecks: invoice.amountKopecks,
    });
  }
  const lines = linesOf(document.kind, invoice.lines);
  return document.kind === 'torg12' ? renderTorg12Pdf({ ...common, lines }) : renderActPdf({ ...common, lines });
}

/**
 * One of the order's closing documents as a PDF, made first if the order is due them (under the
 * order's row lock, so two first requests make one set); 409 before shipment or when the shop
 * makes other kinds.
 */
export async function closingDocumentPdf(
  db: Database,
  orderId: string,
  kind: ClosingDocumentKind,
  at: Date,
): Promise<{ number: string; pdf: Uint8Array }> {
  const found = await db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order) return null;
    const document = (await ensureClosingDocuments(tx, orderId, at)).find((row) => row.kind === kind);
    if (!document) return null;
    const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, document.invoiceId));
    return invoice ? { document, invoice, orderNumber: order.number } : null;
  });
  if (!found) throw conflict(closingDocumentTexts.notYet);
  const pdf = await renderClosingDocument(found.document, found.invoice, found.orderNumber);
  return { number: documentNumberOf(found.document), pdf };
}
