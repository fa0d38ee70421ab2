import { lazy } from 'react';

/**
 * The order-link page's «Оплатить по счёту» as the React library ships it: a chunk of its own,
 * fetched only when the visitor asks for it, so it never counts in the card's first load. The
 * element scripts, one file each, take `order-link-invoice-part.element.ts` instead
 * (package.json `imports`: `#order-link-invoice-part` under the element condition).
 */
export const OrderLinkInvoicePart = lazy(() => import('./OrderLinkInvoice'));
