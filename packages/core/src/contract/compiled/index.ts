/**
 * The answers the widgets' lookups read, checked by validators compiled from the contract
 * schemas (generated.ts, made by scripts/generate-validators.ts) instead of zod, so a widget
 * that only loads prices and reference lists ships no zod
 * (docs/decisions/0043-what-a-react-component-adds-to-a-bundle.md). They accept and refuse exactly what the zod schemas do (compiled.test.ts).
 *
 * Unlike zod, which copies, a compiled validator removes the properties the schema does not
 * name from the value itself: it is meant for a freshly parsed response body.
 */
import type { refreshReply } from '../auth.js';
import type { acrylCalculatorLookups, stickerCalculatorLookups } from '../calculator-lookups.js';
import type { errorReply } from '../errors.js';
import type { layoutTemplateList, orderSummary } from '../orders.js';
import type { paymentLinkReply, paymentStatusReply, publicOrderInfo } from '../payments.js';
import type { acrylPriceEntries, stickerPriceEntries } from '../prices.js';
import type { orderProofs } from '../proofs.js';
import type { acrylFittings, acrylMaterialCategories, nameList, ReferenceListName } from '../references.js';
import { type AnswerValidator, compiled } from './answer.js';
import {
  validateAcrylCalculatorLookups,
  validateAcrylFittings,
  validateAcrylMaterialCategories,
  validateAcrylPriceEntries,
  validateErrorReply,
  validateLayoutTemplateList,
  validateNameList,
  validateOrderProofs,
  validateOrderSummary,
  validatePaymentLinkReply,
  validatePaymentStatusReply,
  validatePublicOrderInfo,
  validateRefreshReply,
  validateStickerCalculatorLookups,
  validateStickerPriceEntries,
} from './generated.js';

export type { AnswerValidator } from './answer.js';

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

// The payment card's answers (`<s62-payment-card>`, the order-link page): the card ships no zod.
export const publicOrderInfoAnswer = /*#__PURE__*/ compiled<typeof publicOrderInfo>(validatePublicOrderInfo);
export const paymentLinkReplyAnswer = /*#__PURE__*/ compiled<typeof paymentLinkReply>(validatePaymentLinkReply);
export const paymentStatusReplyAnswer = /*#__PURE__*/ compiled<typeof paymentStatusReply>(validatePaymentStatusReply);
export const orderSummaryAnswer = /*#__PURE__*/ compiled<typeof orderSummary>(validateOrderSummary);
export const orderProofsAnswer = /*#__PURE__*/ compiled<typeof orderProofs>(validateOrderProofs);

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

// The answers of parts loaded on demand, each in its own module (its chunk): see generate-validators.ts.
export * from './delivery.js';
export * from './invoice.js';
export * from './parcel.js';
