import { lazy } from 'react';

/**
 * The order-link page's «Оплатить по счёту»: a chunk of its own, fetched only when the visitor
 * asks for it, so it never counts in the card's first load, in the React library and the
 * element scripts alike (there a chunk whose integrity the script carries:
 * scripts/element-chunks.ts).
 */
export const OrderLinkInvoicePart = lazy(() => import('./OrderLinkInvoice'));
