import { z } from 'zod/mini';
import { cuttingTypes, itemLimits, laminationTypes, paperSizes } from './constants.js';
import { preflightResult } from './preflight.js';
import { itemId, maxDatabaseId, nullableText, rubles } from './primitives.js';
import { typedComment, typedLayoutName } from './typed-text.js';

export { cuttingTypes, itemLimits, laminationTypes, paperSizes } from './constants.js';

export const cuttingType = z.enum(cuttingTypes);
export type CuttingType = z.infer<typeof cuttingType>;

export const laminationType = z.enum(laminationTypes);
export type LaminationType = z.infer<typeof laminationType>;

export const paperSize = z.enum(paperSizes);
export type PaperSize = z.infer<typeof paperSize>;

const count = /*#__PURE__*/ z.int().check(z.gte(0), z.lte(itemLimits.maxCount));
const sideMm = /*#__PURE__*/ z.number().check(z.gte(0), z.lte(itemLimits.maxSideMm));
const name = /*#__PURE__*/ z.string().check(z.maxLength(itemLimits.maxNameLength));
const comment = z.nullable(/*#__PURE__*/ z.string().check(z.maxLength(itemLimits.maxCommentLength)));
/** One side of a single sticker on the sheet, in millimetres (beyond the spec: a planning aid). */
const stickerSideMm = /*#__PURE__*/ z.number().check(z.gt(0), z.lte(itemLimits.maxSideMm));
/** A name from a reference list, or none yet. */
const choice = /*#__PURE__*/ z.nullable(z.string());
/** The id of the item this one repeats. */
const repeatedItem = /*#__PURE__*/ z.nullable(itemId);

/** Fields a customer edits on a sticker item. Types of film are names from the reference list. */
const stickerItemEditable = {
  name,
  comment,
  cuttingType: choice,
  filmType: choice,
  laminationType: choice,
  count,
  width: sideMm,
  height: sideMm,
  /** A form helper only: the server does not store it. */
  paperSize: z.optional(z.nullable(paperSize)),
  isColorProof: z.boolean(),
  /** "Already printed": the layout is in another item or was printed before. */
  isFileInOtherItem: z.boolean(),
  otherItem: repeatedItem,
  /**
   * The size of one sticker cut from the sheet, both sides or neither (beyond the spec): it lays
   * stickers out on the sheet and prices one sticker; it changes no price. Absent is `null`.
   */
  stickerWidth: z.optional(z.nullable(stickerSideMm)),
  stickerHeight: z.optional(z.nullable(stickerSideMm)),
};

const acrylItemEditable = {
  name,
  comment,
  materialType: choice,
  printType: choice,
  acrylType: choice,
  fittings: /*#__PURE__*/ z.array(/*#__PURE__*/ z.string().check(z.maxLength(100))).check(z.maxLength(20)),
  count,
  width: sideMm,
  height: sideMm,
  isColorProof: z.boolean(),
  isFileInOtherItem: z.boolean(),
  otherItem: repeatedItem,
};

/**
 * `{ ...first, ...second }` as a call a bundler may drop when nothing reads the result: a bare
 * spread at module level counts as a side effect to it, and would keep every item schema in
 * bundles that never validate an item (the calculator scripts).
 */
// @__NO_SIDE_EFFECTS__
function joinShapes<First extends object, Second extends object>(
  first: First,
  second: Second,
): Omit<First, keyof Second> & Second {
  return { ...first, ...second };
}

/** Fields only the server sets: the stored layout, the file status and the computed cost. */
const serverOwned = {
  id: itemId,
  fileName: nullableText,
  status: nullableText,
  cost: rubles,
  /**
   * The position's total as the manager priced it (beyond the spec), for an item core cannot
   * price: when set it is the item's cost. Absent or `null`: core's price. Only the manager's
   * price route sets it; a save ignores it.
   */
  managerPrice: z.optional(z.nullable(rubles)),
  /**
   * The automatic check of the stored layout (beyond the spec): absent or `null` when there is no
   * layout, or when it could not be examined (a refused bomb). Informs; never blocks sending.
   */
  preflight: z.optional(z.nullable(preflightResult)),
};

export const stickerItem = z.object(joinShapes(stickerItemEditable, serverOwned));
export type StickerItem = z.infer<typeof stickerItem>;

export const acrylItem = z.object(joinShapes(acrylItemEditable, serverOwned));
export type AcrylItem = z.infer<typeof acrylItem>;

/**
 * The options the manager's item list describes an item by, in this order (`formatItemOptions`,
 * core/format): a choice shows its value (a lamination or cutting type its Russian name), a mark
 * its label when set, fittings each one. A new item field shown there is one entry here.
 */
export const itemOptionFields = {
  stickers: ['filmType', 'laminationType', 'cuttingType'],
  acryl: ['acrylType', 'materialType', 'printType', 'fittings'],
} as const satisfies { stickers: readonly (keyof StickerItem)[]; acryl: readonly (keyof AcrylItem)[] };

