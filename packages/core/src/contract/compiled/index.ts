/**
 * The answers the widgets' lookups read, checked by validators compiled from the contract
 * schemas (generated.ts, made by scripts/generate-validators.ts) instead of zod, so a widget
 * that only loads prices and reference lists ships no zod
 * (docs/decisions/0043-what-a-react-component-adds-to-a-bundle.md). They accept and refuse exactly what the zod schemas do (compiled.test.ts).
 *
 * Unlike zod, which copies, a compiled validator removes the properties the schema does not
 * name from the value itself: it is meant for a freshly parsed response body.
 */
import type { z } from 'zod/mini';
import type { refreshReply } from '../auth.js';
import type { acrylCalculatorLookups, stickerCalculatorLookups } from '../calculator-lookups.js';
import type { errorReply } from '../errors.js';
import type { layoutTemplateList } from '../orders.js';
import type { acrylPriceEntries, stickerPriceEntries } from '../prices.js';
import type { acrylFittings, acrylMaterialCategories, nameList, ReferenceListName } from '../references.js';
import {
  validateAcrylCalculatorLookups,
  validateAcrylFittings,
  validateAcrylMaterialCategories,
  validateAcrylPriceEntries,
  validateErrorReply,
  validateLayoutTemplateList,
  validateNameList,
  validateRefreshReply,
  validateStickerCalculatorLookups,
  validateStickerPriceEntries,
} from './generated.js';

/** What checks an answer: a zod schema has this shape, and so does every compiled validator. */
export interface AnswerValidator<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: unknown };
}

/** A function Ajv generated: true when the value is valid; `errors` says why not. */
type CompiledFunction = ((value: unknown) => boolean) & { errors?: unknown };

/** The validator of what `schema` (a zod schema, only its type) accepts. */
function compiled<Schema extends z.core.$ZodType>(validate: CompiledFunction): AnswerValidator<z.output<Schema>> {
  return {
    safeParse: (value) =>
      validate(value) ? { success: true, data: value as z.output<Schema> } : { success: false, error: validate.errors },
  };
}

export const stickerPriceEntriesAnswer =
  /*#__PURE__*/ compiled<typeof stickerPriceEntries>(validateStickerPriceEntries);
export const acrylPriceEntriesAnswer = /*#__PURE__*/ compiled<typeof acrylPriceEntries>(validateAcrylPriceEntries);
export const nameListAnswer = /*#__PURE__*/ compiled<typeof nameList>(validateNameList);
export const acrylMaterialCategoriesAnswer = /*#__PURE__*/ compiled<typeof acrylMaterialCategories>(
  validateAcrylMaterialCategories,
);
export const acrylFittingsAnswer = /*#__PURE__*/ compiled<typeof acrylFittings>(validateAcrylFittings);
export const errorReplyAnswer = /*#__PURE__*/ compiled<typeof errorReply>(validateErrorReply);
export const refreshReplyAnswer = /*#__PURE__*/ compiled<typeof refreshReply>(validateRefreshReply);
export const layoutTemplateListAnswer = /*#__PURE__*/ compiled<typeof layoutTemplateList>(validateLayoutTemplateList);
export const stickerCalculatorLookupsAnswer = /*#__PURE__*/ compiled<typeof stickerCalculatorLookups>(
  validateStickerCalculatorLookups,
);
export const acrylCalculatorLookupsAnswer =
  /*#__PURE__*/ compiled<typeof acrylCalculatorLookups>(validateAcrylCalculatorLookups);

/** `referenceListSchemas` compiled: the validator of each reference list's answer. */
export const referenceListAnswers = {
  laminationTypes: nameListAnswer,
  cuttingTypes: nameListAnswer,
  filmTypes: nameListAnswer,
  acrylMaterialTypes: nameListAnswer,
  acrylMaterialCategories: acrylMaterialCategoriesAnswer,
  acrylTypes: nameListAnswer,
  acrylPrintTypes: nameListAnswer,
  acrylFittings: acrylFittingsAnswer,
} as const satisfies Record<ReferenceListName, AnswerValidator<unknown>>;
