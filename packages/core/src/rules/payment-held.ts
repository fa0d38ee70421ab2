import type { ProofState } from '../contract/index.js';
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
