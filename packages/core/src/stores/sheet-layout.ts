import { formatRubles } from '../format/index.js';
import { type SheetTile, sheetFit, sheetLayoutDefaults, sheetTiles, stickerSheetSummary } from '../pricing/index.js';
import { sheetFitTexts } from '../texts/index.js';

/** A sticker's size as typed in millimetres; 0, below or NaN (an emptied field) when not given. */
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

/** What the sheet picture and its lines show: the layout, or a sticker too large for the sheet. */
export interface StickerSheetView {
  sheet: StickerSheetInput['sheet'];
  /** Where each sticker lies; none when it does not fit. */
  tiles: SheetTile[];
  /** «На листе помещается …», the total and the price per sticker (when priced); or why none fit. */
  lines: string[];
  /** The sticker is larger than the sheet's printable area: `lines` says so. */
  tooLarge: boolean;
}

/**
 * How stickers of one size lie on a sheet with the shop's spacing and margins, in words and
 * tiles; `null` until both sides are typed (the size is optional, so nothing asks for it).
 */
export function stickerSheetView(input: StickerSheetInput): StickerSheetView | null {
  const { sheet, sticker } = input;
  if (!(sticker.width > 0 && sticker.height > 0)) return null;
  const fitInput = { itemWidthMm: sticker.width, itemHeightMm: sticker.height, sheet, ...sheetLayoutDefaults };
  const fit = sheetFit(fitInput);
  if (fit.perSheet === 0) {
    const message = sheetFitTexts.tooLarge(sticker.width, sticker.height, sheet.widthMm, sheet.heightMm);
    return { sheet, tiles: [], lines: [message], tooLarge: true };
  }
  const summary = stickerSheetSummary(fit, input.sheets, input.pricePerSheet);
  const lines = [
    sheetFitTexts.perSheet(fit.perSheet, fit.columns, fit.rows),
    sheetFitTexts.totalStickers(summary.totalStickers),
  ];
  if (summary.pricePerSticker !== null)
    lines.push(sheetFitTexts.pricePerSticker(formatRubles(summary.pricePerSticker)));
  return { sheet, tiles: sheetTiles(fit, fitInput), lines, tooLarge: false };
}
