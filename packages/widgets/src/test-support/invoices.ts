import type { InvoiceSummary } from '@stickers62/core/contract';

/** The order the invoice tests speak of. */
export const invoiceOrderId = '0b5f4c1e-1f7a-4c55-9d5e-6f3f8a1b2c3d';

/** An invoice issued on that order to the test kit's company (id 3), as the order's invoice list answers it. */
export function invoiceSummary(fields: Partial<InvoiceSummary> = {}): InvoiceSummary {
  return {
    id: 11,
    number: '2026-15',
    date: '2026-11-28',
    amountKopecks: 235_000,
    status: 'issued',
    companyId: 3,
    companyName: 'ООО «Ромашка»',
    pdfPath: `/api/web/orders/${invoiceOrderId}/invoices/11/invoice.pdf`,
    ...fields,
  };
}
