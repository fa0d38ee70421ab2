import { randomUUID } from 'node:crypto';
import type { PaymentReceipt } from '@stickers62/core/rules';
import { orderStatusTexts } from '@stickers62/core/texts';
import { and, desc, eq, gt, isNotNull, isNull, or } from 'drizzle-orm';
import type { Database, Queryable } from '../db/client.js';
import { orders, payments, users } from '../db/schema.js';
import { notFound } from '../errors.js';
import { lockOrderPaymentState } from '../providers/yookassa/order-terms.js';
import type { PaymentRow } from '../providers/yookassa/settlement.js';
import { currentReferences } from '../references/reference-cache.js';

/** The payment routes' reads and writes: the order paid for, its payment attempts, the payer's receipt e-mail. */

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
