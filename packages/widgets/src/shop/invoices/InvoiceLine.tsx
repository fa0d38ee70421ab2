import type { InvoiceSummary } from '@stickers62/core/contract';
import { formatDate, formatRubles } from '@stickers62/core/format';
import { invoicePanelTexts, invoiceTexts } from '@stickers62/core/texts';
import type { ReactNode } from 'react';

export interface InvoiceLineProps {
  invoice: InvoiceSummary;
  onDownload: (invoice: InvoiceSummary) => void;
  /** What the screen adds after the download: the manager's «Отметить оплаченным». */
  children?: ReactNode;
}

/**
 * One invoice of an order as the customer's order page and the manager's dialog both show it:
 * number, date and amount (struck through when void), its state, and its PDF while it counts.
 */
export function InvoiceLine({ invoice, onDownload, children }: InvoiceLineProps) {
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <span className={invoice.status === 'void' ? 'text-gray-500 line-through' : 'text-gray-900'}>
        {invoicePanelTexts.invoice(invoice.number, formatDate(invoice.date), formatRubles(invoice.amountKopecks / 100))}
      </span>
      <span className="text-gray-600">{invoicePanelTexts.statuses[invoice.status]}</span>
      {invoice.status !== 'void' && (
        <button type="button" className="font-semibold text-brand-dark underline" onClick={() => onDownload(invoice)}>
          {invoiceTexts.download(invoice.number)}
        </button>
      )}
      {children}
    </li>
  );
}
