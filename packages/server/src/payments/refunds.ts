import { paymentServerTexts } from '@stickers62/core/texts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.js';
import { enqueueCustomerNotification } from '../notifications/outbox.js';
import { ProviderError } from '../providers/http.js';
import type { PaymentGateway } from '../providers/yookassa/payment.js';
import { appendOrderEvent, orderEventKinds } from '../timeline/index.js';
import { openRefunds, recordRefundAnswer } from './repository.js';

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
  const open = await openRefunds(db, orderId, gateway.mode);
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
        await recordRefundAnswer(tx, refund.id, answer);
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
