import type { PrintFormat } from '../contract/index.js';

export interface SizeMm {
  width: number;
  height: number;
}

/** Sheet formats in portrait orientation (mm), as the item form fills them. */
export const paperFormatSizes: Readonly<Record<PrintFormat, SizeMm>> = {
  A3: { width: 297, height: 420 },
  A4: { width: 210, height: 297 },
  A5: { width: 148, height: 210 },
  A6: { width: 105, height: 148 },
  A7: { width: 74, height: 105 },
  A8: { width: 52, height: 74 },
};

/** Smallest first, so the first format that fits is the cheapest one. */
const formatsBySize: readonly PrintFormat[] = ['A8', 'A7', 'A6', 'A5', 'A4', 'A3'];

function isExactFormat(format: PrintFormat, width: number, height: number): boolean {
  const size = paperFormatSizes[format];
  return (size.width === width && size.height === height) || (size.width === height && size.height === width);
}

/**
 * The sheet format a sticker of `width`×`height` mm is priced by: an exact format in either
 * orientation, else the smallest format whose area is at least the sticker's area. Above A3's
 * area, and for a size that is not positive, there is none.
 */
export function printFormatForSize(width: number, height: number): PrintFormat | null {
  if (!(width > 0 && height > 0)) return null;
  const exact = formatsBySize.find((format) => isExactFormat(format, width, height));
  if (exact) return exact;
  const area = width * height;
  return (
    formatsBySize.find((format) => paperFormatSizes[format].width * paperFormatSizes[format].height >= area) ?? null
  );
}
