import { describe, expect, it } from 'vitest';
import { formatStoredItemCost } from '../format/item-quantity.js';
import {
  managerPriceAfterSave,
  managerPriceChange,
  offersItemPrice,
  parseItemPriceInput,
  pricedQuoteText,
  receiptLines,
} from '../rules/index.js';
import { preliminaryOrderCost, priceOrderItems } from './order.js';
import { quoteOrderItems } from './quote.js';
import { a4Sticker, stickerPrices } from './test-support/price-tables.js';

const lists = { stickerPrices, acrylPrices: [], acrylMaterialCategories: [] };
/** Larger than A3: no sheet format, so core has no price. */
const poster = { ...a4Sticker, width: 400, height: 500, count: 3 };

describe("the manager's price in core's quote", () => {
  it('prices an item core cannot price at exactly the position total; it is not unpriced', () => {
    expect(quoteOrderItems([{ ...a4Sticker, count: 20 }, poster], [], lists).unpriced).toBe(1);
    const quotes = quoteOrderItems(
      [
        { ...a4Sticker, count: 20 },
        { ...poster, managerPrice: 1000 },
      ],
      [],
      lists,
    );
    expect(quotes.unpriced).toBe(0);
    expect(quotes.stickers[1]).toMatchObject({ priced: true, cost: 1000, tier: null, byManager: true });
    const text = pricedQuoteText(
      'stickers',
      quotes.stickers[1] as Extract<(typeof quotes.stickers)[1], { priced: true }>,
    );
    expect(text.tier).toBe('цена менеджера за всю позицию');
    expect(text.cost).toBe('1\u00a0000,00\u00a0₽');
  });

  it('keeps the tiers of the others from the order total, the priced item counted', () => {
    // 20 + 40 sheets reach the 50 tier for the A4 item, as they did before the manager priced.
    const before = priceOrderItems(
      [
        { ...a4Sticker, count: 20 },
        { ...poster, count: 40 },
      ],
      [],
      lists,
    );
    const after = priceOrderItems(
      [
        { ...a4Sticker, count: 20 },
        { ...poster, count: 40, managerPrice: 4321.5 },
      ],
      [],
      lists,
    );
    expect(before.stickers).toEqual([1800, 0]);
    expect(after.stickers).toEqual([1800, 4321.5]);
    expect(after.total).toBe(6121.5);
  });

  it('overrides a price core has, and the preliminary total moves by it', () => {
    const order = {
      cost: 2350,
      orderItems: [{ ...a4Sticker, count: 20, cost: 2000, managerPrice: 2500 }],
      acrylOrderItems: [],
    };
    expect(preliminaryOrderCost(order, lists).cost).toBe(2850);
    expect(quoteOrderItems(order.orderItems, [], lists).stickers[0]).toMatchObject({ cost: 2500, byManager: true });
  });

  it('ignores an absent, null or non-positive one', () => {
    for (const managerPrice of [undefined, null, 0, -10]) {
      expect(quoteOrderItems([{ ...poster, managerPrice }], [], lists).unpriced).toBe(1);
    }
  });
});

describe("the manager's price on a receipt", () => {
  const paid = (cost: number, count: number) => ({
    cost: cost + 350,
    deliveryCost: 350,
    proofRounds: 0,
    items: [{ kind: 'stickers' as const, id: 1, name: 'Плакат', count, cost }],
  });

  it('is one line of quantity 1 naming the count unless the total divides by the count', () => {
    expect(receiptLines(7, paid(1000, 3))[0]).toEqual({
      description: 'Плакат (3 шт.)',
      quantity: 1,
      unitPrice: 1000,
      subject: 'commodity',
    });
    expect(receiptLines(7, paid(1000, 4))[0]).toMatchObject({ description: 'Плакат', quantity: 4, unitPrice: 250 });
  });
});

describe("the manager's price field", () => {
  it('parses as the delivery cost field does, above 0 and within 1 000 000; empty clears', () => {
    expect(parseItemPriceInput('1 500,50')).toBe(1500.5);
    expect(parseItemPriceInput('1500.5 ₽')).toBe(1500.5);
    expect(parseItemPriceInput('1000000')).toBe(1_000_000);
    expect(parseItemPriceInput('  ')).toBeNull();
    for (const text of ['0', '0,00', '1000000,01', 'abc', '-5', '12,345'])
      expect(parseItemPriceInput(text)).toBeUndefined();
  });

  it('is offered for an item without a price and for one the manager priced', () => {
    expect(offersItemPrice({ cost: 0, count: 3 })).toBe(true);
    expect(offersItemPrice({ cost: 1000, count: 3, managerPrice: 1000 })).toBe(true);
    expect(offersItemPrice({ cost: 1800, count: 20, managerPrice: null })).toBe(false);
  });

  it('is refused on a paid order, unless it names the price already set', () => {
    expect(managerPriceChange({ payed: false }, { managerPrice: null }, 900)).toEqual({ ok: true, changed: true });
    expect(managerPriceChange({ payed: true }, { managerPrice: 900 }, 900)).toEqual({ ok: true, changed: false });
    expect(managerPriceChange({ payed: true }, { managerPrice: 900 }, null)).toEqual({ ok: false, reason: 'paid' });
  });

  it('stays through a save that keeps what it was given for, and goes with a new count or size', () => {
    const before = { ...poster, managerPrice: 900 };
    expect(managerPriceAfterSave('stickers', before, { ...poster })).toBe(900);
    expect(managerPriceAfterSave('stickers', before, { ...poster, count: 4 })).toBeNull();
    expect(managerPriceAfterSave('stickers', before, { ...poster, width: 300 })).toBeNull();
    expect(managerPriceAfterSave('stickers', undefined, { ...poster })).toBeNull();
  });

  it('marks the stored cost as the manager’s wherever it is shown', () => {
    expect(formatStoredItemCost({ cost: 1000, count: 3, managerPrice: 1000 })).toBe(
      '1\u00a0000,00\u00a0₽ · цена менеджера',
    );
    expect(formatStoredItemCost({ cost: 0, count: 3, managerPrice: null })).toBe(
      'цена по запросу — менеджер рассчитает',
    );
  });
});
