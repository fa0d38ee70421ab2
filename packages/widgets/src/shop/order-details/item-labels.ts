import type { AcrylItem, ItemKind, StickerItem } from '@stickers62/core/contract';
import { missingValue } from '@stickers62/core/format';
import { cuttingNames, itemTexts, laminationNames, orderScreenTexts } from '@stickers62/core/texts';

function nameOf(names: Record<string, string>, code: string | null): string {
  return code ? (names[code] ?? code) : missingValue;
}

/** The label/value pairs describing an item's parameters, display names for the codes. */
export function itemParameters(kind: ItemKind, item: StickerItem | AcrylItem): [string, string][] {
  if (kind === 'stickers') {
    const sticker = item as StickerItem;
    return [
      [itemTexts.cuttingType, nameOf(cuttingNames, sticker.cuttingType)],
      [itemTexts.filmType, sticker.filmType ?? missingValue],
      [itemTexts.laminationType, nameOf(laminationNames, sticker.laminationType)],
    ];
  }
  const acryl = item as AcrylItem;
  return [
    [itemTexts.acrylType, acryl.acrylType ?? missingValue],
    [itemTexts.materialType, acryl.materialType ?? missingValue],
    [itemTexts.printType, acryl.printType ?? missingValue],
    [itemTexts.fittings, acryl.fittings.length > 0 ? acryl.fittings.join(', ') : missingValue],
  ];
}

export function itemSizes(item: Pick<StickerItem, 'width' | 'height'>): string {
  return orderScreenTexts.sizes(item.width, item.height);
}
