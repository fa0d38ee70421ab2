import { randomUUID } from 'node:crypto';
import type { RefundNote, RefundReason } from '@stickers62/core/contract';
import type { PaymentReceipt } from '@stickers62/core/rules';
import { orderStatusTexts } from '@stickers62/core/texts';
import { and, desc, eq, gt, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../db/client.js';
import { orders, paymentEvents, payments, refunds, users } from '../db/schema.js';
import { notFound } from '../errors.js';
import { currentReferences } from '../references/reference-cache.js';
import { lockOrderPaymentState } from './order-terms.js';

/**
 * The payments' reads and writes: the order paid for, its payment attempts and their outcomes,
 * the provider's events kept once, the refunds, the payer's receipt e-mail. The rules that decide
 * what to write are in settlement.ts, refunds.ts and order-payments.ts.
 */

export type PaymentRow = typeof payments.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;

/** An unfinished attempt whose outcome is unknown is retried with its key for this long (YooKassa keeps keys 24 h). */
const idempotenceKeyLifetimeMs = 23 * 60 * 60 * 1000;

/** The order behind a payment call; carts are not orders yet, unless a manager made one for a client. */
export async function findOrder(db: Queryable, orderId: string) {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), or(eq(orders.isCart, false), isNotNull(orders.insertedBy))));
  if (!order) throw notFound(orderStatusTexts.notFound);
  return order;
}

/** The order behind a new link, locked while its payment terms are read. */
export async function lockPayableOrder(db: Database, orderId: string) {
  const { priceLists } = await currentReferences(db);
  return db.transaction(async (tx) => {
    await findOrder(tx, orderId);
    return lockOrderPaymentState(tx, orderId, priceLists);
  });
}

/** What one link is made for: the amount, the order's terms then and the receipt sent. */
export interface AttemptTerms {
  amount: number;
  terms: string;
  receipt: PaymentReceipt;
}

/**
 * The payment attempt to make now: the last one whose outcome is unknown (no provider id yet)
 * for the same terms, so its Idempotence-Key is repeated, or a new one with a fresh UUID v4.
 */
export async function openAttempt(
  db: Database,
  orderId: string,
  provider: string,
  terms: AttemptTerms,
): Promise<PaymentRow> {
  const [unfinished] = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.orderId, orderId),
        eq(payments.provider, provider),
        eq(payments.status, 'creating'),
        gt(payments.createdAt, new Date(Date.now() - idempotenceKeyLifetimeMs)),
      ),
    )
    .orderBy(desc(payments.createdAt))
    .limit(1);
  if (unfinished && unfinished.amount === terms.amount && unfinished.terms === terms.terms) return unfinished;
  if (unfinished) await closeAttempt(db, unfinished.id, 'abandoned');
  const [created] = await db
    .insert(payments)
    .values({ orderId, provider, idempotenceKey: randomUUID(), status: 'creating', ...terms })
    .returning();
  if (!created) throw new Error('payment attempt not stored');
  return created;
}

/** An attempt still being created ends failed (the provider refused it) or abandoned (new terms). */
export async function closeAttempt(db: Database, id: number, status: 'failed' | 'abandoned'): Promise<void> {
  await db
    .update(payments)
    .set({ status, updatedAt: new Date() })
    .where(and(eq(payments.id, id), eq(payments.status, 'creating')));
}

/** The provider's payment made for an attempt: its id and status. */
export async function recordProviderPayment(db: Database, id: number, payment: { id: string; status: string }) {
  await db
    .update(payments)
    .set({ providerPaymentId: payment.id, status: payment.status, updatedAt: new Date() })
    .where(eq(payments.id, id));
}

/** The attempt behind a provider's payment id, if it is ours. */
export async function paymentByProviderId(db: Database, providerPaymentId: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.providerPaymentId, providerPaymentId));
  return row;
}

/** The profile's receipt e-mail becomes `email` when it has none. */
export async function keepReceiptEmailIfUnset(db: Database, userId: number, email: string): Promise<void> {
  await db
    .update(users)
    .set({ receiptEmail: email, updatedAt: new Date() })
    .where(and(eq(users.id, userId), or(isNull(users.receiptEmail), eq(users.receiptEmail, ''))));
}

/** The order's payments the provider has an id for, newest first. */
export async function paymentsOfOrder(db: Queryable, orderId: string): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), isNotNull(payments.providerPaymentId)))
    .orderBy(desc(payments.createdAt), desc(payments.id));
}

/** The same payments, each with its refund if one was decided (the manager's dialog). */
export async function paymentsOfOrderWithRefunds(db: Queryable, orderId: string) {
  return db
    .select({ payment: payments, refund: refunds })
    .from(payments)
    .leftJoin(refunds, eq(refunds.paymentId, payments.id))
    .where(and(eq(payments.orderId, orderId), isNotNull(payments.providerPaymentId)))
    .orderBy(desc(payments.createdAt), desc(payments.id));
}

