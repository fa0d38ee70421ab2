import { describe, expect, it } from 'vitest';
import { formatRubles } from '../format/index.js';
import { sheetFitTexts } from '../texts/index.js';
import { millimetresFromText, stickerSheetView } from './sheet-layout.js';

const a4 = { widthMm: 210, heightMm: 297 };

describe('sticker sheet view', () => {
  it('asks for a size until both sides are typed', () => {
    expect(stickerSheetView({ sheet: a4, sticker: { width: 50, height: 0 }, sheets: 10, pricePerSheet: 150 })).toEqual({
      status: 'noSize',
      message: sheetFitTexts.noSize,
    });
  });

  it('lays 50×50 stickers out on A4 with the shop spacing and margins, with the price of one', () => {
    const view = stickerSheetView({ sheet: a4, sticker: { width: 50, height: 50 }, sheets: 10, pricePerSheet: 150 });
    expect(view).toMatchObject({
      status: 'fits',
      perSheet: 15,
      lines: [
        sheetFitTexts.perSheet(15, 3, 5),
        sheetFitTexts.totalStickers(150),
        sheetFitTexts.pricePerSticker(formatRubles(10)),
      ],
    });
    expect(view.status === 'fits' && view.tiles).toHaveLength(15);
  });

  // Upright 100×40 on A4: 1 × 6; turned 40×100: 4 × 2.
  it('notes a turn and leaves the price out when there is none', () => {
    const view = stickerSheetView({ sheet: a4, sticker: { width: 100, height: 40 }, sheets: 2, pricePerSheet: null });
    expect(view.status === 'fits' && view.lines).toEqual([
      sheetFitTexts.perSheet(8, 4, 2),
      sheetFitTexts.totalStickers(16),
      sheetFitTexts.rotated,
    ]);
  });

  it('says when the sticker does not fit the sheet', () => {
    expect(stickerSheetView({ sheet: a4, sticker: { width: 300, height: 220 }, sheets: 1, pricePerSheet: 1 })).toEqual({
      status: 'tooLarge',
      sheet: a4,
      message: sheetFitTexts.tooLarge(300, 220, 210, 297),
    });
  });
});

describe('millimetres from text', () => {
  it.each([
    ['50', 50],
    [' 12,5 ', 12.5],
    ['7.5', 7.5],
    ['', 0],
    ['-3', 0],
    ['abc', 0],
  ])('reads %j as %d', (text, value) => {
    expect(millimetresFromText(text)).toBe(value);
  });
});
