import { describe, expect, it } from 'vitest';
import { formatRubles } from '../format/index.js';
import { sheetFitTexts } from '../texts/index.js';
import { stickerSheetView } from './sheet-layout.js';

const a4 = { widthMm: 210, heightMm: 297 };

describe('sticker sheet view', () => {
  it('shows nothing until both sides are typed', () => {
    expect(
      stickerSheetView({ sheet: a4, sticker: { width: 50, height: 0 }, sheets: 10, pricePerSheet: 150 }),
    ).toBeNull();
    expect(
      stickerSheetView({ sheet: a4, sticker: { width: Number.NaN, height: 50 }, sheets: 10, pricePerSheet: 150 }),
    ).toBeNull();
  });

  it('lays 50×50 stickers out on A4 with the shop spacing and margins, with the price of one', () => {
    const view = stickerSheetView({ sheet: a4, sticker: { width: 50, height: 50 }, sheets: 10, pricePerSheet: 150 });
    expect(view).toMatchObject({
      tooLarge: false,
      lines: [
        sheetFitTexts.perSheet(15, 3, 5),
        sheetFitTexts.totalStickers(150),
        sheetFitTexts.pricePerSticker(formatRubles(10)),
      ],
    });
    expect(view?.tiles).toHaveLength(15);
    // The grid is centred: 3 × 50 + 2 × 3 = 156 of 210 leaves 27 mm each side.
    expect(view?.tiles[0]).toEqual({ x: 27, y: expect.any(Number), width: 50, height: 50 });
  });

  // Upright 100×40 on A4: 1 × 6; turned 40×100: 4 × 2, drawn turned.
  it('turns the sticker when more fit, and leaves the price out when there is none', () => {
    const view = stickerSheetView({ sheet: a4, sticker: { width: 100, height: 40 }, sheets: 2, pricePerSheet: null });
    expect(view?.lines).toEqual([sheetFitTexts.perSheet(8, 4, 2), sheetFitTexts.totalStickers(16)]);
    expect(view?.tiles[0]).toMatchObject({ width: 40, height: 100 });
  });

  it('says when the sticker does not fit the sheet', () => {
    expect(stickerSheetView({ sheet: a4, sticker: { width: 300, height: 220 }, sheets: 1, pricePerSheet: 1 })).toEqual({
      sheet: a4,
      tiles: [],
      lines: [sheetFitTexts.tooLarge(300, 220, 210, 297)],
      tooLarge: true,
    });
  });
});
