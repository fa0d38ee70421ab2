import type { Company } from '../contract/companies.js';
import { companyListAnswer, publicOrderInvoiceAnswer } from '../contract/compiled/index.js';
import type { PublicInvoice, PublicOrderInvoice } from '../contract/public-invoice.js';
import { buildPath, routes } from '../contract/routes.js';
import { invoicePanelTexts } from '../texts/companies.js';
import { callJson, callVoid, postToOrder } from './call.js';
import type { ApiClient } from './client.js';
import { type FailureRule, serverTextOr } from './errors.js';

/**
 * The order-link page's invoice (issue 34): what whoever holds the order's link reads and
 * downloads, and, for its signed-in owner, issuing one. Answers are checked by compiled
 * validators, so the payment card carries no zod for them.
 */

const loadFailure: FailureRule = (status, message) => serverTextOr(status, message, invoicePanelTexts.loadFailed);
const issueFailure: FailureRule = (status, message) => serverTextOr(status, message, invoicePanelTexts.issueFailed);

/** `GET /api/web/public/orders/:id/invoice`: no sign-in; the order's open or paid invoice, if any. */
export function getPublicOrderInvoice(client: ApiClient, orderId: string): Promise<PublicOrderInvoice> {
  const request = { method: 'GET', path: buildPath(routes.publicOrderInvoice.path, { id: orderId }) } as const;
  return callJson(client, request, publicOrderInvoiceAnswer, loadFailure);
}

/** The invoice's PDF address: a plain link (no bearer token), the order's id is the key. */
export function publicInvoicePdfUrl(client: ApiClient, invoice: Pick<PublicInvoice, 'pdfPath'>): string {
  return client.url(invoice.pdfPath);
}

/** The signed-in customer's companies to make the invoice out to (`GET /api/web/profile/companies`). */
export function getInvoiceCompanies(client: ApiClient): Promise<Company[]> {
  return callJson(client, { method: 'GET', path: routes.companies.path }, companyListAnswer, loadFailure);
}

/** Issues the order's invoice to one of the owner's companies; the page then reads it publicly. */
export function issueOrderLinkInvoice(client: ApiClient, orderId: string, companyId: number): Promise<void> {
  const request = postToOrder(routes.issueInvoice.path, orderId, { companyId });
  return callVoid(client, request, issueFailure);
}
