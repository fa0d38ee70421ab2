import type {
  AcrylItem,
  AcrylItemSaveRequest,
  ItemKind,
  StickerItem,
  StickerItemSaveRequest,
} from '@stickers62/core/contract';
import { storedStickerSize } from '@stickers62/core/rules';
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
    columns: Pick<
      typeof stickerItems.$inferInsert,
      'cuttingType' | 'filmType' | 'laminationType' | 'stickerWidth' | 'stickerHeight'
    >;
    template: Pick<typeof stickerItems, 'cuttingType' | 'filmType' | 'laminationType'>;
  };
  acryl: {
    request: AcrylItemSaveRequest;
    item: AcrylItem;
    columns: Pick<typeof acrylItems.$inferInsert, 'materialType' | 'printType' | 'acrylType' | 'fittings'>;
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

/** Everything that differs between sticker and acrylic items; the code around it is one. */
interface KindRules<Kind extends ItemKind> {
  table: ItemTable;
  /** The kind's own columns of a save request, beside the shared ones. */
  ownColumns(body: ItemSaveRequest<Kind>): KindTypes[Kind]['columns'];
  referenceChecks(body: ItemSaveRequest<Kind>): ReferenceCheck[];
  /** One item row, as the wire sends it. */
  toItem(row: StickerItemRow | AcrylItemRow): ItemOfKind<Kind>;
  /** The kind's own columns of a layout template entry (`recent-items`). */
  templateColumns: KindTypes[Kind]['template'];
}

/** The fields both item kinds share; each kind's own fields come before them on the wire. */
function sharedItemFields(row: StickerItemRow | AcrylItemRow) {
  return {
    count: row.count,
    width: row.width,
    height: row.height,
    isColorProof: row.isColorProof,
    isFileInOtherItem: row.isFileInOtherItem,
    otherItem: row.otherItem,
    fileName: row.fileName,
    status: row.status,
    cost: row.cost,
    managerPrice: row.managerPrice,
    // Only an item with a layout has one to show (null: not examined yet, or refused).
    ...(row.fileKey ? { preflight: row.preflight } : {}),
  };
}

export function toStickerItem(row: StickerItemRow): StickerItem {
  return {
    id: row.id,
    name: row.name,
    comment: row.comment,
    cuttingType: row.cuttingType,
    filmType: row.filmType,
    laminationType: row.laminationType,
    stickerWidth: row.stickerWidth,
    stickerHeight: row.stickerHeight,
    ...sharedItemFields(row),
  };
}

export function toAcrylItem(row: AcrylItemRow): AcrylItem {
  return {
    id: row.id,
    name: row.name,
    comment: row.comment,
    materialType: row.materialType,
    printType: row.printType,
    acrylType: row.acrylType,
    fittings: row.fittings,
    ...sharedItemFields(row),
  };
}

export const itemKinds: { [Kind in ItemKind]: KindRules<Kind> } = {
  stickers: {
    table: stickerItems,
    ownColumns: (body) => ({
      cuttingType: body.cuttingType,
      filmType: body.filmType,
      laminationType: body.laminationType,
      // A planning aid: one side alone lays nothing out, so it is kept only with the other.
      ...storedStickerSize({ width: body.stickerWidth ?? 0, height: body.stickerHeight ?? 0 }),
    }),
    referenceChecks: (body) => [
      { field: 'cuttingType', values: [body.cuttingType ?? ''] },
      { field: 'laminationType', values: [body.laminationType ?? ''] },
      { field: 'filmType', values: [body.filmType ?? ''] },
    ],
    toItem: (row) => toStickerItem(row as StickerItemRow),
    templateColumns: {
      cuttingType: stickerItems.cuttingType,
      filmType: stickerItems.filmType,
      laminationType: stickerItems.laminationType,
    },
  },
  acryl: {
    table: acrylItems,
    ownColumns: (body) => ({
      materialType: body.materialType,
      printType: body.printType,
      acrylType: body.acrylType,
      fittings: [...new Set(body.fittings)],
    }),
    referenceChecks: (body) => [
      { field: 'materialType', values: [body.materialType ?? ''] },
      { field: 'printType', values: [body.printType ?? ''] },
      { field: 'acrylType', values: [body.acrylType ?? ''] },
      { field: 'fittings', values: body.fittings },
    ],
    toItem: (row) => toAcrylItem(row as AcrylItemRow),
    templateColumns: {
      acrylType: acrylItems.acrylType,
      materialType: acrylItems.materialType,
      printType: acrylItems.printType,
      fittings: acrylItems.fittings,
    },
  },
};
