import { describe, expect, it } from 'vitest';
import {
  type SheetFitInput,
  sheetFit,
  sheetLayoutDefaults,
  sheetSizeFor,
  sheetTiles,
  stickerSheetSummary,
} from './index.js';

const a4 = { widthMm: 210, heightMm: 297 };
const fitOn = (itemWidthMm: number, itemHeightMm: number, overrides: Partial<SheetFitInput> = {}) =>
  sheetFit({ itemWidthMm, itemHeightMm, sheet: a4, spacingMm: 0, marginMm: 0, ...overrides });

describe('sheet fit', () => {
  it('fills a sheet edge to edge without spacing or margins', () => {
    expect(fitOn(105, 148.5)).toEqual({
      perSheet: 4,
      columns: 2,
      rows: 2,
      rotated: false,
      tooLarge: false,
      tileWidthMm: 105,
      tileHeightMm: 148.5,
    });
  });

  it('counts spacing between stickers only, not after the last one', () => {
    // 3 × 50 + 2 × 5 = 160 ≤ 170: three columns; a fourth would need 215.
    expect(fitOn(50, 50, { sheet: { widthMm: 170, heightMm: 50 }, spacingMm: 5 })).toMatchObject({
      columns: 3,
      rows: 1,
      perSheet: 3,
    });
    expect(fitOn(50, 50, { sheet: { widthMm: 159, heightMm: 50 }, spacingMm: 5 })).toMatchObject({ columns: 2 });
  });

  it('keeps the margin free on every edge', () => {
    // 210 − 2 × 10 = 190 printable: three 60 mm columns; 297 − 20 = 277: four 60 mm rows.
    expect(fitOn(60, 60, { marginMm: 10 })).toMatchObject({ columns: 3, rows: 4, perSheet: 12 });
    expect(fitOn(60, 60, { marginMm: 16 })).toMatchObject({ columns: 2, rows: 4, perSheet: 8 });
  });

  it('turns the sticker when more fit that way', () => {
    // Upright 90×40 on A4: 2 × 7 = 14; turned 40×90: 5 × 3 = 15.
    expect(fitOn(90, 40)).toMatchObject({
      perSheet: 15,
      columns: 5,
      rows: 3,
      rotated: true,
      tileWidthMm: 40,
      tileHeightMm: 90,
    });
  });

  it('keeps the sticker as given on a tie', () => {
    expect(fitOn(40, 40)).toMatchObject({ perSheet: 35, rotated: false, tileWidthMm: 40 });
  });

  it('turns a sticker that fits only when turned', () => {
    expect(fitOn(250, 100)).toMatchObject({ perSheet: 2, columns: 2, rows: 1, rotated: true, tooLarge: false });
  });

  it('tolerates millimetre fractions that binary arithmetic rounds', () => {
    expect(fitOn(29.7, 21, { sheet: { widthMm: 297, heightMm: 21 } })).toMatchObject({ columns: 10, perSheet: 10 });
  });

  it('says when the sticker is larger than the sheet in both orientations', () => {
    expect(fitOn(300, 220)).toEqual({
      perSheet: 0,
      columns: 0,
      rows: 0,
      rotated: false,
      tooLarge: true,
      tileWidthMm: 300,
      tileHeightMm: 220,
    });
    // A sheet-sized sticker fits the sheet but not inside its margins.
    expect(fitOn(210, 297, { marginMm: 5 })).toMatchObject({ perSheet: 0, tooLarge: true });
  });

  it('gives nothing, and no "too large", for a sticker without a size', () => {
    expect(fitOn(0, 50)).toMatchObject({ perSheet: 0, tooLarge: false });
    expect(fitOn(50, Number.NaN)).toMatchObject({ perSheet: 0, tooLarge: false });
  });

  it('has documented defaults', () => {
    expect(sheetLayoutDefaults).toEqual({ spacingMm: 3, marginMm: 5 });
    // 50×50 on A4 with the defaults: (200 + 3) / 53 → 3 columns, (287 + 3) / 53 → 5 rows.
    expect(fitOn(50, 50, sheetLayoutDefaults).perSheet).toBe(15);
  });
});

describe('sheet of an item', () => {
  it('is the standard format, or the item itself for «Другой»', () => {
    expect(sheetSizeFor('A5', { width: 50, height: 50 })).toEqual({ widthMm: 148, heightMm: 210 });
    expect(sheetSizeFor('Other', { width: 320, height: 450 })).toEqual({ widthMm: 320, heightMm: 450 });
  });
});

describe('sticker sheet summary', () => {
  const fit = fitOn(90, 40);

  it('multiplies the per-sheet count by the sheets and divides the sheet price', () => {
    expect(stickerSheetSummary(fit, 10, 150)).toEqual({ perSheet: 15, totalStickers: 150, pricePerSticker: 10 });
    // 100 / 15 = 6.666… → 6.67 ₽
    expect(stickerSheetSummary(fit, 20, 100)).toEqual({ perSheet: 15, totalStickers: 300, pricePerSticker: 6.67 });
  });

  it('has no sticker price without a sheet price or when nothing fits', () => {
    expect(stickerSheetSummary(fit, 10, null).pricePerSticker).toBeNull();
    expect(stickerSheetSummary(fitOn(300, 300), 10, 150)).toEqual({
      perSheet: 0,
      totalStickers: 0,
      pricePerSticker: null,
    });
  });

  it('counts no stickers for a negative sheet count', () => {
    expect(stickerSheetSummary(fit, -3, 150).totalStickers).toBe(0);
  });
});

describe('sheet tiles', () => {
  it('lays the grid out centred, spaced, in the placed orientation', () => {
    const input = { sheet: { widthMm: 100, heightMm: 60 }, spacingMm: 4 };
    const fit = sheetFit({ itemWidthMm: 20, itemHeightMm: 30, ...input, marginMm: 5 });
    // Printable 90×50: upright 3 × 1 = 3, turned (30×20) 2 × 2 = 4.
    expect(fit).toMatchObject({ columns: 2, rows: 2, rotated: true });
    // Grid 64 × 44 centred on 100 × 60: starts at (18, 8).
    expect(sheetTiles(fit, input)).toEqual([
      { x: 18, y: 8, width: 30, height: 20 },
      { x: 52, y: 8, width: 30, height: 20 },
      { x: 18, y: 32, width: 30, height: 20 },
      { x: 52, y: 32, width: 30, height: 20 },
    ]);
  });

  it('draws no tiles when nothing fits', () => {
    expect(sheetTiles(fitOn(300, 300), { sheet: a4, spacingMm: 0 })).toEqual([]);
  });
});
