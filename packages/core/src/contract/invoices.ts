import { z } from 'zod/mini';
import { isoDate, itemId } from './primitives.js';
import { queryInt } from './query.js';

/**
 * Paying by invoice (issue 34, beyond the spec): the order's invoices, issuing one to a company,
 * its PDF, and a manager's mark that it was paid.
 */

export const invoiceStatuses = ['issued', 'void', 'paid'] as const;

export const invoiceSummary = z.object({
  id: itemId,
  /** `2026-15`: the year and the number within it. */
  number: z.string(),
  date: isoDate,
  /** The amount in kopecks: the order's total when the invoice was issued. */
  amountKopecks: /*#__PURE__*/ z.int().check(z.gte(0)),
  /** `issued`: open for payment; `void`: the order's amount or company changed; `paid`. */
  status: z.enum(invoiceStatuses),
  companyId: z.nullable(itemId),
  companyName: z.string(),
  /** Where the PDF is downloaded (same-origin path). */
  pdfPath: z.string(),
});
export type InvoiceSummary = z.infer<typeof invoiceSummary>;

/**
 * The closing documents after shipment: the УПД, or (as the shop is configured) the товарная
 * накладная (ТОРГ-12) for the goods and the акт for the services.
 */
export const closingDocumentKinds = ['upd', 'torg12', 'act'] as const;
export type ClosingDocumentKind = (typeof closingDocumentKinds)[number];

/** A closing document of the order: its kind, number (`2026-3`, its own sequence per kind and year) and PDF. */
export const closingDocumentSummary = z.object({
  kind: z.enum(closingDocumentKinds),
  number: z.string(),
  date: isoDate,
  /** Where the PDF is downloaded (same-origin path). */
  path: z.string(),
});
export type ClosingDocumentSummary = z.infer<typeof closingDocumentSummary>;

/** `GET /api/web/orders/:id/invoices` */
export const orderInvoices = z.object({
  /** Whether «Оплатить по счёту» is offered now: the shop has bank details and the order may be paid. */
  offered: z.boolean(),
  invoices: z.array(invoiceSummary),
  /** The closing documents once the order, paid by invoice, is shipped (the УПД, or a накладная and an акт); empty before. */
  closingDocuments: z.array(closingDocumentSummary),
});
export type OrderInvoices = z.infer<typeof orderInvoices>;

/** `POST /api/web/orders/:id/invoices` */
export const issueInvoiceRequest = z.object({ companyId: itemId });
export type IssueInvoiceRequest = z.infer<typeof issueInvoiceRequest>;

export const invoicePathParams = z.object({ id: /*#__PURE__*/ z.string().check(z.uuid()), invoiceId: queryInt });

/** `:document` of a closing document's path: its kind and `.pdf`. */
export const closingDocumentPathParams = z.object({
  id: /*#__PURE__*/ z.string().check(z.uuid()),
  document: z.enum(['upd.pdf', 'torg12.pdf', 'act.pdf']),
});

/** `reverted`: it had paid the order, and a manager then set the order back to not paid (to settle by hand). */
export const bankPaymentOutcomes = ['paid', 'short', 'over', 'void', 'unknown', 'reverted'] as const;

/** An incoming payment of a bank statement and what the shop made of it (the manager's view). */
export const bankPaymentView = z.object({
  id: itemId,
  number: z.string(),
  date: isoDate,
  amountKopecks: /*#__PURE__*/ z.int().check(z.gte(0)),
  payerInn: z.nullable(z.string()),
  payerName: z.nullable(z.string()),
  purpose: z.string(),
  /** `paid`: the order is paid; the rest wait for a manager (core `bankStatementTexts.outcomes`). */
  outcome: z.enum(bankPaymentOutcomes),
  /** Why, in Russian. */
  reason: z.string(),
  invoiceNumber: z.nullable(z.string()),
  orderId: z.nullable(/*#__PURE__*/ z.string().check(z.uuid())),
  orderNumber: z.nullable(/*#__PURE__*/ z.int()),
  /** Recorded from an earlier upload: this one changed nothing. */
  alreadyRecorded: z.boolean(),
});
export type BankPaymentView = z.infer<typeof bankPaymentView>;

/** `POST /api/web/admin/bank-statements` (the file's bytes as the body) and `GET /api/web/admin/bank-payments`. */
export const bankPaymentList = z.object({ payments: z.array(bankPaymentView) });
export type BankPaymentList = z.infer<typeof bankPaymentList>;
