import { z } from 'zod/mini';
import { isoDate, itemId } from './primitives.js';

/**
 * The order-link page's invoice (issue 34, beyond the spec): the order's latest invoice that still
 * counts (open or paid, not a void one) as whoever holds the order's link may see it: its number,
 * date, amount and where its PDF is downloaded; no buyer details (they are in the PDF).
 */
export const publicInvoice = z.object({
  id: itemId,
  /** `2026-15`: the year and the number within it. */
  number: z.string(),
  date: isoDate,
  amountKopecks: /*#__PURE__*/ z.int().check(z.gte(0)),
  status: z.enum(['issued', 'paid']),
  /** The PDF for the link's holder (`GET /api/web/public/orders/:id/invoices/:invoiceId/invoice.pdf`). */
  pdfPath: z.string(),
});
export type PublicInvoice = z.infer<typeof publicInvoice>;

/** `GET /api/web/public/orders/:id/invoice` */
export const publicOrderInvoice = z.object({
  /** Whether an invoice may be issued now (the shop has bank details, the order may be paid). */
  offered: z.boolean(),
  invoice: z.nullable(publicInvoice),
});
export type PublicOrderInvoice = z.infer<typeof publicOrderInvoice>;
