import { render } from '@react-email/render';
import { formatDate, formatRubles } from '@stickers62/core/format';
import { accountantMailTexts, brandTexts, closingDocumentTexts, mailFrameTexts } from '@stickers62/core/texts';
import { createElement } from 'react';
import { type MailContent, MailLayout, plainTextOf } from './layout.js';
import type { MailLinks, RenderedMail } from './templates.js';

/**
 * The e-mails to a buyer company's accountant (issue 34): the счёт на оплату when issued and the
 * closing documents after shipment, each with its PDFs attached. Written to the company, so no
 * buttons into the customer's account (the accountant has none) and no unsubscribe: they are
 * the documents of a purchase the company made.
 */

export interface AccountantInvoice {
  number: string;
  date: string;
  amountKopecks: number;
  orderNumber: number;
  sellerName: string;
  buyerName: string;
}

export interface AccountantDocument {
  kind: 'upd' | 'torg12' | 'act';
  number: string;
  date: string;
}

const footerOf = (links: MailLinks): MailContent['footer'] => ({
  shopName: brandTexts.name,
  site: links.site,
  email: links.email,
  hours: brandTexts.contactHours,
});

async function renderMail(subject: string, heading: string, paragraphs: string[], links: MailLinks) {
  const content: MailContent = {
    preview: heading,
    heading,
    greeting: mailFrameTexts.greetingAnonymous,
    paragraphs,
    actions: [],
    summary: [],
    footer: footerOf(links),
  };
  const html = await render(createElement(MailLayout, { content }));
  return { subject, html, text: plainTextOf(content) } satisfies RenderedMail;
}

export function renderInvoiceMail(invoice: AccountantInvoice, links: MailLinks): Promise<RenderedMail> {
  const t = accountantMailTexts;
  return renderMail(
    t.invoiceSubject(invoice.number, invoice.sellerName),
    t.invoiceHeading(invoice.number),
    [t.invoiceIntro(invoice.buyerName, formatRubles(invoice.amountKopecks / 100), invoice.orderNumber), t.invoiceNote],
    links,
  );
}

export function renderClosingDocumentsMail(
  invoice: AccountantInvoice,
  documents: readonly AccountantDocument[],
  links: MailLinks,
): Promise<RenderedMail> {
  const t = accountantMailTexts;
  const names = documents.map((document) => closingDocumentTexts.names[document.kind]).join(', ');
  return renderMail(
    t.closingSubject(names, invoice.orderNumber),
    t.closingHeading(invoice.orderNumber),
    [
      t.closingIntro(invoice.buyerName, invoice.number),
      ...documents.map((document) =>
        t.documentLine(closingDocumentTexts.names[document.kind], document.number, formatDate(document.date)),
      ),
    ],
    links,
  );
}
