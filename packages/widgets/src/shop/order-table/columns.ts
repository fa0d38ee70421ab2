import type { AcrylItem, ItemKind, StickerItem } from '@stickers62/core/contract';
import { formatRubles, missingValue } from '@stickers62/core/format';
import { cuttingNames, itemTexts, laminationNames } from '@stickers62/core/texts';

/** A row of the read-only table: the item and the texts computed for it. */
export interface ItemRow {
  item: StickerItem | AcrylItem;
  cost: number;
  fileStatus: string;
}

export interface ItemColumn {
  id: string;
  header: string;
  /** The value sorted by. */
  value: (row: ItemRow) => string | number;
  /** The text shown (defaults to the value). */
  text?: (row: ItemRow) => string;
}

const named = (names: Record<string, string>, code: string | null) => (code ? (names[code] ?? code) : missingValue);

const common = {
  name: { id: 'name', header: itemTexts.name, value: (row: ItemRow) => row.item.name },
  count: { id: 'count', header: itemTexts.count, value: (row: ItemRow) => row.item.count },
  width: { id: 'width', header: itemTexts.width, value: (row: ItemRow) => row.item.width },
  height: { id: 'height', header: itemTexts.height, value: (row: ItemRow) => row.item.height },
  cost: {
    id: 'cost',
    header: itemTexts.cost,
    value: (row: ItemRow) => row.cost,
    text: (row: ItemRow) => formatRubles(row.cost),
  },
  status: { id: 'status', header: itemTexts.status, value: (row: ItemRow) => row.fileStatus },
  comment: { id: 'comment', header: itemTexts.comment, value: (row: ItemRow) => row.item.comment ?? '' },
} satisfies Record<string, ItemColumn>;

const sticker = (row: ItemRow) => row.item as StickerItem;
const acryl = (row: ItemRow) => row.item as AcrylItem;

/** The table's columns for stickers or acryl, in display order. */
export function itemColumns(kind: ItemKind): ItemColumn[] {
  const parameters: ItemColumn[] =
    kind === 'stickers'
      ? [
          {
            id: 'cuttingType',
            header: itemTexts.cuttingType,
            value: (row) => named(cuttingNames, sticker(row).cuttingType),
          },
          { id: 'filmType', header: itemTexts.filmType, value: (row) => sticker(row).filmType ?? missingValue },
          {
            id: 'laminationType',
            header: itemTexts.laminationType,
            value: (row) => named(laminationNames, sticker(row).laminationType),
          },
        ]
      : [
          { id: 'acrylType', header: itemTexts.acrylType, value: (row) => acryl(row).acrylType ?? missingValue },
          {
            id: 'materialType',
            header: itemTexts.materialType,
            value: (row) => acryl(row).materialType ?? missingValue,
          },
          { id: 'printType', header: itemTexts.printType, value: (row) => acryl(row).printType ?? missingValue },
          {
            id: 'fittings',
            header: itemTexts.fittings,
            value: (row) => acryl(row).fittings.join(', ') || missingValue,
          },
        ];
  return [
    common.name,
    ...parameters,
    common.count,
    common.width,
    common.height,
    common.cost,
    common.status,
    common.comment,
  ];
}
