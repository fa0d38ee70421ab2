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

/** `GET /api/web/orders/:id/invoices` */
export const orderInvoices = z.object({
  /** Whether «Оплатить по счёту» is offered now: the shop has bank details and the order may be paid. */
  offered: z.boolean(),
  invoices: z.array(invoiceSummary),
  /** Where the УПД is downloaded once the order, paid by invoice, is shipped; `null` before. */
  updPath: z.nullable(z.string()),
});
export type OrderInvoices = z.infer<typeof orderInvoices>;

/** `POST /api/web/orders/:id/invoices` */
export const issueInvoiceRequest = z.object({ companyId: itemId });
export type IssueInvoiceRequest = z.infer<typeof issueInvoiceRequest>;

export const invoicePathParams = z.object({ id: /*#__PURE__*/ z.string().check(z.uuid()), invoiceId: queryInt });

export const invoiceRoutes = {
  list: { method: 'GET', path: '/api/web/orders/:id/invoices' },
  issue: { method: 'POST', path: '/api/web/orders/:id/invoices' },
  pdf: { method: 'GET', path: '/api/web/orders/:id/invoices/:invoiceId/invoice.pdf' },
  markPaid: { method: 'POST', path: '/api/web/admin/orders/:id/invoices/:invoiceId/mark-paid' },
  upd: { method: 'GET', path: '/api/web/orders/:id/closing-documents/upd.pdf' },
} as const;

export const bankPaymentOutcomes = ['paid', 'short', 'over', 'void', 'unknown'] as const;

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

export const bankStatementRoutes = {
  upload: { method: 'POST', path: '/api/web/admin/bank-statements' },
  payments: { method: 'GET', path: '/api/web/admin/bank-payments' },
} as const;
