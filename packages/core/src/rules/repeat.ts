import {
  type AcrylItem,
  type AcrylItemSaveRequest,
  itemLimits,
  type StickerItem,
  type StickerItemSaveRequest,
} from '../contract/index.js';
import { repeatTexts } from '../texts/index.js';

/** '{name} из {orderNumber}', shortening the source name (not the suffix) to the name limit. */
export function repeatedLayoutName(name: string, orderNumber: number): string {
  const suffixLength = repeatTexts.name('', orderNumber).length;
  return repeatTexts.name(name.slice(0, Math.max(0, itemLimits.maxNameLength - suffixLength)), orderNumber);
}

/** 'Повтор макета из заказа {orderNumber},{old comment}', cut to the comment limit. */
export function repeatedLayoutComment(comment: string | null, orderNumber: number): string {
  return repeatTexts.comment(orderNumber, comment ?? '').slice(0, itemLimits.maxCommentLength);
}

/** What a repeat copies from the source and sets anew: no file, printed before, no colour proof. */
function repeatedCommon(source: { id: number; name: string; comment: string | null }, orderNumber: number) {
  return {
    name: repeatedLayoutName(source.name, orderNumber),
    comment: repeatedLayoutComment(source.comment, orderNumber),
    isFileInOtherItem: true,
    isColorProof: false,
    otherItem: source.id,
  };
}

export type RepeatableStickerItem = Pick<
  StickerItem,
  'id' | 'name' | 'comment' | 'cuttingType' | 'filmType' | 'laminationType' | 'count' | 'width' | 'height'
>;
export type RepeatableAcrylItem = Pick<
  AcrylItem,
  'id' | 'name' | 'comment' | 'materialType' | 'printType' | 'acrylType' | 'fittings' | 'count' | 'width' | 'height'
>;

/** The save request of a new sticker item repeating `source` from order `orderNumber`. */
export function repeatStickerItem(source: RepeatableStickerItem, orderNumber: number): StickerItemSaveRequest {
  return {
    cuttingType: source.cuttingType,
    filmType: source.filmType,
    laminationType: source.laminationType,
    count: source.count,
    width: source.width,
    height: source.height,
    ...repeatedCommon(source, orderNumber),
  };
}

/** The save request of a new acrylic item repeating `source` from order `orderNumber`. */
export function repeatAcrylItem(source: RepeatableAcrylItem, orderNumber: number): AcrylItemSaveRequest {
  return {
    materialType: source.materialType,
    printType: source.printType,
    acrylType: source.acrylType,
    fittings: [...source.fittings],
    count: source.count,
    width: source.width,
    height: source.height,
    ...repeatedCommon(source, orderNumber),
  };
}

/** A new sticker item: count and sizes 0, colour proof on, not printed before. */
export function newStickerItem(): StickerItemSaveRequest {
  return {
    name: '',
    comment: null,
    cuttingType: null,
    filmType: null,
    laminationType: null,
    count: 0,
    width: 0,
    height: 0,
    paperSize: 'Other',
    isColorProof: true,
    isFileInOtherItem: false,
    otherItem: null,
  };
}

/** A new acrylic item: colour proof off. */
export function newAcrylItem(): AcrylItemSaveRequest {
  return {
    name: '',
    comment: null,
    materialType: null,
    printType: null,
    acrylType: null,
    fittings: [],
    count: 0,
    width: 0,
    height: 0,
    isColorProof: false,
    isFileInOtherItem: false,
    otherItem: null,
  };
}
