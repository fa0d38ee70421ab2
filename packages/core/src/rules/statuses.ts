import { type Order, orderStatuses } from '../contract/index.js';

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

/**
 * 'Оплатить заказ' and 'Уже оплатили? Проверить платеж' show for unpaid orders past editing
 * that are not awaiting the manager's check. A cancelled order is not offered for payment
 * either: there is nothing left to pay for.
 */
export function canPayOrder(order: Pick<Order, 'status' | 'payed'>): boolean {
  return (
    !order.payed &&
    !isOrderEditable(order.status) &&
    order.status !== orderStatuses.awaitingManagerCheck &&
    order.status !== orderStatuses.cancelled
  );
}
