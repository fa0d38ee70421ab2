import { z } from 'zod/mini';
import { itemLimits } from './constants.js';

/** A name from a reference list, as the item save takes one. */
const choice = /*#__PURE__*/ z.string().check(z.minLength(1), z.maxLength(100));

/**
 * Body of `POST /api/web/admin/orders/{id}/items/{kind}/{itemId}` (beyond the spec): what the
 * manager changes of an item before the order is paid: its count and its options (a sticker's
 * film, lamination and cutting; an acrylic item's type, material, print and fittings). An absent
 * field stays as stored; a field of the other kind is refused. Core prices the order again.
 */
export const managerItemChange = z.object({
  count: z.optional(/*#__PURE__*/ z.int().check(z.gte(1), z.lte(itemLimits.maxCount))),
  filmType: z.optional(choice),
  laminationType: z.optional(choice),
  cuttingType: z.optional(choice),
  acrylType: z.optional(choice),
  materialType: z.optional(choice),
  printType: z.optional(choice),
  fittings: z.optional(/*#__PURE__*/ z.array(choice).check(z.maxLength(20))),
});
export type ManagerItemChange = z.infer<typeof managerItemChange>;

/** The fields of `managerItemChange` each kind of item has. */
export const managerItemFields = {
  stickers: ['count', 'filmType', 'laminationType', 'cuttingType'],
  acryl: ['count', 'acrylType', 'materialType', 'printType', 'fittings'],
} as const satisfies Record<'stickers' | 'acryl', readonly (keyof ManagerItemChange)[]>;
