import { describe, expect, it } from 'vitest';
import { orderLinkTexts, paymentTexts, priceOnRequestTexts } from '../texts/index.js';
import { paymentHeldText, refundNoteText } from './payment-held.js';

describe('paymentHeldText', () => {
  it('names the proof first, then the unpriced items, else the general refusal', () => {
    expect(paymentHeldText({ proofState: 'awaiting', unpricedItemsCount: 1 })).toBe(orderLinkTexts.paymentBlocked);
    expect(paymentHeldText({ proofState: 'changesRequested' })).toBe(orderLinkTexts.paymentBlocked);
    expect(paymentHeldText({ proofState: 'approved', unpricedItemsCount: 1 })).toBe(priceOnRequestTexts.notPayable);
    expect(paymentHeldText({ unpricedItemsCount: 0 })).toBe(paymentTexts.notPayable);
    expect(paymentHeldText({})).toBe(paymentTexts.notPayable);
  });
});

describe('refundNoteText', () => {
  const refund = { amount: 2350, createDate: '2026-11-28T10:00:00.000Z' };

  it('says a stale link was refunded and the current amount is to be paid, until the order is paid', () => {
    const note = refundNoteText({ ...refund, reason: 'stale' }, false);
    expect(note).toMatch(/^Оплата по устаревшей ссылке возвращена: 2\s350,00\s₽/);
    expect(note).toContain('оплатите его на текущую сумму');
    expect(refundNoteText({ ...refund, reason: 'stale' }, true)).toBeNull();
  });

  it('says a second payment was refunded, also once the order is paid', () => {
    expect(refundNoteText({ ...refund, reason: 'alreadyPaid' }, true)).toMatch(/^Повторная оплата заказа возвращена/);
  });

  it('says nothing without a refund', () => {
    expect(refundNoteText(null, false)).toBeNull();
    expect(refundNoteText(undefined, false)).toBeNull();
  });
});
