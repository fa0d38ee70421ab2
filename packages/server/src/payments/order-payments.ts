import type { PaymentStatusReply } from '@stickers62/core/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.js';
import { ProviderError } from '../providers/http.js';
import type { PaymentGateway, YooKassaPayment } from '../providers/yookassa/payment.js';
import { sendOpenRefunds } from './refunds.js';
import { isOrderPaid, type PaymentRow, paymentsOfOrder } from './repository.js';
import { settlePayment } from './settlement.js';

/**
 * How many payments of one order may await the payer at once. Every status check asks the
 * provider about each of them, so this bounds the provider calls one check makes; a new link
 * beyond it is refused rather than an old payment left unchecked.
 */
export const maxOpenPaymentsPerOrder = 10;

/** A payment the payer may still complete (or the shop still capture). */
function isOpenStatus(status: string): boolean {
  return status === 'pending' || status === 'waiting_for_capture';
}

/** How many payments of the order await the payer, as last stored. */
export async function countOpenPayments(db: Database, orderId: string): Promise<number> {
  return (await paymentsOfOrder(db, orderId)).filter((row) => isOpenStatus(row.status)).length;
}

export interface OrderPaymentsCheck {
  paymentStatus: PaymentStatusReply['paymentStatus'];
  /** Payments still open after the check. */
  open: number;
}

/**
 * Asks the provider about every open payment of the order (together) and settles each answer,
 * so a payment made through any link the order ever got marks it paid, or is refunded when it
 * no longer matches the order (then sends the refunds still owed). A provider failure on one
 * payment still lets the others settle; then, unless one of them paid the order, the check
 * fails as a whole (`ProviderError`), because an unanswered payment may be the paid one.
 */
export async function checkOrderPayments(
  db: Database,
  gateway: PaymentGateway,
  orderId: string,
  log: FastifyBaseLogger,
): Promise<OrderPaymentsCheck> {
  const rows = await paymentsOfOrder(db, orderId);
  if (rows.length === 0) return { paymentStatus: 'none', open: 0 };
  const statuses = new Map(rows.map((row) => [row.id, row.outcome === 'refund' ? 'refunded' : row.status]));
  const asked = rows.filter((row) => isOpenStatus(row.status));
  const answers = await Promise.allSettled(asked.map((row) => gateway.getPayment(row.providerPaymentId ?? '')));
  let paid = false;
  let unanswered: unknown;
  for (const [index, answer] of answers.entries()) {
    const row = asked[index] as PaymentRow;
    if (answer.status === 'rejected') {
      if (!(answer.reason instanceof ProviderError)) throw answer.reason;
      log.error({ err: answer.reason, paymentId: row.providerPaymentId }, 'payment re-fetch failed');
      unanswered = answer.reason;
      continue;
    }
    const settlement = await settleChecked(db, row, answer.value, log);
    if (settlement === 'paid' || settlement === 'alreadyPaid') paid = true;
    else if (settlement === 'refund') statuses.set(row.id, 'refunded');
    else if (settlement !== 'mismatch') statuses.set(row.id, answer.value.status);
  }
  await sendOpenRefunds(db, gateway, orderId, log);
  if (paid) return { paymentStatus: 'success', open: 0 };
  // A row stored as succeeded was settled in the transaction that marked the order paid, maybe
  // after the caller read the order as unpaid (a webhook racing this check): the order decides.
  if (rows.some((row) => row.status === 'succeeded') && (await isOrderPaid(db, orderId))) {
    return { paymentStatus: 'success', open: 0 };
  }
  if (unanswered) throw unanswered;
  const current = [...statuses.values()];
  const open = current.filter(isOpenStatus).length;
  if (current.some(isOpenStatus)) return { paymentStatus: 'pending', open };
  // Every payment ended unpaid: the newest one's outcome is the one the payer just saw.
  const newest = current[0];
  if (newest === 'refunded') return { paymentStatus: 'refunded', open };
  return { paymentStatus: newest === 'canceled' ? 'canceled' : 'pending', open };
}

async function settleChecked(db: Database, row: PaymentRow, payment: YooKassaPayment, log: FastifyBaseLogger) {
  const settlement = await settlePayment(db, row, payment, { kind: 'statusCheck' });
  if (settlement === 'mismatch') {
    log.warn({ paymentId: row.providerPaymentId }, 'status check: provider payment does not match');
  }
  return settlement;
}
