import type { RefundNote } from '@stickers62/core/contract';
import { paymentServerTexts } from '@stickers62/core/texts';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Queryable } from '../../db/client.js';
import { orders, payments, refunds } from '../../db/schema.js';
import { enqueueCustomerNotification } from '../../notifications/outbox.js';
import { appendOrderEvent, orderEventKinds } from '../../timeline/index.js';
import { ProviderError } from '../http.js';
import type { PaymentGateway } from './payment.js';

export type RefundRow = typeof refunds.$inferSelect;

/**
 * Sends the order's refunds the provider has not accepted yet, each with the Idempotence-Key
 * stored when it was decided: a webhook redelivered, a status check racing it or a retry after
 * a provider failure repeats the same refund, never a second one. A failure leaves the refund
 * `creating` for the next webhook or status check; it is logged for the manager.
 */
export async function sendOpenRefunds(
  db: Database,
  gateway: PaymentGateway,
  orderId: string,
  log: FastifyBaseLogger,
): Promise<void> {
  const open = await db
    .select({ refund: refunds, payment: payments, orderNumber: orders.number })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .where(and(eq(refunds.orderId, orderId), eq(refunds.status, 'creating'), eq(refunds.provider, gateway.mode)));
  for (const { refund, payment, orderNumber } of open) {
    if (!payment.providerPaymentId) continue;
    try {
      const answer = await gateway.createRefund(
        {
          providerPaymentId: payment.providerPaymentId,
          amount: refund.amount,
          description: paymentServerTexts.refundDescription(orderNumber, refund.reason),
          receipt: payment.receipt ?? {
            customer: {},
            lines: [
              {
                description: paymentServerTexts.receiptItem(orderNumber),
                quantity: 1,
                unitPrice: refund.amount,
                subject: 'commodity',
              },
            ],
          },
        },
        refund.idempotenceKey,
      );
      await db.transaction(async (tx) => {
        await tx
          .update(refunds)
          .set({ status: answer.status, providerRefundId: answer.id, updatedAt: new Date() })
          .where(eq(refunds.id, refund.id));
        const data = { paymentId: payment.providerPaymentId, amount: refund.amount, status: answer.status };
        await appendOrderEvent(tx, {
          orderId,
          kind: orderEventKinds.refundStatus,
          actor: { kind: 'provider', name: refund.provider },
          data,
        });
        // The customer hears of a refund the provider accepted (pending or done), once: this runs once per refund.
        if (answer.status !== 'canceled') {
          await enqueueCustomerNotification(tx, { orderId, template: 'payment-refunded', data });
        }
      });
      log.warn({ orderId, paymentId: payment.providerPaymentId, reason: refund.reason }, 'payment refunded');
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      log.error(
        { err: error, orderId, paymentId: payment.providerPaymentId },
        'refund failed; retried on the next check',
      );
    }
  }
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
