import { and, eq, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client.js';
import { orders, paymentEvents, payments } from '../../db/schema.js';
import { amountValue, type YooKassaPayment } from './payment.js';

export type PaymentRow = typeof payments.$inferSelect;

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

export type Settlement = 'paid' | 'alreadyPaid' | 'notSucceeded' | 'mismatch' | 'duplicate';

/**
 * Applies the provider's (re-fetched) view of a payment: stores its status and, when it
 * succeeded, marks the order paid. Webhook deliveries pass a dedupe key, so a redelivered
 * notification is recorded once; the order flips with one conditional UPDATE, so a webhook
 * racing a status check marks it paid exactly once.
 */
export async function settlePayment(
  db: Database,
  row: PaymentRow,
  payment: YooKassaPayment,
  source: { kind: 'webhook'; dedupeKey: string; payload: string } | { kind: 'statusCheck' },
): Promise<Settlement> {
  if (!matchesStoredPayment(row, payment)) return 'mismatch';
  return db.transaction(async (tx) => {
    if (source.kind === 'webhook') {
      const recorded = await tx
        .insert(paymentEvents)
        .values({ provider: row.provider, dedupeKey: source.dedupeKey, paymentId: payment.id, payload: source.payload })
        .onConflictDoNothing()
        .returning({ id: paymentEvents.id });
      if (recorded.length === 0) return 'duplicate';
    }
    if (row.status !== payment.status) {
      await tx.update(payments).set({ status: payment.status, updatedAt: new Date() }).where(eq(payments.id, row.id));
    }
    if (payment.status !== 'succeeded') return 'notSucceeded';
    return (await markOrderPaidOnce(tx, row.orderId, payment.id, row.provider)) ? 'paid' : 'alreadyPaid';
  });
}

/** The order's one paid transition; returns whether this call made it (and records it as an event). */
export async function markOrderPaidOnce(
  tx: Queryable,
  orderId: string,
  providerPaymentId: string,
  provider: string,
): Promise<boolean> {
  const flipped = await tx
    .update(orders)
    .set({ payed: true, paidAt: new Date(), updatedAt: new Date(), version: sql`${orders.version} + 1` })
    .where(and(eq(orders.id, orderId), eq(orders.payed, false)))
    .returning({ id: orders.id });
  if (flipped.length === 0) return false;
  await tx
    .insert(paymentEvents)
    .values({ provider, dedupeKey: paidTransitionKey(orderId, providerPaymentId), paymentId: providerPaymentId })
    .onConflictDoNothing();
  return true;
}

/** The payment_events key of an order's paid transition (tests count these). */
export function paidTransitionKey(orderId: string, providerPaymentId: string): string {
  return `order-paid:${orderId}:${providerPaymentId}`;
}
