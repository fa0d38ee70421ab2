import { describe, expect, it } from 'vitest';
import type { AcrylPriceEntry } from '../contract/index.js';
import { noPriceText, pricedQuoteText, stickerCalculatorNoPriceText } from '../rules/index.js';
import { acrylCalculatorQuote } from './acryl-calculator.js';
import { acrylItemQuote, quoteOrderItems, stickerItemQuote } from './quote.js';
import { stickerCalculatorQuote } from './sticker-calculator.js';
import { a4Sticker, stickerPrices } from './test-support/price-tables.js';

const acrylPrices: AcrylPriceEntry[] = [
  {
    acrylType: 'Брелок',
    materialType: 'Прозрачный 2 мм',
    printType: 'Односторонняя',
    prices: [
      { minCount: 5, maxWidth: 40, maxHeight: 40, price: 100 },
      { minCount: 5, maxWidth: 100, maxHeight: 60, price: 150 },
      { minCount: 25, maxWidth: 40, maxHeight: 40, price: 80 },
      { minCount: 25, maxWidth: 100, maxHeight: 60, price: 120 },
    ],
  },
];
const categories = [{ category: 'Прозрачный 2 мм', materialTypes: ['Прозрачный 2 мм'] }];
const keyRing = { acrylType: 'Брелок', materialType: 'Прозрачный 2 мм', printType: 'Односторонняя' } as const;

describe('sticker item quote', () => {
  it('prices by the order total, names the tier and how many more sheets reach the next one', () => {
    const quote = stickerItemQuote({ ...a4Sticker, count: 12 }, 30, stickerPrices);
    expect(quote).toEqual({
      priced: true,
      unitPrice: 100,
      cost: 1200,
      tier: { minCount: 10 },
      nextTier: { minCount: 50, missing: 20, unitPrice: 90 },
    });
    const text = pricedQuoteText('stickers', quote as Extract<typeof quote, { priced: true }>);
    expect(text.unitPrice).toBe('100,00\u00a0₽ за лист');
    expect(text.nextTier).toBe('Ещё 20 листов в заказе — и лист будет стоить 90,00\u00a0₽');
  });

  it('skips a next tier without a price for the format and has none at the top', () => {
    const a3 = { ...a4Sticker, width: 297, height: 420, count: 60 };
    expect(stickerItemQuote(a3, 60, stickerPrices)).toMatchObject({ priced: true, unitPrice: 160, nextTier: null });
    const top = stickerItemQuote({ ...a4Sticker, count: 120 }, 120, stickerPrices);
    expect(top).toMatchObject({ unitPrice: 80, cost: 9600, tier: { minCount: 100 }, nextTier: null });
  });

  it('says why there is no price', () => {
    expect(stickerItemQuote({ ...a4Sticker, count: 4 }, 4, stickerPrices)).toEqual({
      priced: false,
      reason: { kind: 'belowMinimumRun', minCount: 10, missing: 6 },
    });
    expect(stickerItemQuote({ ...a4Sticker, count: 0 }, 30, stickerPrices)).toMatchObject({
      reason: { kind: 'belowMinimumRun', minCount: 10, missing: 10 },
    });
    expect(stickerItemQuote({ ...a4Sticker, width: 300, height: 430, count: 20 }, 20, stickerPrices)).toEqual({
      priced: false,
      reason: { kind: 'largerThanA3' },
    });
    expect(stickerItemQuote({ ...a4Sticker, filmType: 'Крафт', count: 20 }, 20, stickerPrices)).toEqual({
      priced: false,
      reason: { kind: 'noPriceRow' },
    });
    // A5 has no price in any tier of the row.
    expect(stickerItemQuote({ ...a4Sticker, width: 148, height: 210, count: 20 }, 20, stickerPrices)).toMatchObject({
      reason: { kind: 'noPriceRow' },
    });
    expect(stickerItemQuote({ ...a4Sticker, width: 0, height: 0, count: 20 }, 20, stickerPrices)).toMatchObject({
      reason: { kind: 'incomplete' },
    });
    expect(stickerItemQuote({ ...a4Sticker, cuttingType: null, count: 20 }, 20, stickerPrices)).toMatchObject({
      reason: { kind: 'incomplete' },
    });
  });
});

