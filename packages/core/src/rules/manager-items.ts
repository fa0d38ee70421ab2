import { orderStatuses } from '../contract/index.js';

/** Statuses after which an order's items are history: the parcel is gone, or the order was cancelled. */
const closedStatuses: readonly string[] = [orderStatuses.shipped, orderStatuses.cancelled];

/**
 * Whether the manager may change or remove an order's items (beyond the spec): until it is paid
 * (what was paid for stays as it was) and while it is neither shipped nor cancelled. Judged on
 * the order as stored, under its lock on the server; the dialog asks the same before offering.
 */
export function managerItemRefusal(order: { payed: boolean; status: string }): 'paid' | 'closed' | null {
  if (order.payed) return 'paid';
  return closedStatuses.includes(order.status) ? 'closed' : null;
}
