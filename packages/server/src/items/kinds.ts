import type {
  AcrylItem,
  AcrylItemSaveRequest,
  ItemKind,
  StickerItem,
  StickerItemSaveRequest,
} from '@stickers62/core/contract';
import { itemTexts } from '@stickers62/core/texts';
import { acrylItems, stickerItems } from '../db/schema.js';
import type { KnownValues } from '../references/reference-cache.js';

export type StickerItemRow = typeof stickerItems.$inferSelect;
export type AcrylItemRow = typeof acrylItems.$inferSelect;
export type ItemTable = typeof stickerItems | typeof acrylItems;

/** What each kind of item is on the wire: the save request it takes and the item it answers. */
interface KindTypes {
  stickers: {
    request: StickerItemSaveRequest;
    item: StickerItem;
    template: Pick<typeof stickerItems, 'cuttingType' | 'filmType' | 'laminationType'>;
  };
  acryl: {
    request: AcrylItemSaveRequest;
    item: AcrylItem;
    template: Pick<typeof acrylItems, 'acrylType' | 'materialType' | 'printType' | 'fittings'>;
  };
}
export type ItemSaveRequest<Kind extends ItemKind = ItemKind> = KindTypes[Kind]['request'];
export type ItemOfKind<Kind extends ItemKind = ItemKind> = KindTypes[Kind]['item'];

/** Field labels for "Некорректное значение поля «…»", as the item form names them. */
export const fieldLabels = {
  cuttingType: itemTexts.cuttingType,
  filmType: itemTexts.filmType,
  laminationType: itemTexts.laminationType,
  materialType: itemTexts.materialType,
  printType: itemTexts.printType,
  acrylType: itemTexts.acrylType,
  fittings: itemTexts.fittings,
  otherItem: itemTexts.repeatLayoutField,
} as const;

/** A field whose values must come from a reference list (its values: `KnownValues`). */
export interface ReferenceCheck {
  field: keyof KnownValues;
  values: string[];
}

/**
 * The rules that differ between sticker and acrylic items; the columns each kind moves between
 * the database and the wire are its column map (columns.ts).
 */
interface KindRules<Kind extends ItemKind> {
  table: ItemTable;
  referenceChecks(body: ItemSaveRequest<Kind>): ReferenceCheck[];
  /** The kind's own columns of a layout template entry (`recent-items`). */
  templateColumns: KindTypes[Kind]['template'];
}

export const itemKinds: { [Kind in ItemKind]: KindRules<Kind> } = {
  stickers: {
    table: stickerItems,
    referenceChecks: (body) => [
      { field: 'cuttingType', values: [body.cuttingType ?? ''] },
      { field: 'laminationType', values: [body.laminationType ?? ''] },
      { field: 'filmType', values: [body.filmType ?? ''] },
    ],
    templateColumns: {
      cuttingType: stickerItems.cuttingType,
      filmType: stickerItems.filmType,
      laminationType: stickerItems.laminationType,
    },
  },
  acryl: {
    table: acrylItems,
    referenceChecks: (body) => [
      { field: 'materialType', values: [body.materialType ?? ''] },
      { field: 'printType', values: [body.printType ?? ''] },
      { field: 'acrylType', values: [body.acrylType ?? ''] },
      { field: 'fittings', values: body.fittings },
    ],
    templateColumns: {
      acrylType: acrylItems.acrylType,
      materialType: acrylItems.materialType,
      printType: acrylItems.printType,
      fittings: acrylItems.fittings,
    },
  },
};
