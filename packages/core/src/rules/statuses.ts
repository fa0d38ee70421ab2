import { type Order, orderStatuses, type ProofState } from '../contract/index.js';
import { isPaymentHeldByProof } from './proofs.js';

/** Only these statuses let the customer edit, upload, delete and send. */
export const editableStatuses: readonly string[] = [orderStatuses.created, orderStatuses.awaitingLayouts];
/** Orders in these statuses are history: hidden from the default order list. */
export const archivedStatuses: readonly string[] = [orderStatuses.shipped, orderStatuses.cancelled];

export function isOrderEditable(status: string): boolean {
  return editableStatuses.includes(status);
}

export function isOrderArchived(status: string): boolean {
  return archivedStatuses.includes(status);
}

/** Statuses in which payment waits: the manager checks the layouts, or a proof is not approved yet. */
export const paymentWaitingStatuses: readonly string[] = [
  orderStatuses.awaitingManagerCheck,
  orderStatuses.awaitingProofApproval,
  orderStatuses.proofChangesRequested,
  orderStatuses.cancelled,
];

/**
 * 'Оплатить заказ' and 'Уже оплатили? Проверить платеж' show for unpaid orders past editing
 * that are not awaiting the manager's check. A cancelled order is not offered for payment
 * either: there is nothing left to pay for. A proof sent and not approved holds payment back
 * whatever the status says (a manager may have set one by hand): the customer pays for what
 * they agreed to.
 */
export function canPayOrder(order: Pick<Order, 'status' | 'payed'> & { proofState?: ProofState }): boolean {
  return (
    !order.payed &&
    !isOrderEditable(order.status) &&
    !paymentWaitingStatuses.includes(order.status) &&
    !isPaymentHeldByProof(order.proofState ?? 'none')
  );
}

/** Statuses from which the parcel is packed or gone: its delivery is settled. */
const deliverySettledStatuses: readonly string[] = [
  orderStatuses.readyToShip,
  orderStatuses.shipped,
  orderStatuses.cancelled,
];

/**
 * The order-link page offers the delivery choice while it is open: no delivery chosen yet (a
 * manager made the order for a client without one), not paid (the amount would change under a
 * payment) and not packed, shipped or cancelled. The status may be past editing: a manager may
 * send the link once the order is at work. A delivery once chosen is the manager's to change.
 */
export function isDeliveryChoiceOpen(order: Pick<Order, 'status' | 'payed' | 'deliveryType'>): boolean {
  return !order.payed && (order.deliveryType ?? '').trim() === '' && !deliverySettledStatuses.includes(order.status);
}
