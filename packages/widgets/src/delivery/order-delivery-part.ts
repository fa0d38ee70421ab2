import { lazy } from 'react';

/**
 * The order-link page's delivery choice: a chunk of its own, fetched only when an order's
 * delivery is open, so most visits of the page (a delivery already chosen, a guest with the
 * payment link) never load the CDEK finder. The element scripts load it the same way, as a
 * chunk whose integrity the script carries (scripts/element-chunks.ts).
 */
export const OrderDeliveryPart = lazy(() => import('./OrderDelivery'));
