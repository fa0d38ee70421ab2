import type { ProofState, RefundNote } from '../contract/index.js';
import { formatRubles } from '../format/index.js';
import { orderLinkTexts, paymentTexts, priceOnRequestTexts } from '../texts/index.js';
import { isPaymentHeldByProof } from './proofs.js';

/** What the public order reply says of why payment may be held (both beyond the spec). */
export interface PaymentHoldFacts {
  proofState?: ProofState | undefined;
  unpricedItemsCount?: number | undefined;
}

/**
 * Why an order's payment is not offered, in words the customer can act on: a proof to approve
 * first, then items the manager has to price, else the general refusal (an order not yet
 * checked, or with nothing to pay).
 */
export function paymentHeldText({ proofState, unpricedItemsCount = 0 }: PaymentHoldFacts): string {
  if (proofState && isPaymentHeldByProof(proofState)) return orderLinkTexts.paymentBlocked;
  if (unpricedItemsCount > 0) return priceOnRequestTexts.notPayable;
  return paymentTexts.notPayable;
}

/**
 * The note beside «Оплатить заказ» after a payment that did not pay the order was returned (a
 * stale link, a second payment): what came back, and for a stale link that the current amount
 * is to be paid. `null` without a refund, or for a stale link's once the order is paid.
 */
export function refundNoteText(refund: RefundNote | null | undefined, payed: boolean): string | null {
  if (!refund || (payed && refund.reason === 'stale')) return null;
  return paymentTexts.refundedNote(formatRubles(refund.amount), refund.reason);
}
