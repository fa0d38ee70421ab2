import { lazy } from 'react';

/**
 * The order-link page's delivery choice as the React library ships it: a chunk of its own,
 * fetched only when an order's delivery is open, so most visits of the page (a delivery already
 * chosen, a guest with the payment link) never load the CDEK finder. The element scripts, one
 * file each, take `order-delivery-part.element.ts` instead (package.json `imports`:
 * `#order-delivery-part` under the element condition).
 */
export const OrderDeliveryPart = lazy(() => import('./OrderDelivery'));
