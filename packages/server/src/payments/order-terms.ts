import { type PriceLists, quoteOrderItems } from '@stickers62/core/pricing';
import {
  mayTakePayment,
  type PaidItem,
  type PaymentTermsInput,
  paymentTerms,
  type ReceiptLine,
  receiptLines,
} from '@stickers62/core/rules';
import { count, eq } from 'drizzle-orm';
import type { Queryable } from '../db/client.js';
import { proofRounds } from '../db/schema.js';
import type { OrderRow } from '../orders/access.js';
import { lockOrderWithItems } from '../orders/costs.js';

/** The order as a payment of it is judged: its terms, whether it may be paid now, its receipt. */
export interface OrderPaymentState {
  order: OrderRow;
  /** core `paymentTerms`: a payment is the order's only while these are the terms its link was made for. */
  terms: string;
  /** core `mayTakePayment`. */
  payable: boolean;
  unpricedItems: number;
  receipt: ReceiptLine[];
}

/**
 * Locks the order row and reads what its payment depends on: the items with their counts and
 * costs, the delivery, the proof rounds sent, and how many items core cannot price (with the
 * price lists the caller read before its transaction: on PGlite the transaction holds the one
 * connection). Every change of these is made under the same row lock, so the answer holds
 * until the caller's transaction ends.
 */
export async function lockOrderPaymentState(
  tx: Queryable,
  orderId: string,
  priceLists: PriceLists,
): Promise<OrderPaymentState> {
  const [locked, [rounds]] = await Promise.all([
    lockOrderWithItems(tx, orderId),
    tx.select({ sent: count() }).from(proofRounds).where(eq(proofRounds.orderId, orderId)),
  ]);
  const { order, stickers, acryl } = locked;
  const unpricedItems = quoteOrderItems(stickers, acryl, priceLists).unpriced;
  const items: PaidItem[] = [
    ...stickers.map((item) => ({ kind: 'stickers' as const, ...paidItem(item) })),
    ...acryl.map((item) => ({ kind: 'acryl' as const, ...paidItem(item) })),
  ];
  const input: PaymentTermsInput = {
    cost: order.cost,
    deliveryCost: order.deliveryCost,
    proofRounds: rounds?.sent ?? 0,
    items,
  };
  return {
    order,
    terms: paymentTerms(input),
    payable: mayTakePayment({ ...order, unpricedItems }),
    unpricedItems,
    receipt: receiptLines(order.number, input),
  };
}

const paidItem = (item: { id: number; name: string; count: number; cost: number }) => ({
  id: item.id,
  name: item.name,
  count: item.count,
  cost: item.cost,
});
