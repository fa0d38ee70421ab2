import { type Company, type CompanyFields, company, companyList } from '../contract/companies.js';
import {
  type BankPaymentList,
  bankPaymentList,
  type InvoiceSummary,
  invoiceSummary,
  type OrderInvoices,
  orderInvoices,
} from '../contract/invoices.js';
import { buildPath, routes } from '../contract/routes.js';
import {
  bankStatementPanelTexts,
  companyFormTexts,
  invoicePanelTexts,
  managerInvoiceTexts,
} from '../texts/companies.js';
import { callBlob, callJson, callVoid, postToOrder } from './call.js';
import type { ApiClient } from './client.js';
import { type FailureRule, serverTextOr } from './errors.js';

/**
 * Companies and paying by invoice (issue 34): the calls of the profile's companies, the order
 * page's invoices and the manager's bank statement. A refusal shows the server's Russian text.
 */

const companyLoadFailure: FailureRule = (status, message) => serverTextOr(status, message, companyFormTexts.loadFailed);
const companySaveFailure: FailureRule = (status, message) => serverTextOr(status, message, companyFormTexts.saveFailed);
const invoiceLoadFailure: FailureRule = (status, message) =>
  serverTextOr(status, message, invoicePanelTexts.loadFailed);
const invoiceIssueFailure: FailureRule = (status, message) =>
  serverTextOr(status, message, invoicePanelTexts.issueFailed);
const invoiceMarkFailure: FailureRule = (status, message) =>
  serverTextOr(status, message, managerInvoiceTexts.markFailed);
const statementFailure: FailureRule = (status, message) =>
  serverTextOr(status, message, bankStatementPanelTexts.failed);

export function getCompanies(client: ApiClient): Promise<Company[]> {
  return callJson(client, { method: 'GET', path: routes.companies.path }, companyList, companyLoadFailure);
}

export function createCompany(client: ApiClient, fields: CompanyFields): Promise<Company> {
  const request = { method: 'POST', path: routes.createCompany.path, json: fields } as const;
  return callJson(client, request, company, companySaveFailure);
}

export function deleteCompany(client: ApiClient, companyId: number): Promise<void> {
  const request = { method: 'DELETE', path: buildPath(routes.deleteCompany.path, { companyId }) } as const;
  return callVoid(client, request, companySaveFailure);
}

export function getOrderInvoices(client: ApiClient, orderId: string): Promise<OrderInvoices> {
  const request = { method: 'GET', path: buildPath(routes.orderInvoices.path, { id: orderId }) } as const;
  return callJson(client, request, orderInvoices, invoiceLoadFailure);
}

export function issueInvoice(client: ApiClient, orderId: string, companyId: number): Promise<InvoiceSummary> {
  const request = postToOrder(routes.issueInvoice.path, orderId, { companyId });
  return callJson(client, request, invoiceSummary, invoiceIssueFailure);
}

/** The invoice's PDF as a Blob (the bearer header goes with it, unlike a plain link). */
export function getInvoicePdf(client: ApiClient, invoice: Pick<InvoiceSummary, 'pdfPath'>): Promise<Blob> {
  return callBlob(client, { method: 'GET', path: invoice.pdfPath }, invoiceLoadFailure);
}

/** A closing document's PDF (`OrderInvoices.closingDocuments[].path`), once the order paid by invoice is shipped. */
export function getClosingDocumentPdf(client: ApiClient, path: string): Promise<Blob> {
  return callBlob(client, { method: 'GET', path }, invoiceLoadFailure);
}

/** Staff: the invoice is paid though no statement showed it (kept on the order's timeline by the server). */
export function markInvoicePaid(client: ApiClient, orderId: string, invoiceId: number): Promise<InvoiceSummary> {
  const request = { method: 'POST', path: buildPath(routes.markInvoicePaid.path, { id: orderId, invoiceId }) } as const;
  return callJson(client, request, invoiceSummary, invoiceMarkFailure);
}

/** The statement file as the bank gave it: its bytes go as they are. */
export function uploadBankStatement(client: ApiClient, file: Blob): Promise<BankPaymentList> {
  const request = { method: 'POST', path: routes.uploadBankStatement.path, binary: file } as const;
  return callJson(client, request, bankPaymentList, statementFailure);
}

export function getBankPayments(client: ApiClient): Promise<BankPaymentList> {
  const request = { method: 'GET', path: routes.bankPayments.path } as const;
  return callJson(client, request, bankPaymentList, statementFailure);
}
