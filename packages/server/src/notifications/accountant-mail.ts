import { invoiceNumberText } from '@stickers62/core/rules';
import { asc, eq } from 'drizzle-orm';
import type { Queryable } from '../db/client.js';
import { closingDocuments, invoices, orders, outbox } from '../db/schema.js';
import { type AccountantInvoice, renderClosingDocumentsMail, renderInvoiceMail } from '../mail/accountant-templates.js';
import { addressOf } from '../mail/config.js';
import type { MailAttachment } from '../mail/transport.js';
import type { DeliveryChannels } from './deliver.js';
import type { Delivery, OutboxRow } from './outbox.js';

/**
 * The buyer company's accountant's e-mails (issue 34): the invoice when it is issued, the closing
 * documents when they are made after shipment, with the PDFs attached.
 *
 * The outbox row keeps only the invoice's id: the PDFs are drawn again when the e-mail is
 * delivered, from what the invoice and closing document rows keep (the seller and buyer as they
 * were, the lines, the numbers and dates), and come out the same bytes as the download. A row of
 * a few dozen bytes instead of ~50–100 kB of PDF per e-mail keeps the outbox (polled every few
 * seconds, pruned later) small; the price is drawing a PDF on delivery (tens of milliseconds).
 * The address is the invoice's copy of the company's accountant e-mail: a company without one
 * gets no e-mail (the customer's own order e-mails go as ever).
 */

export const accountantTemplates = ['invoice-issued', 'closing-documents'] as const;
export type AccountantTemplate = (typeof accountantTemplates)[number];

/** Writes the accountant's e-mail in the caller's transaction: it exists exactly when the invoice or documents do. */
export async function enqueueAccountantMail(
  tx: Queryable,
  mail: { orderId: string; template: AccountantTemplate; data: { invoiceId: number } },
): Promise<void> {
  await tx.insert(outbox).values({
    orderId: mail.orderId,
    channel: 'email',
    audience: 'accountant',
    template: mail.template,
    data: mail.data,
    // Due at once, as every new notification (outbox.ts).
    availableAt: new Date(0),
  });
}

const isAccountantTemplate = (template: string): template is AccountantTemplate =>
  (accountantTemplates as readonly string[]).includes(template);

/** Delivers one accountant e-mail: renders it and its PDFs from the stored rows and sends it. */
export async function deliverAccountantMail(channels: DeliveryChannels, row: OutboxRow): Promise<Delivery> {
  if (!isAccountantTemplate(row.template) || !row.orderId) {
    return { status: 'skipped', reason: `unknown template accountant/${row.template}` };
  }
  const invoiceId = Number((row.data as { invoiceId?: unknown }).invoiceId);
  const { db } = channels;
  const [found] = await db
    .select({ invoice: invoices, orderNumber: orders.number })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(eq(invoices.id, invoiceId));
  if (!found) return { status: 'skipped', reason: 'invoice deleted' };
  const { invoice, orderNumber } = found;
  const to = invoice.buyer.accountantEmail;
  if (!to) return { status: 'skipped', reason: 'no accountant e-mail' };
  if (channels.mail.kind === 'none') return { status: 'skipped', reason: 'SMTP_URL is not set' };

  // Loaded here rather than at the top: the PDF modules (fonts, QR) are only needed by these e-mails.
  const [{ renderInvoicePdf }, { renderClosingDocument }, { shopDate }] = await Promise.all([
    import('../invoices/pdf.js'),
    import('../invoices/closing-documents.js'),
    import('../invoices/numbering.js'),
  ]);
  const site = channels.publicUrl.replace(/\/+$/, '');
  const links = { site, email: addressOf(channels.mailConfig?.from ?? '') };
  const number = invoiceNumberText(invoice.year, invoice.number);
  const summary: AccountantInvoice = {
    number,
    date: shopDate(invoice.issuedAt).iso,
    amountKopecks: invoice.amountKopecks,
    orderNumber,
    sellerName: invoice.seller.name,
    buyerName: invoice.buyer.name,
  };
  let mail: Awaited<ReturnType<typeof renderInvoiceMail>>;
  const attachments: MailAttachment[] = [];
  if (row.template === 'invoice-issued') {
    mail = await renderInvoiceMail(summary, links);
    const pdf = await renderInvoicePdf({
      number,
      date: summary.date,
      orderNumber,
      seller: invoice.seller,
      buyer: invoice.buyer,
      lines: invoice.lines,
      amountKopecks: invoice.amountKopecks,
    });
    attachments.push({ filename: `invoice-${number}.pdf`, contentType: 'application/pdf', content: Buffer.from(pdf) });
  } else {
    const documents = await db
      .select()
      .from(closingDocuments)
      .where(eq(closingDocuments.invoiceId, invoice.id))
      .orderBy(asc(closingDocuments.id));
    if (documents.length === 0) return { status: 'skipped', reason: 'no closing documents' };
    const listed = documents.map((document) => ({
      kind: document.kind,
      number: invoiceNumberText(document.year, document.number),
      date: shopDate(document.issuedAt).iso,
    }));
    mail = await renderClosingDocumentsMail(summary, listed, links);
    for (const [index, document] of documents.entries()) {
      const pdf = await renderClosingDocument(document, invoice, orderNumber);
      attachments.push({
        filename: `${document.kind}-${listed[index]?.number}.pdf`,
        contentType: 'application/pdf',
        content: Buffer.from(pdf),
      });
    }
  }
  const messageId = `<outbox-${row.id}@${new URL(site).hostname}>`;
  await channels.mail.send({ to, messageId, attachments, ...mail });
  return { status: 'sent', recipient: to };
}
