import type { FastifyReply } from 'fastify';
import { sendPdfDownload } from '../http/pdf-download.js';
import { type InvoiceRow, invoiceNumberOf } from './invoices.js';
import { shopDate } from './numbering.js';
import { renderInvoicePdf } from './pdf.js';

/**
 * An invoice's PDF, drawn from what its row keeps, as a download: the owner's route and the
 * order-link page's answer the same bytes for the same invoice.
 */
export async function sendInvoicePdf(reply: FastifyReply, row: InvoiceRow, orderNumber: number) {
  const number = invoiceNumberOf(row);
  const pdf = await renderInvoicePdf({
    number,
    date: shopDate(row.issuedAt).iso,
    orderNumber,
    seller: row.seller,
    buyer: row.buyer,
    lines: row.lines,
    amountKopecks: row.amountKopecks,
  });
  return sendPdfDownload(reply, `invoice-${number}.pdf`, pdf);
}
