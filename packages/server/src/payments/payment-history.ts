import type { AdminPayment } from '@stickers62/core/contract';
import type { Database } from '../db/client.js';
import { currentReferences } from '../references/reference-cache.js';
import { lockOrderPaymentState } from './order-terms.js';
import { paymentsOfOrderWithRefunds } from './repository.js';

/**
 * The order's online payments as the manager's dialog shows them, newest first: each with its
 * amount, status, what the settlement made of it and its refund, and whether the order still
 * has the terms its link was made for (a link the order outgrew is refunded if paid).
 */
export async function adminPaymentsOf(db: Database, orderId: string): Promise<AdminPayment[]> {
  const rows = await paymentsOfOrderWithRefunds(db, orderId);
  if (rows.length === 0) return [];
  const { priceLists } = await currentReferences(db);
  const { terms } = await db.transaction((tx) => lockOrderPaymentState(tx, orderId, priceLists));
  return rows.map(({ payment, refund }) => ({
    amount: payment.amount,
    createDate: payment.createdAt.toISOString(),
    status: payment.status,
    outcome: payment.outcome,
    current: payment.closedAt === null && (payment.terms === null || payment.terms === terms),
    refund: refund ? { amount: refund.amount, status: refund.status, reason: refund.reason } : null,
  }));
}