describe('acrylic item quote', () => {
  it('picks the smallest fitting size of the reached tier and the next tier of that size', () => {
    const quote = acrylItemQuote({ ...keyRing, count: 6, width: 30, height: 30 }, 6, acrylPrices, categories);
    expect(quote).toEqual({
      priced: true,
      unitPrice: 100,
      cost: 600,
      tier: { minCount: 5 },
      nextTier: { minCount: 25, missing: 19, unitPrice: 80 },
    });
    const rotated = acrylItemQuote({ ...keyRing, count: 30, width: 50, height: 90 }, 30, acrylPrices, categories);
    expect(rotated).toMatchObject({ unitPrice: 120, cost: 3600, tier: { minCount: 25 }, nextTier: null });
  });

  it('says why there is no price', () => {
    expect(acrylItemQuote({ ...keyRing, count: 3, width: 30, height: 30 }, 3, acrylPrices, categories)).toEqual({
      priced: false,
      reason: { kind: 'belowMinimumRun', minCount: 5, missing: 2 },
    });
    expect(acrylItemQuote({ ...keyRing, count: 10, width: 120, height: 50 }, 10, acrylPrices, categories)).toEqual({
      priced: false,
      reason: { kind: 'aboveAcrylCeilings', maxWidth: 100, maxHeight: 60 },
    });
    const unknown = { ...keyRing, materialType: 'Зеркальный 3 мм', count: 10, width: 30, height: 30 };
    expect(acrylItemQuote(unknown, 10, acrylPrices, categories)).toMatchObject({ reason: { kind: 'noPriceRow' } });
    const noPrint = { ...keyRing, printType: 'Без печати', count: 10, width: 30, height: 30 };
    expect(acrylItemQuote(noPrint, 10, acrylPrices, categories)).toMatchObject({ reason: { kind: 'noPriceRow' } });
  });
});

describe('reasons in words', () => {
  it('gives a title and what to do for every reason', () => {
    expect(noPriceText('stickers', { kind: 'belowMinimumRun', minCount: 10, missing: 6 })).toEqual({
      title: 'Минимальный тираж: 10 листов',
      action: 'Добавьте ещё 6 листов — тогда появится цена.',
    });
    expect(noPriceText('acryl', { kind: 'belowMinimumRun', minCount: 5, missing: 1 }).title).toBe(
      'Минимальный тираж: 5 шт.',
    );
    expect(noPriceText('stickers', { kind: 'largerThanA3' }).title).toBe('Размер больше листа A3 (297×420 мм)');
    expect(noPriceText('acryl', { kind: 'aboveAcrylCeilings', maxWidth: 150, maxHeight: 150 }).title).toBe(
      'Изделие больше 150×150 мм',
    );
    for (const kind of ['noPriceRow', 'incomplete', 'largerThanA3'] as const) {
      expect(noPriceText('stickers', { kind }).action).toMatch(/\.$/);
    }
  });

  it('gives the sticker calculator the same words for the reasons its quote meets', () => {
    const reasons = [{ kind: 'belowMinimumRun', minCount: 10, missing: 3 }, { kind: 'noPriceRow' }] as const;
    for (const reason of reasons) {
      expect(stickerCalculatorNoPriceText(reason)).toEqual(noPriceText('stickers', reason));
    }
    expect(stickerCalculatorNoPriceText(reasons[0]).action).toBe('Добавьте ещё 3 листа — тогда появится цена.');
  });
});

describe('quotes of a whole order', () => {
  it('counts the items without a price, tiers from the order totals', () => {
    const quotes = quoteOrderItems(
      [
        { ...a4Sticker, count: 6 },
        { ...a4Sticker, count: 6 },
        { ...a4Sticker, width: 400, height: 500, count: 10 },
      ],
      [{ ...keyRing, count: 2, width: 30, height: 30 }],
      { stickerPrices, acrylPrices, acrylMaterialCategories: categories },
    );
    // 22 sheets in the order reach the 10-sheet tier for both 6-sheet items.
    expect(quotes.stickers.map((quote) => quote.priced)).toEqual([true, true, false]);
    expect(quotes.acryl[0]).toMatchObject({ reason: { kind: 'belowMinimumRun', minCount: 5, missing: 3 } });
    expect(quotes.unpriced).toBe(2);
  });
});

describe('calculators quote only what can be ordered', () => {
  it('sticker calculator: below 10 sheets the reason is the minimum run, not a price', () => {
    const input = { ...a4Sticker, format: 'A4' as const };
    expect(stickerCalculatorQuote(stickerPrices, { ...input, sheets: 9 })).toMatchObject({
      pricePerSheet: null,
      total: 0,
      belowMinimumRun: true,
      reason: { kind: 'belowMinimumRun', minCount: 10, missing: 1 },
    });
    expect(stickerCalculatorQuote(stickerPrices, { ...input, sheets: 10 })).toMatchObject({
      pricePerSheet: 100,
      total: 1000,
      reason: null,
    });
    expect(stickerCalculatorQuote(stickerPrices, { ...input, format: 'A5', sheets: 10 }).reason).toEqual({
      kind: 'noPriceRow',
    });
  });

  it('acrylic calculator: a reason beside a missing price', () => {
    const lists = { acrylPrices, acrylMaterialCategories: categories, acrylFittings: [] };
    const input = { ...keyRing, width: 20, height: 20, printOnBase: false, fittings: [] };
    expect(acrylCalculatorQuote({ ...input, count: 5 }, lists)).toMatchObject({ pricePerPiece: 100, reason: null });
    expect(acrylCalculatorQuote({ ...input, count: 1 }, lists)).toMatchObject({
      pricePerPiece: null,
      total: 0,
      reason: { kind: 'belowMinimumRun', minCount: 5 },
    });
  });
});
