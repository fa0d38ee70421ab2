import { z } from 'zod/mini';
import { itemLimits, printFormats } from './constants.js';
import { cuttingType, laminationType } from './items.js';

/**
 * A calculator's configuration as it travels to the cart (beyond the spec): «Заказать» opens
 * `/cart?add=<base64url of this JSON>` (core rules/order-configuration.ts writes and reads it).
 * The one schema of what may arrive: every field known, every count and size inside the item
 * limits; the names from reference lists are checked against the shop's lists when read.
 */
const version = z.literal(1);
const referenceName = /*#__PURE__*/ z.string().check(z.minLength(1), z.maxLength(100));
const count = /*#__PURE__*/ z.int().check(z.gte(1), z.lte(itemLimits.maxCount));
const sideMm = /*#__PURE__*/ z.number().check(z.gt(0), z.lte(itemLimits.maxSideMm));

export const stickerOrderConfiguration = /*#__PURE__*/ z
  .strictObject({
    v: version,
    kind: z.literal('stickers'),
    cuttingType,
    laminationType,
    filmType: referenceName,
    format: z.enum(printFormats),
    sheets: count,
    /** The size of one sticker, both sides or neither. */
    stickerWidth: z.optional(sideMm),
    stickerHeight: z.optional(sideMm),
  })
  .check(
    z.refine(
      (configuration) => (configuration.stickerWidth === undefined) === (configuration.stickerHeight === undefined),
    ),
  );

export const acrylOrderConfiguration = /*#__PURE__*/ z.strictObject({
  v: version,
  kind: z.literal('acryl'),
  acrylType: referenceName,
  materialType: referenceName,
  printType: referenceName,
  count,
  width: sideMm,
  height: sideMm,
  printOnBase: z.optional(z.boolean()),
});

export const orderConfiguration = /*#__PURE__*/ z.discriminatedUnion('kind', [
  stickerOrderConfiguration,
  acrylOrderConfiguration,
]);
export type StickerOrderConfiguration = Omit<z.infer<typeof stickerOrderConfiguration>, 'v'>;
export type AcrylOrderConfiguration = Omit<z.infer<typeof acrylOrderConfiguration>, 'v'>;
/** What «Заказать» carries: the kind and the calculator's options, count and (stickers) sticker size. */
export type OrderConfiguration = StickerOrderConfiguration | AcrylOrderConfiguration;
