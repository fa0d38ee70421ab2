import { referenceLists as calculatorReferenceLists } from '@stickers62/testkit/fixtures';
import { acrylPrices as calculatorAcrylPrices } from '@stickers62/testkit/prices';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors.js';
import type { ReferenceLists } from '../../contract/index.js';
import { formatRubles } from '../../format/index.js';
import { standBases } from '../../pricing/index.js';
import { calculatorTexts } from '../../texts/index.js';
import { createLookupStore } from '../lookup.js';
import { emptyReferenceLists } from '../registry.js';
import { type AcrylCalculatorView, createAcrylCalculatorStore } from './acryl-calculator.js';

async function calculator(referencesError: ApiError | null = null, priceList = calculatorAcrylPrices) {
  const prices = createLookupStore(async () => ({ value: priceList, error: null }), []);
  const references = createLookupStore<ReferenceLists>(
    async () => ({ value: calculatorReferenceLists, error: referencesError }),
    emptyReferenceLists,
  );
  const store = createAcrylCalculatorStore(prices, references);
  expect(store.$view.get()).toEqual({ status: 'loading' });
  await Promise.all([prices.load(), references.load()]);
  return store;
}

function ready(view: AcrylCalculatorView) {
  if (view.status !== 'ready') throw new Error(`The calculator is ${view.status}`);
  return view;
}

describe('acryl calculator store', () => {
  it('starts at 5 pieces of 20×20 mm in clear 2 mm acrylic and never offers a base on its own', async () => {
    const store = await calculator();
    const view = ready(store.$view.get());
    expect(view.choices.acrylTypes).toEqual(['Брелок', 'Стенд']);
    expect(view.selection).toEqual({
      acrylType: 'Брелок',
      materialType: 'Прозрачный 2 мм',
      printType: 'Односторонняя',
      count: 5,
      width: 20,
      height: 20,
      printOnBase: false,
    });
    expect(view.counts).toEqual([5, 25, 100]);
    expect(view.quote).toMatchObject({ pricePerPiece: 90, total: 450, largeOrder: false, standBase: null });
    expect(view.standBaseNote).toBeNull();
  });

  it('prices by the tier of the run and size, and notes large orders', async () => {
    const store = await calculator();
    store.choose('width', 80);
    store.choose('count', 25);
    expect(ready(store.$view.get()).quote.total).toBe(140 * 25);
    store.choose('width', 50);
    store.choose('count', 100);
    expect(ready(store.$view.get()).quote).toMatchObject({ total: 8000, largeOrder: true });
    expect(store.$priceChange.get()).toMatchObject({
      acrylType: 'Брелок',
      count: 100,
      width: 50,
      pricePerPiece: 80,
      basePrintSurcharge: 0,
      total: 8000,
    });
  });

  it('includes the base of a stand free and charges for printing on it', async () => {
    const store = await calculator();
    store.choose('acrylType', 'Стенд');
    let view = ready(store.$view.get());
    expect(view.selection.materialType).toBe('Прозрачный 3 мм');
    expect(view.quote).toMatchObject({ standBase: standBases.small, total: 1500 });
    expect(view.standBaseNote).toBe(calculatorTexts.standBaseFree('5×5 см'));
    store.choose('printOnBase', true);
    view = ready(store.$view.get());
    expect(view.quote).toMatchObject({ basePrintSurcharge: 65, total: (300 + 65) * 5 });
    expect(view.standBaseNote).toBe(calculatorTexts.standBaseSurcharge('5×5 см', formatRubles(65)));
    store.choose('width', 150);
    view = ready(store.$view.get());
    expect(view.standBaseNote).toBe(calculatorTexts.standBaseSurcharge('8×8 см', formatRubles(100)));
    expect(view.quote).toMatchObject({ standBase: standBases.large, basePrintSurcharge: 100, total: (450 + 100) * 5 });
  });

  it('says when a stand is too large for a standard base', async () => {
    const largeStands = calculatorAcrylPrices.map((row) =>
      row.acrylType === 'Стенд'
        ? { ...row, prices: [{ minCount: 5, maxWidth: 200, maxHeight: 200, price: 600 }] }
        : row,
    );
    const store = await calculator(null, largeStands);
    store.choose('acrylType', 'Стенд');
    store.choose('width', 200);
    const view = ready(store.$view.get());
    expect(view.quote).toMatchObject({ standBase: null, standTooLarge: true, total: 3000 });
    expect(view.standBaseNote).toBe(calculatorTexts.standTooLarge);
  });

  it('keeps the default when a picked value is no longer offered', async () => {
    const store = await calculator();
    store.choose('count', 7);
    store.choose('materialType', 'Зеркальный 2 мм');
    const view = ready(store.$view.get());
    expect(view.selection.count).toBe(5);
    expect(view.selection.materialType).toBe('Прозрачный 2 мм');
  });

  it('falls back to the defaults when the price list offers nothing', async () => {
    const store = await calculator(null, []);
    const view = ready(store.$view.get());
    expect(view.selection).toMatchObject({ acrylType: null, count: 5, width: 20, height: 20 });
    expect(view.quote).toMatchObject({ pricePerPiece: null, total: 0 });
  });

  it('says the lists could not be loaded', async () => {
    const store = await calculator(new ApiError('failed', 'boom', 500));
    expect(store.$view.get()).toEqual({ status: 'failed' });
    expect(store.$priceChange.get()).toBeNull();
  });
});
