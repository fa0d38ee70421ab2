import { type PaperSizeName as PaperSize, type PrintFormat, paperSizes } from '../contract/constants.js';
import { paperFormatSizes, type SizeMm } from '../pricing/paper-formats.js';

/** The choices of the form's paper size select, in the spec's order (A3 … A8, Other). */
export const paperSizeChoices: readonly PaperSize[] = paperSizes;

/** Width and height a standard size fills in; `null` for 'Other' (the fields stay editable). */
export function paperSizeDimensions(size: PaperSize): SizeMm | null {
  return size === 'Other' ? null : paperFormatSizes[size];
}

/**
 * Which choice a width×height is: the standard size it equals as the form fills it
 * (portrait), else 'Other'. A landscape 297×210 is 'Other', so opening it does not lock
 * fields whose values the A4 choice would change.
 */
export function paperSizeOf(width: number, height: number): PaperSize {
  const match = (Object.keys(paperFormatSizes) as PrintFormat[]).find(
    (format) => paperFormatSizes[format].width === width && paperFormatSizes[format].height === height,
  );
  return match ?? 'Other';
}

/** Width and height are typed only for 'Other'. */
export function areSizesEditable(size: PaperSize | null | undefined): boolean {
  return size === 'Other' || size === null || size === undefined;
}