/**
 * What a person types into an item, as a save takes it: normalised to NFC and refused when it
 * holds hidden or broken characters (typed-text.ts). Answers keep the plain `name` and `comment`
 * above, so a row stored before the rule is still read.
 */
const typedItemComment = /*#__PURE__*/ z.nullable(/*#__PURE__*/ typedComment({ max: itemLimits.maxCommentLength }));
const typedItemFields = {
  name: /*#__PURE__*/ typedLayoutName({ max: itemLimits.maxNameLength }),
  comment: typedItemComment,
};

/** The `id` of a save request: absent, `null` or 0 create, a positive id updates. */
const saveRequestId = z.optional(z.nullable(/*#__PURE__*/ z.int().check(z.gte(0), z.lte(maxDatabaseId))));

/**
 * Body of `POST /api/web/{stickers|acryl}/{orderId}/save`. Without `id` (or with `id` 0)
 * it creates; with an id it updates that item of the order. Server-owned fields sent by a
 * client are dropped.
 */
export const stickerItemSaveRequest = z.object(
  joinShapes(joinShapes({ id: saveRequestId }, stickerItemEditable), typedItemFields),
);
export type StickerItemSaveRequest = z.infer<typeof stickerItemSaveRequest>;

export const acrylItemSaveRequest = z.object(
  joinShapes(joinShapes({ id: saveRequestId }, acrylItemEditable), typedItemFields),
);
export type AcrylItemSaveRequest = z.infer<typeof acrylItemSaveRequest>;

/**
 * What the server fills in for a field of a save body the client left out: `null`, for the
 * fields that may be empty (a comment, a choice, the repeated item). Marks, fittings, sizes and
 * the name stay required: they have no empty value to assume. The client's own requests stay
 * whole (the types above); a save replaces the item's editable fields, so an absent one is
 * `null` on update too.
 */
const stickerServerDefaults = {
  comment: /*#__PURE__*/ z._default(typedItemComment, null),
  cuttingType: /*#__PURE__*/ z._default(choice, null),
  filmType: /*#__PURE__*/ z._default(choice, null),
  laminationType: /*#__PURE__*/ z._default(choice, null),
  otherItem: /*#__PURE__*/ z._default(repeatedItem, null),
  stickerWidth: /*#__PURE__*/ z._default(z.nullable(stickerSideMm), null),
  stickerHeight: /*#__PURE__*/ z._default(z.nullable(stickerSideMm), null),
};

const acrylServerDefaults = {
  comment: /*#__PURE__*/ z._default(typedItemComment, null),
  materialType: /*#__PURE__*/ z._default(choice, null),
  printType: /*#__PURE__*/ z._default(choice, null),
  acrylType: /*#__PURE__*/ z._default(choice, null),
  otherItem: /*#__PURE__*/ z._default(repeatedItem, null),
};

// Built from the shapes, not from `…SaveRequest.shape`: a property read would keep the request
// schemas in bundles that never validate an item.
/** The body the sticker save route accepts: a `StickerItemSaveRequest` whose optional fields may be absent. */
export const stickerItemSaveBody = /*#__PURE__*/ z.object(
  joinShapes(
    joinShapes(joinShapes({ id: saveRequestId }, stickerItemEditable), typedItemFields),
    stickerServerDefaults,
  ),
);

/** The body the acrylic save route accepts: an `AcrylItemSaveRequest` whose optional fields may be absent. */
export const acrylItemSaveBody = /*#__PURE__*/ z.object(
  joinShapes(joinShapes(joinShapes({ id: saveRequestId }, acrylItemEditable), typedItemFields), acrylServerDefaults),
);

/** `DELETE /api/web/{stickers|acryl}/{orderId}/delete?itemId=` */
export const itemDeleteQuery = z.object({
  itemId: /*#__PURE__*/ z.coerce.number().check(/*#__PURE__*/ z.int(), z.positive(), z.lte(maxDatabaseId)),
});

/** The largest position total a manager may type (beyond the spec), rubles. */
export const maxManagerItemPrice = 1_000_000;

/**
 * Body of `POST /api/web/admin/orders/{id}/items/{kind}/{itemId}/price` (beyond the spec): the
 * position's total in rubles, above 0 and within `maxManagerItemPrice`; `null` clears it (core
 * prices the item again).
 */
export const managerPriceRequest = z.object({
  managerPrice: z.nullable(/*#__PURE__*/ z.number().check(z.gt(0), z.lte(maxManagerItemPrice))),
});
export type ManagerPriceRequest = z.infer<typeof managerPriceRequest>;

export const itemKinds = ['stickers', 'acryl'] as const;
export const itemKind = z.enum(itemKinds);
export type ItemKind = z.infer<typeof itemKind>;
