import type { RefundReason } from '@stickers62/core/contract';
import type { Database, Queryable } from '../db/client.js';
import type { ManagerTemplate, NotificationData } from '../notifications/events.js';
import { enqueueCustomerNotification, enqueueManagerNotification } from '../notifications/outbox.js';
import { amountValue, type YooKassaPayment } from '../providers/yookassa/payment.js';
import { currentReferences } from '../references/reference-cache.js';
import { appendOrderEvent, type OrderEventActor, type OrderEventKind, orderEventKinds } from '../timeline/index.js';
import { lockOrderPaymentState, type OrderPaymentState } from './order-terms.js';
import {
  markOrderPaidOnce,
  type PaymentRow,
  paymentById,
  recordPaymentEvent,
  recordRefund,
  setOutcome,
  setPaymentStatus,
} from './repository.js';

/** Payments on the timeline are the provider's doing. */
const providerActor = (row: PaymentRow): OrderEventActor => ({ kind: 'provider', name: row.provider });

/**
 * A payment the provider reports is ours only if it is the one we stored for this order, for
 * the amount we asked, in rubles. Anything else (a forged notification, a payment of another
 * shop, a tampered amount) changes nothing.
 */
export function matchesStoredPayment(row: PaymentRow, payment: YooKassaPayment): boolean {
  return (
    row.providerPaymentId === payment.id &&
    payment.amount.currency === 'RUB' &&
    payment.amount.value === amountValue(row.amount) &&
    payment.metadata?.orderId === row.orderId
  );
}

/**
 * What a settlement made of the provider's answer: `refund` is a payment that succeeded but
 * did not pay the order (its link was stale, or the order was paid already): it is refunded.
 */
export type Settlement = 'paid' | 'alreadyPaid' | 'refund' | 'notSucceeded' | 'mismatch' | 'duplicate';

/**
 * Why a succeeded payment cannot pay the order as it is now, or null when it pays it. The
 * order must still have the terms the link was made for, may be paid now (core
 * `mayTakePayment`), costs what was paid, and the link was not closed by a change of the order.
 */
export function refundReasonFor(row: PaymentRow, state: OrderPaymentState): RefundReason | null {
  if (state.order.payed) return 'alreadyPaid';
  // A link made before links kept their terms is judged by its amount alone.
  const sameTerms = row.terms === null || row.terms === state.terms;
  if (row.closedAt || !sameTerms || !state.payable || row.amount !== state.order.cost) return 'stale';
  return null;
}

/**
 * Applies the provider's (re-fetched) view of a payment: stores its status and, when it
 * succeeded, either marks the order paid or, for a payment that no longer matches the order,
 * records its refund (sent by `sendOpenRefunds` after this transaction). Everything is decided
 * under the order's row lock, so of two payments settling at once one pays the order and the
 * other is refunded; the payment's `outcome` is written once, so a redelivered webhook or a
 * racing status check repeats the decision instead of making another.
 */
export async function settlePayment(
  db: Database,
  row: PaymentRow,
  payment: YooKassaPayment,
  source: { kind: 'webhook'; dedupeKey: string; payload: string } | { kind: 'statusCheck' },
): Promise<Settlement> {
  if (!matchesStoredPayment(row, payment)) {
    await recordMismatch(db, row, payment);
    return 'mismatch';
  }
  const { priceLists } = await currentReferences(db);
  return db.transaction(async (tx) => {
    if (source.kind === 'webhook') {
      const event = { provider: row.provider, dedupeKey: source.dedupeKey, paymentId: payment.id };
      if (!(await recordPaymentEvent(tx, { ...event, payload: source.payload }))) return 'duplicate';
    }
    const state = await lockOrderPaymentState(tx, row.orderId, priceLists);
    const current = await paymentById(tx, row.id);
    if (!current) return 'mismatch';
    if (current.status !== payment.status) await setPaymentStatus(tx, row.id, payment.status);
    if (payment.status !== 'succeeded') return 'notSucceeded';
    if (current.outcome === 'paid') return 'alreadyPaid';
    if (current.outcome === 'refund') return 'refund';
    const reason = refundReasonFor(current, state);
    if (reason === null && (await markOrderPaidOnce(tx, row.orderId, payment.id, row.provider))) {
      await setOutcome(tx, row.id, 'paid');
      const data = { paymentId: payment.id, amount: row.amount };
      await recordProviderEvent(tx, row, { kind: orderEventKinds.paymentSettled, data, template: 'payment-received' });
      return 'paid';
    }
    await recordRefund(tx, current, reason ?? 'alreadyPaid');
    const data = { paymentId: payment.id, amount: row.amount, reason: reason ?? 'alreadyPaid' };
    await recordProviderEvent(tx, row, { kind: orderEventKinds.paymentRefunded, data, template: 'payment-refunded' });
    return 'refund';
  });
}

/**
 * A provider's answer that does not match the stored payment (amount, currency, order): the
 * timeline keeps it and the managers are told, once per payment and answer.
 */
async function recordMismatch(db: Database, row: PaymentRow, payment: YooKassaPayment): Promise<void> {
  await db.transaction(async (tx) => {
    const recorded = await recordPaymentEvent(tx, {
      provider: row.provider,
      dedupeKey: `mismatch:${row.id}:${payment.id}:${payment.amount.value}:${payment.amount.currency}`,
      paymentId: payment.id,
    });
    if (!recorded) return;
    const paid = Number(payment.amount.value);
    const data = {
      paymentId: payment.id,
      amount: Number.isFinite(paid) ? paid : 0,
      currency: payment.amount.currency,
      expected: row.amount,
    };
    await recordProviderEvent(tx, row, { kind: orderEventKinds.paymentMismatch, data, template: 'payment-mismatch' });
  });
}

/**
 * A payment's event on the order's timeline, the provider's doing, in the transaction of the
 * change, and the notifications of its template: the managers', and the customer's for a payment received.
 */
async function recordProviderEvent(
  tx: Queryable,
  row: PaymentRow,
  event: { kind: OrderEventKind; data: NotificationData; template: ManagerTemplate },
): Promise<void> {
  const { orderId } = row;
  await appendOrderEvent(tx, { orderId, kind: event.kind, actor: providerActor(row), data: event.data });
  if (event.template === 'payment-received') {
    await enqueueCustomerNotification(tx, { orderId, template: event.template, data: event.data });
  }
  await enqueueManagerNotification(tx, { orderId, template: event.template, data: event.data });
}
