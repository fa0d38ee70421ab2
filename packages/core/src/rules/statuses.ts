import { type Order, orderStatuses, orderStatusList, type ProofState } from '../contract/index.js';
import { managerDayTexts } from '../texts/manager-day.js';
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

/** The statuses of a list filter that no order can have (the list answers 400 naming them). */
export function unknownStatuses(statuses: readonly string[]): string[] {
  return statuses.filter((status) => !(orderStatusList as readonly string[]).includes(status));
}

/**
 * Why a bulk status change leaves an order as it is, or null when it may go ahead. A customer's
 * open cart is not an order yet (`placed`: checked out, or a draft a manager made for a client);
 * a paid order does not go back to a status in which its customer edits the items (the money
 * rule: what was paid is what is made).
 */
export function bulkStatusRefusal(
  order: Pick<Order, 'status' | 'payed'> & { placed: boolean },
  status: string,
): string | null {
  if (unknownStatuses([status]).length > 0) return managerDayTexts.unknownStatuses(status);
  if (!order.placed) return managerDayTexts.notAnOrder;
  if (order.payed && isOrderEditable(status)) return managerDayTexts.paidBackToEditing;
  return null;
}
