import { describe, expect, it } from 'vitest';
import { orderLinkTexts, paymentTexts, priceOnRequestTexts } from '../texts/index.js';
import { paymentHeldText } from './payment-held.js';

describe('paymentHeldText', () => {
  it('names the proof first, then the unpriced items, else the general refusal', () => {
    expect(paymentHeldText({ proofState: 'awaiting', unpricedItemsCount: 1 })).toBe(orderLinkTexts.paymentBlocked);
    expect(paymentHeldText({ proofState: 'changesRequested' })).toBe(orderLinkTexts.paymentBlocked);
    expect(paymentHeldText({ proofState: 'approved', unpricedItemsCount: 1 })).toBe(priceOnRequestTexts.notPayable);
    expect(paymentHeldText({ unpricedItemsCount: 0 })).toBe(paymentTexts.notPayable);
    expect(paymentHeldText({})).toBe(paymentTexts.notPayable);
  });
});
