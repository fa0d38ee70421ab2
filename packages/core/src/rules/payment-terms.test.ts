import { describe, expect, it } from 'vitest';
import { orderStatuses } from '../contract/index.js';
import { mayTakePayment, type PaymentTermsInput, paymentTerms, receiptLines } from './payment-terms.js';

const order: PaymentTermsInput = {
  cost: 2350,
  deliveryCost: 350,
  proofRounds: 0,
  items: [
    { kind: 'stickers', id: 7, name: 'Котики', count: 10, cost: 1250 },
    { kind: 'acryl', id: 3, name: 'Брелоки', count: 3, cost: 750 },
  ],
};

describe('paymentTerms', () => {
  it('is the same for the same order, whatever the order of its items', () => {
    expect(paymentTerms({ ...order, items: [...order.items].reverse() })).toBe(paymentTerms(order));
  });

  it.each([
    ['a cost', { ...order, cost: 2351 }],
    ['the delivery', { ...order, deliveryCost: 0 }],
    ['a new proof', { ...order, proofRounds: 1 }],
    ['a count', { ...order, items: [{ ...order.items[0], count: 11 } as (typeof order.items)[0], order.items[1]] }],
    [
      'an item cost',
      { ...order, items: [order.items[0], { ...order.items[1], cost: 751 } as (typeof order.items)[1]] },
    ],
    ['an item gone', { ...order, items: [order.items[0]] as typeof order.items }],
  ])('changes with %s', (_what, changed) => {
    expect(paymentTerms(changed as PaymentTermsInput)).not.toBe(paymentTerms(order));
  });
});

describe('mayTakePayment', () => {
  const payable = {
    status: orderStatuses.readyToPrint,
    payed: false,
    cost: 10,
    proofState: 'none',
    unpricedItems: 0,
  } as const;
  it.each([
    [payable, true],
    [{ ...payable, payed: true }, false],
    [{ ...payable, status: orderStatuses.cancelled }, false],
    [{ ...payable, status: orderStatuses.awaitingManagerCheck }, false],
    [{ ...payable, proofState: 'awaiting' as const }, false],
    [{ ...payable, unpricedItems: 1 }, false],
    [{ ...payable, cost: 0 }, false],
  ])('%o → %s', (facts, expected) => {
    expect(mayTakePayment(facts)).toBe(expected);
  });
});

describe('receiptLines', () => {
  const sum = (lines: ReturnType<typeof receiptLines>) =>
    lines.reduce((total, line) => total + Math.round(line.unitPrice * 100) * line.quantity, 0);

  it('lists each item, its count as the quantity where the cost divides by it, and the delivery as a service', () => {
    const lines = receiptLines(72, {
      ...order,
      items: [...order.items, { kind: 'acryl', id: 4, name: 'Значки', count: 3, cost: 100 }],
      cost: 2450,
    });
    expect(lines).toEqual([
      { description: 'Котики', quantity: 10, unitPrice: 125, subject: 'commodity' },
      { description: 'Брелоки', quantity: 3, unitPrice: 250, subject: 'commodity' },
      // 100 ₽ for 3 does not divide to the kopeck: one line with the count in its name.
      { description: 'Значки (3 шт.)', quantity: 1, unitPrice: 100, subject: 'commodity' },
      { description: 'Доставка', quantity: 1, unitPrice: 350, subject: 'service' },
    ]);
    expect(sum(lines)).toBe(245_000);
  });

  it('leaves out items without a cost and cuts long names to 128 characters', () => {
    const lines = receiptLines(72, {
      ...order,
      deliveryCost: 0,
      cost: 1250,
      items: [
        { kind: 'stickers', id: 1, name: 'Я'.repeat(200), count: 1, cost: 1250 },
        { kind: 'stickers', id: 2, name: 'Без цены', count: 5, cost: 0 },
      ],
    });
    expect(lines).toHaveLength(1);
    expect(lines[0]?.description).toHaveLength(128);
  });

  it('falls back to one line for the whole order when the lines would not sum to its total', () => {
    expect(receiptLines(72, { ...order, cost: 9999 })).toEqual([
      { description: 'Стикеры и изделия из акрила по заказу №72', quantity: 1, unitPrice: 9999, subject: 'commodity' },
    ]);
  });
});
