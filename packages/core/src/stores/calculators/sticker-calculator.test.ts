import { stickerPrices as calculatorStickerPrices, stickerA3At501SheetsReport } from '@stickers62/testkit/prices';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors.js';
import type { StickerPriceEntry } from '../../contract/index.js';
import { formatRubles } from '../../format/index.js';
import { sheetFitTexts } from '../../texts/index.js';
import { createLookupStore } from '../lookup.js';
import { createStickerCalculatorStore, enabledFilmTypeList, type StickerCalculatorView } from './sticker-calculator.js';

function priceStore(outcome: { value: StickerPriceEntry[]; error: ApiError | null }) {
  return createLookupStore(async () => outcome, []);
}

async function readyCalculator(enabledFilmTypes?: string[]) {
  const prices = priceStore({ value: calculatorStickerPrices, error: null });
  const store = createStickerCalculatorStore(prices, enabledFilmTypes);
  await prices.load();
  return store;
}

function ready(view: StickerCalculatorView) {
  if (view.status !== 'ready') throw new Error(`The calculator is ${view.status}`);
  return view;
}

describe('sticker calculator store', () => {
  it('starts at A4 and 10 sheets with the price per sheet from the tier and the total', async () => {
    const store = await readyCalculator();
    const view = ready(store.$view.get());
    expect(view.selection).toEqual({
      cuttingType: 'Through',
      laminationType: 'None',
      filmType: 'Белая',
      format: 'A4',
      sheets: 10,
    });
    expect(view.choices.cuttingTypes).toEqual(['Through', 'Contour']);
    expect(view.choices.laminationTypes).toEqual(['None', 'Glossy']);
    expect(view.formats).toEqual(['A5', 'A4', 'A3']);
    expect(view.quote).toMatchObject({ pricePerSheet: 100, total: 1000, belowMinimumRun: false, largeRun: false });
  });

  it('takes the price from the highest tier the sheets reach, and notes runs over 500 sheets', async () => {
    const store = await readyCalculator();
    store.chooseSheets('60');
    expect(ready(store.$view.get()).quote).toMatchObject({ pricePerSheet: 90, total: 5400 });
    store.choose('format', 'A3');
    expect(ready(store.$view.get()).quote.total).toBe(9600);
    expect(ready(store.$view.get()).quote.largeRun).toBe(false);
    store.chooseSheets('501');
    expect(ready(store.$view.get()).quote.largeRun).toBe(true);
    expect(store.$priceChange.get()).toEqual(stickerA3At501SheetsReport);
  });

  it('lays an optional sticker size out on the chosen format, with the price of one sticker', async () => {
    const store = await readyCalculator();
    expect(store.$sheet.get()).toBeNull();
    store.setStickerSize('width', 50);
    expect(store.$sheet.get()).toBeNull();
    store.setStickerSize('height', 50);
    // A4 at 100 ₽ a sheet, 10 sheets: 15 a sheet, 150 in all, 6,67 ₽ each.
    expect(store.$sheet.get()?.lines).toEqual([
      sheetFitTexts.perSheet(15, 3, 5),
      sheetFitTexts.totalStickers(150),
      sheetFitTexts.pricePerSticker(formatRubles(6.67)),
    ]);
    store.choose('format', 'A5');
    expect(store.$sheet.get()).toMatchObject({ sheet: { widthMm: 148, heightMm: 210 }, tiles: { length: 6 } });
    store.setStickerSize('width', 300);
    expect(store.$sheet.get()?.tooLarge).toBe(true);
  });

  it('reads the sheets field as whole sheets, never below 0, and marks a run below the minimum', async () => {
    const store = await readyCalculator();
    store.chooseSheets('5');
    expect(ready(store.$view.get()).quote.belowMinimumRun).toBe(true);
    store.chooseSheets('-3');
    expect(store.$choice.get().sheets).toBe(0);
    store.chooseSheets('');
    expect(store.$choice.get().sheets).toBe(0);
    expect(ready(store.$view.get()).quote.total).toBe(0);
    store.chooseSheets('12.7');
    expect(store.$choice.get().sheets).toBe(12);
  });

  it('offers only the enabled film types, and falls back when a choice is no longer offered', async () => {
    const store = await readyCalculator(enabledFilmTypeList('Голографическая'));
    const view = ready(store.$view.get());
    expect(view.choices.filmTypes).toEqual(['Голографическая']);
    expect(view.quote.pricePerSheet).toBe(150);
    store.choose('format', 'A3');
    expect(ready(store.$view.get()).selection.format).toBe('A4');
  });

  it('reads the enabled film types from a comma-separated list', () => {
    expect(enabledFilmTypeList(' Белая, Прозрачная ,')).toEqual(['Белая', 'Прозрачная']);
    expect(enabledFilmTypeList(' , ')).toBeUndefined();
    expect(enabledFilmTypeList(undefined)).toBeUndefined();
  });

  it('is loading until the prices are in, and says when they could not be loaded', async () => {
    const loading = createStickerCalculatorStore(priceStore({ value: [], error: null }), undefined);
    expect(loading.$view.get()).toEqual({ status: 'loading' });
    expect(loading.$priceChange.get()).toBeNull();
    const prices = priceStore({ value: [], error: new ApiError('failed', 'boom', 500) });
    const failed = createStickerCalculatorStore(prices, undefined);
    await prices.load();
    expect(failed.$view.get()).toEqual({ status: 'failed' });
    expect(failed.$priceChange.get()).toBeNull();
  });

  it('offers nothing and prices nothing when the list is empty', async () => {
    const prices = priceStore({ value: [], error: null });
    const store = createStickerCalculatorStore(prices, undefined);
    await prices.load();
    const view = ready(store.$view.get());
    expect(view.selection).toMatchObject({ cuttingType: null, format: null });
    expect(view.quote).toMatchObject({ pricePerSheet: null, total: 0 });
  });
});
