import { orderStatuses } from '@stickers62/core/contract';
import { updTexts } from '@stickers62/core/texts';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { closingDocuments, invoices, orders } from '../db/schema.js';
import { conflict } from '../errors.js';
import { type InvoiceRow, invoiceNumberOf } from './invoices.js';
import { nextDocumentNumber, shopDate } from './numbering.js';
import { renderUpdPdf } from './upd-pdf.js';

export type ClosingDocumentRow = typeof closingDocuments.$inferSelect;

/** Whether an order has what its УПД needs: paid by an invoice, and shipped. */
export function updIsDue(order: { payed: boolean; status: string }, paidInvoice: InvoiceRow | undefined): boolean {
  return order.payed && order.status === orderStatuses.shipped && paidInvoice !== undefined;
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

/**
 * The order's УПД, made the first time it is asked for after shipment: numbered then, in its
 * own sequence per year (numbering.ts), status 1 with VAT and 2 without; later requests give the
 * same document. Under the order's row lock, so two first requests make one.
 */
export async function closingDocumentPdf(
  db: Database,
  orderId: string,
  at: Date,
): Promise<{ number: string; pdf: Uint8Array }> {
  const made = await db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    const invoice = await paidInvoiceOf(tx, orderId);
    if (!order || !invoice || !updIsDue(order, invoice)) throw conflict(updTexts.notYet);
    const [existing] = await tx.select().from(closingDocuments).where(eq(closingDocuments.orderId, orderId));
    if (existing) return { document: existing, invoice, orderNumber: order.number };
    const { year } = shopDate(at);
    const number = await nextDocumentNumber(tx, 'upd', year);
    const [document] = await tx
      .insert(closingDocuments)
      .values({
        orderId,
        invoiceId: invoice.id,
        year,
        number,
        updStatus: invoice.seller.vatRate === null ? 2 : 1,
        issuedAt: at,
      })
      .returning();
    if (!document) throw new Error('The closing document insert returned no row');
    return { document, invoice, orderNumber: order.number };
  });
  const { document, invoice, orderNumber } = made;
  const number = invoiceNumberOf(document);
  const pdf = await renderUpdPdf({
    number,
    date: shopDate(document.issuedAt).iso,
    status: document.updStatus === 1 ? 1 : 2,
    invoiceNumber: invoiceNumberOf(invoice),
    invoiceDate: shopDate(invoice.issuedAt).iso,
    orderNumber,
    seller: invoice.seller,
    buyer: invoice.buyer,
    lines: invoice.lines,
    amountKopecks: invoice.amountKopecks,
  });
  return { number, pdf };
}
