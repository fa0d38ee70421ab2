import type { StickerItem } from '../contract/index.js';
import { formatRubles } from '../format/index.js';
import { type SheetTile, sheetFit, sheetLayoutDefaults, sheetTiles, stickerSheetSummary } from '../pricing/index.js';
import type { StickerSize } from '../rules/index.js';
import { sheetFitTexts } from '../texts/index.js';

export type { StickerSize } from '../rules/index.js';

export const noStickerSize: StickerSize = { width: 0, height: 0 };

/** The sticker size a stored item carries, as the form and the sheet picture take it. */
export function stickerSizeOfItem(item: { stickerWidth?: number | null; stickerHeight?: number | null }): StickerSize {
  return { width: item.stickerWidth ?? 0, height: item.stickerHeight ?? 0 };
}

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

/**
 * The sheet layout of a saved sticker item with a stored sticker size, for its card: the item's
 * own sheet (width × height), its count of sheets, and one sheet's price as its cost divided by
 * that count (`null` while unpriced). `null` without a stored size.
 */
export function savedStickerSheetView(
  item: Pick<StickerItem, 'width' | 'height' | 'count' | 'cost' | 'stickerWidth' | 'stickerHeight'>,
): StickerSheetView | null {
  const pricePerSheet = item.count > 0 && item.cost > 0 ? item.cost / item.count : null;
  return stickerSheetView({
    sheet: { widthMm: item.width, heightMm: item.height },
    sticker: stickerSizeOfItem(item),
    sheets: item.count,
    pricePerSheet,
  });
}
