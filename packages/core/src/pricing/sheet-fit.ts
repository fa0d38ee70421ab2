import type { PaperSize } from '../contract/index.js';
import { roundToKopecks } from './money.js';
import { paperFormatSizes, type SizeMm } from './paper-formats.js';

/**
 * How the shop lays stickers out on a sheet. The cutting plotter needs a gap between two
 * stickers' cut lines and an unprinted border for its registration marks and the sheet grips.
 */
export interface SheetLayoutSettings {
  /** Gap between neighbouring stickers, mm. */
  spacingMm: number;
  /** Unprinted border on every edge of the sheet, mm. */
  marginMm: number;
}

/** 3 mm between cut lines and a 5 mm border: what a contour-cutting plotter needs on A-format sheets. */
export const sheetLayoutDefaults: SheetLayoutSettings = { spacingMm: 3, marginMm: 5 };

export interface SheetFitInput extends SheetLayoutSettings {
  itemWidthMm: number;
  itemHeightMm: number;
  sheet: { widthMm: number; heightMm: number };
}

export interface SheetFit {
  /** Stickers on one sheet; 0 when the sticker does not fit or has no size. */
  perSheet: number;
  columns: number;
  rows: number;
  /** The sticker is turned by 90° on the sheet, because more fit that way. */
  rotated: boolean;
  /** The sticker has a size but is larger than the sheet's printable area in both orientations. */
  tooLarge: boolean;
  /** The sticker's size as placed on the sheet (width and height swapped when rotated). */
  tileWidthMm: number;
  tileHeightMm: number;
}

// Millimetres typed as 0.1 add up with binary error; a hair of tolerance keeps 10 × 29.7 mm from losing a sticker.
const tolerance = 1e-9;

/** How many stickers of `sizeMm` fit along `lengthMm` with `spacingMm` between neighbours. */
function fitAlong(lengthMm: number, sizeMm: number, spacingMm: number): number {
  if (sizeMm > lengthMm + tolerance) return 0;
  return Math.floor((lengthMm + spacingMm) / (sizeMm + spacingMm) + tolerance);
}

/**
 * How many stickers fit on one sheet in a plain grid, in the orientation that fits more (the
 * sticker as given on a tie). One orientation per sheet: the plotter's cut file is a grid.
 */
export function sheetFit(input: SheetFitInput): SheetFit {
  const { itemWidthMm, itemHeightMm, sheet, spacingMm, marginMm } = input;
  const empty = {
    perSheet: 0,
    columns: 0,
    rows: 0,
    rotated: false,
    tileWidthMm: itemWidthMm,
    tileHeightMm: itemHeightMm,
  };
  if (!(itemWidthMm > 0 && itemHeightMm > 0)) return { ...empty, tooLarge: false };
  const usableWidth = sheet.widthMm - 2 * marginMm;
  const usableHeight = sheet.heightMm - 2 * marginMm;
  const grid = (width: number, height: number) => {
    const columns = fitAlong(usableWidth, width, spacingMm);
    const rows = fitAlong(usableHeight, height, spacingMm);
    return { columns, rows, perSheet: columns * rows };
  };
  const upright = grid(itemWidthMm, itemHeightMm);
  const turned = grid(itemHeightMm, itemWidthMm);
  if (turned.perSheet > upright.perSheet) {
    return { ...turned, rotated: true, tooLarge: false, tileWidthMm: itemHeightMm, tileHeightMm: itemWidthMm };
  }
  if (upright.perSheet === 0) return { ...empty, tooLarge: true };
  return { ...upright, rotated: false, tooLarge: false, tileWidthMm: itemWidthMm, tileHeightMm: itemHeightMm };
}

/** The sheet a sticker item is printed on: its standard format, or for «Другой» a sheet of its own size. */
export function sheetSizeFor(paperSize: PaperSize, itemSize: SizeMm): { widthMm: number; heightMm: number } {
  const size = paperSize === 'Other' ? itemSize : paperFormatSizes[paperSize];
  return { widthMm: size.width, heightMm: size.height };
}

export interface StickerSheetSummary {
  perSheet: number;
  /** Stickers in the whole run: per sheet × sheets ordered. */
  totalStickers: number;
  /** Price of one sticker in rubles, to the kopeck; `null` without a sheet price or when none fit. */
  pricePerSticker: number | null;
}

/** What a run of `sheets` sheets gives: the sticker total and, from the sheet's price, the price of one sticker. */
export function stickerSheetSummary(fit: SheetFit, sheets: number, pricePerSheet: number | null): StickerSheetSummary {
  const totalStickers = fit.perSheet * Math.max(0, sheets);
  const pricePerSticker =
    pricePerSheet === null || fit.perSheet === 0 ? null : roundToKopecks(pricePerSheet / fit.perSheet);
  return { perSheet: fit.perSheet, totalStickers, pricePerSticker };
}

/** One sticker's rectangle on the sheet picture, mm from the sheet's top-left corner. */
export interface SheetTile {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Where each sticker of `fit` sits on the sheet, the grid centred in the printable area, for drawing it (SVG). */
export function sheetTiles(fit: SheetFit, input: Pick<SheetFitInput, 'sheet' | 'spacingMm'>): SheetTile[] {
  const { tileWidthMm: width, tileHeightMm: height, columns, rows } = fit;
  const gridWidth = columns * width + Math.max(0, columns - 1) * input.spacingMm;
  const gridHeight = rows * height + Math.max(0, rows - 1) * input.spacingMm;
  const left = (input.sheet.widthMm - gridWidth) / 2;
  const top = (input.sheet.heightMm - gridHeight) / 2;
  const tiles: SheetTile[] = [];
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) {
      tiles.push({
        x: left + column * (width + input.spacingMm),
        y: top + row * (height + input.spacingMm),
        width,
        height,
      });
    }
  }
  return tiles;
}
