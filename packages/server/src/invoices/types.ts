import type { CompanyKind } from '@stickers62/core/rules';

/**
 * What an invoice keeps of the moment it was issued, so the same PDF comes out whenever it is
 * downloaded: the seller's details as configured then, the buyer's as the company was then, and
 * the lines of the order's one amount.
 */

/** The shop as the seller: its details and its bank account (invoices/config.ts). */
export interface InvoiceSeller {
  name: string;
  inn: string;
  kpp: string | null;
  ogrn: string;
  address: string;
  bankName: string;
  bic: string;
  account: string;
  correspondentAccount: string;
  /** The VAT rate in percent the prices include, or `null`: without VAT (УСН). */
  vatRate: number | null;
  /**
   * The closing documents after shipment as the shop was set when the invoice was issued
   * (`CLOSING_DOCUMENTS`): the УПД, or a товарная накладная and an акт. Absent on invoices kept
   * before the setting existed: the УПД.
   */
  closingDocuments?: ClosingDocumentsSetting;
}

/** `CLOSING_DOCUMENTS`: `upd` (default) or `torg12-act`. */
export type ClosingDocumentsSetting = 'upd' | 'torg12-act';

/** The buyer: one of the customer's companies as it was when the invoice was issued. */
export interface InvoiceBuyer {
  kind: CompanyKind;
  name: string;
  inn: string;
  kpp: string | null;
  ogrn: string;
  address: string;
  accountantEmail: string | null;
}

/** One line of the invoice: an item (pieces or sheets) or the delivery (a service). */
export interface InvoiceLine {
  name: string;
  quantity: number;
  unit: string;
  /** The line's amount in kopecks; the price is the amount over the quantity. */
  amountKopecks: number;
}

/** What every closing document after shipment (УПД, накладная, акт) names: itself, the invoice and order it closes, the parties, its lines. */
export interface ClosingDocumentFields {
  number: string;
  /** `YYYY-MM-DD`: the date of the document and of shipment. */
  date: string;
  invoiceNumber: string;
  invoiceDate: string;
  orderNumber: number;
  seller: InvoiceSeller;
  buyer: InvoiceBuyer;
  lines: InvoiceLine[];
}
