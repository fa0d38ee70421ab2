import {
  type AcrylItemSaveRequest,
  generalAcrylFileItemName,
  type ItemKind,
  type StickerItemSaveRequest,
  typedTextError,
} from '../contract/index.js';
import { itemTexts } from '../texts/index.js';
import { isLayoutNameValid, layoutNamePathProblem } from './layout-name.js';

export const stickerRequiredFields = ['name', 'cuttingType', 'filmType', 'laminationType'] as const;
export const acrylRequiredFields = ['name', 'materialType', 'printType', 'acrylType'] as const;
/** Must be above 0: highlighted when not, but they do not block saving. */
export const positiveFields = ['count', 'width', 'height'] as const;

export type StickerFormField = (typeof stickerRequiredFields)[number] | (typeof positiveFields)[number];
export type AcrylFormField = (typeof acrylRequiredFields)[number] | (typeof positiveFields)[number];

export interface ItemFormCheck<Field extends string> {
  /** Why saving is blocked, or `null` when it may go ahead. */
  blockingMessage: string | null;
  /** Fields to highlight: empty required fields and counts or sizes not above 0. */
  highlighted: Field[];
}

type StickerFormValues = Pick<
  StickerItemSaveRequest,
  (typeof stickerRequiredFields)[number] | 'count' | 'width' | 'height'
>;
type AcrylFormValues = Pick<AcrylItemSaveRequest, (typeof acrylRequiredFields)[number] | 'count' | 'width' | 'height'>;

function isFilled(value: string | null): boolean {
  return value !== null && value.trim() !== '';
}

type PositiveField = (typeof positiveFields)[number];

function checkItemForm<Required extends string>(
  values: Record<Required, string | null> & Record<PositiveField, number> & { name: string },
  required: readonly Required[],
  requiredMessage: string,
  reservedName?: string,
): ItemFormCheck<Required | PositiveField> {
  const missing = required.filter((field) => !isFilled(values[field]));
  const notPositive = positiveFields.filter((field) => !(values[field] > 0));
  const nameReserved = reservedName !== undefined && values.name.trim() === reservedName;
  let blockingMessage: string | null = null;
  const namePathProblem = layoutNamePathProblem(values.name);
  const nameValid = isLayoutNameValid(values.name);
  // The spec's file-name rule speaks first; then hidden or broken characters (the server's rule too).
  const typedNameProblem = nameValid ? typedTextError(values.name, 'name') : null;
  if (!nameValid) blockingMessage = itemTexts.nameBlocksSave;
  else if (typedNameProblem) blockingMessage = typedNameProblem;
  else if (namePathProblem) blockingMessage = namePathProblem;
  else if (nameReserved) blockingMessage = itemTexts.nameReserved;
  else if (missing.length > 0) blockingMessage = requiredMessage;
  const highlighted: (Required | PositiveField)[] = [...missing, ...notPositive];
  if (nameReserved || namePathProblem || typedNameProblem) highlighted.unshift('name' as Required);
  return { blockingMessage, highlighted };
}

/** Save check of the sticker form: a bad name first, then the required fields. */
export function checkStickerItemForm(values: StickerFormValues): ItemFormCheck<StickerFormField> {
  return checkItemForm(values, stickerRequiredFields, itemTexts.stickersRequired);
}

/**
 * Save check of the acryl form: a bad or reserved name first, then the required fields. The
 * order's general acryl file is stored under the item name `__general__`, so no item may take it.
 */
export function checkAcrylItemForm(values: AcrylFormValues): ItemFormCheck<AcrylFormField> {
  return checkItemForm(values, acrylRequiredFields, itemTexts.acrylRequired, generalAcrylFileItemName);
}

/**
 * The save check of either kind, for code (like the server) that handles both. The kind says
 * which fields `values` carries (the route's body schema has checked them).
 */
export function checkItemSaveRequest(
  kind: ItemKind,
  values: StickerFormValues | AcrylFormValues,
): ItemFormCheck<StickerFormField | AcrylFormField> {
  return kind === 'stickers'
    ? checkStickerItemForm(values as StickerFormValues)
    : checkAcrylItemForm(values as AcrylFormValues);
}
