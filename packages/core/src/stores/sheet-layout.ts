import { formatRubles } from '../format/index.js';
import { type SheetTile, sheetFit, sheetLayoutDefaults, sheetTiles, stickerSheetSummary } from '../pricing/index.js';
import { sheetFitTexts } from '../texts/index.js';

/** A sticker's size as typed in millimetres; 0 when not given. */
export interface StickerSize {
  width: number;
  height: number;
}

export const noStickerSize: StickerSize = { width: 0, height: 0 };

export interface StickerSheetInput {
  sheet: { widthMm: number; heightMm: number };
  sticker: StickerSize;
  sheets: number;
  /** The price of one sheet; `null` when the price list has none. */
  pricePerSheet: number | null;
}

/** What the sheet picture and its lines show: nothing to lay out yet, a sticker too large, or the layout. */
export type StickerSheetView =
  | { status: 'noSize'; message: string }
  | { status: 'tooLarge'; message: string; sheet: StickerSheetInput['sheet'] }
  | {
      status: 'fits';
      sheet: StickerSheetInput['sheet'];
      tiles: SheetTile[];
      perSheet: number;
      /** «На листе помещается …», the total, the price per sticker (when priced) and the turn note. */
      lines: string[];
    };

/** A millimetre field's text as a size: decimal comma or point; anything else (or below 0) is 0. */
export function millimetresFromText(text: string): number {
  const value = Number(text.trim().replace(',', '.'));
  return Number.isFinite(value) && value > 0 ? value : 0;
}

/** How stickers of one size lie on a sheet with the shop's spacing and margins, in words and tiles. */
export function stickerSheetView(input: StickerSheetInput): StickerSheetView {
  const { sheet, sticker } = input;
  if (!(sticker.width > 0 && sticker.height > 0)) return { status: 'noSize', message: sheetFitTexts.noSize };
  const fitInput = { itemWidthMm: sticker.width, itemHeightMm: sticker.height, sheet, ...sheetLayoutDefaults };
  const fit = sheetFit(fitInput);
  if (fit.perSheet === 0) {
    return {
      status: 'tooLarge',
      sheet,
      message: sheetFitTexts.tooLarge(sticker.width, sticker.height, sheet.widthMm, sheet.heightMm),
    };
  }
  const summary = stickerSheetSummary(fit, input.sheets, input.pricePerSheet);
  const lines = [
    sheetFitTexts.perSheet(fit.perSheet, fit.columns, fit.rows),
    sheetFitTexts.totalStickers(summary.totalStickers),
  ];
  if (summary.pricePerSticker !== null)
    lines.push(sheetFitTexts.pricePerSticker(formatRubles(summary.pricePerSticker)));
  if (fit.rotated) lines.push(sheetFitTexts.rotated);
  return { status: 'fits', sheet, tiles: sheetTiles(fit, fitInput), perSheet: fit.perSheet, lines };
}