/** The attempt as stored now (read again inside the settling transaction). */
export async function paymentById(tx: Queryable, id: number): Promise<PaymentRow | undefined> {
  const [row] = await tx.select().from(payments).where(eq(payments.id, id));
  return row;
}

export async function setPaymentStatus(tx: Queryable, id: number, status: string): Promise<void> {
  await tx.update(payments).set({ status, updatedAt: new Date() }).where(eq(payments.id, id));
}

/** What the settlement made of a succeeded payment, written once: a repeat decision changes nothing. */
export async function setOutcome(tx: Queryable, paymentId: number, outcome: 'paid' | 'refund'): Promise<void> {
  await tx
    .update(payments)
    .set({ outcome, updatedAt: new Date() })
    .where(and(eq(payments.id, paymentId), isNull(payments.outcome)));
}

export async function isOrderPaid(db: Queryable, orderId: string): Promise<boolean> {
  const [order] = await db.select({ payed: orders.payed }).from(orders).where(eq(orders.id, orderId));
  return order?.payed === true;
}

/**
 * A provider's event kept once by its unique key (`payment_events.dedupe_key`); returns whether
 * this call stored it, so a redelivered webhook or a repeated mismatch is seen as such.
 */
export async function recordPaymentEvent(
  tx: Queryable,
  event: { provider: string; dedupeKey: string; paymentId: string; payload?: string },
): Promise<boolean> {
  const recorded = await tx
    .insert(paymentEvents)
    .values(event)
    .onConflictDoNothing()
    .returning({ id: paymentEvents.id });
  return recorded.length > 0;
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
  await recordPaymentEvent(tx, {
    provider,
    dedupeKey: paidTransitionKey(orderId, providerPaymentId),
    paymentId: providerPaymentId,
  });
  return true;
}

/** The payment_events key of an order's paid transition (tests count these). */
export function paidTransitionKey(orderId: string, providerPaymentId: string): string {
  return `order-paid:${orderId}:${providerPaymentId}`;
}

/**
 * Closes the order's open links: a change that alters what the customer owes or whether they
 * may pay calls this in its own transaction. A closed link's payment, should the payer finish
 * it anyway (a pending YooKassa payment cannot be cancelled by the shop; it expires), is
 * refunded by the settlement (settlement.ts).
 */
export async function closeOpenPayments(tx: Queryable, orderId: string): Promise<void> {
  await tx
    .update(payments)
    .set({ closedAt: new Date(), updatedAt: new Date() })
    .where(
      and(
        eq(payments.orderId, orderId),
        isNull(payments.closedAt),
        sql`${payments.status} in ('creating', 'pending', 'waiting_for_capture')`,
      ),
    );
}

/** The refund of a payment, written once with its own Idempotence-Key before the provider hears of it. */
export async function recordRefund(tx: Queryable, row: PaymentRow, reason: RefundReason): Promise<void> {
  await setOutcome(tx, row.id, 'refund');
  await tx
    .insert(refunds)
    .values({
      paymentId: row.id,
      orderId: row.orderId,
      provider: row.provider,
      idempotenceKey: randomUUID(),
      amount: row.amount,
      reason,
      status: 'creating',
    })
    .onConflictDoNothing();
}

/** The order's refunds through this provider that it has not accepted yet, with their payment and order number. */
export async function openRefunds(db: Queryable, orderId: string, provider: string) {
  return db
    .select({ refund: refunds, payment: payments, orderNumber: orders.number })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .where(and(eq(refunds.orderId, orderId), eq(refunds.status, 'creating'), eq(refunds.provider, provider)));
}

/** The provider's answer to a refund: its status and id. */
export async function recordRefundAnswer(tx: Queryable, id: number, answer: { id: string; status: string }) {
  await tx
    .update(refunds)
    .set({ status: answer.status, providerRefundId: answer.id, updatedAt: new Date() })
    .where(eq(refunds.id, id));
}

/** The order's newest refund, for the customer's note beside «Оплатить заказ» (as the order read's SQL). */
export async function latestRefundNote(db: Queryable, orderId: string): Promise<RefundNote | null> {
  const [row] = await db
    .select({ amount: refunds.amount, reason: refunds.reason, createdAt: refunds.createdAt })
    .from(refunds)
    .where(eq(refunds.orderId, orderId))
    .orderBy(desc(refunds.createdAt), desc(refunds.id))
    .limit(1);
  return row ? { amount: row.amount, reason: row.reason, createDate: row.createdAt.toISOString() } : null;
}
