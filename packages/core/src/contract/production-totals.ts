import { z } from 'zod/mini';
import { printFormats } from './prices.js';
import { nullableText, orderId, rubles } from './primitives.js';

const countOf = /*#__PURE__*/ z.int().check(z.gte(0));

/**
 * Sticker items of one format × film × lamination × cutting. A sticker item is `count` sheets
 * of its size; the format is the one pricing reads off that size (`printFormatForSize`), `null`
 * when the size has none (not filled in, or larger than A3).
 */
export const stickerSheetGroup = z.object({
  format: z.nullable(z.enum(printFormats)),
  filmType: nullableText,
  laminationType: nullableText,
  cuttingType: nullableText,
  /** Items (layouts) in the group. */
  items: countOf,
  /** Sheets to print: the items' counts added up. */
  sheets: countOf,
  /** Items of the group that ask for a colour proof. */
  colorProofs: countOf,
  cost: rubles,
  /**
   * Cut contours of the group's items (beyond the spec), for a cutting along the shape
   * («Контурная», «Сквозная»): traced and ready, traced with findings to look at, a vector
   * layout whose cut line is expected in the file, still being traced, or none (no layout yet,
   * or one that could not be traced).
   */
  contours: z.optional(
    z.object({ ready: countOf, needsAttention: countOf, vector: countOf, pending: countOf, none: countOf }),
  ),
});
export type StickerSheetGroup = z.infer<typeof stickerSheetGroup>;

/** Acrylic items of one type × material × print type; `pieces` adds up their counts. */
export const acrylPieceGroup = z.object({
  acrylType: nullableText,
  materialType: nullableText,
  printType: nullableText,
  items: countOf,
  pieces: countOf,
  colorProofs: countOf,
  cost: rubles,
});
export type AcrylPieceGroup = z.infer<typeof acrylPieceGroup>;

/** A sticker item of the filtered orders whose cut contour is traced: the plotter's file to download. */
export const cutContourItem = z.object({
  orderId,
  orderNumber: countOf,
  itemName: z.string(),
  /** Traced and ready, or traced with findings to look at (both have a cut line to download). */
  status: z.enum(['ready', 'needs-attention']),
});
export type CutContourItem = z.infer<typeof cutContourItem>;

/** At most this many traced contours are listed with the totals, lowest order numbers first. */
export const cutContourListLimit = 100;

/**
 * `GET /api/stickers/orders/get-order-views/production-totals` (beyond the spec): what the
 * filtered orders (the list's filters) need from production, grouped, with the sums. Groups
 * come most sheets (pieces) first.
 */
export const productionTotals = z.object({
  /** Orders of the filtered set. */
  orderCount: countOf,
  stickerSheets: z.array(stickerSheetGroup),
  acrylPieces: z.array(acrylPieceGroup),
  stickers: z.object({ items: countOf, sheets: countOf, colorProofs: countOf, cost: rubles }),
  acryl: z.object({ items: countOf, pieces: countOf, colorProofs: countOf, cost: rubles }),
  /** Colour proofs to make: items of either kind that ask for one. */
  colorProofs: countOf,
  /** Sticker items with a traced cut contour (at most `cutContourListLimit`), for their downloads. */
  cutContours: z.optional(z.array(cutContourItem)),
});
export type ProductionTotals = z.infer<typeof productionTotals>;
