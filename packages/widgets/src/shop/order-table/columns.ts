import type { AcrylItem, ItemKind, StickerItem } from '@stickers62/core/contract';
import { formatItemQuantity, formatQuotedItemCost, missingValue } from '@stickers62/core/format';
import { cuttingNames, itemTexts, laminationNames } from '@stickers62/core/texts';

/** A row of the read-only table: the item and the texts computed for it. */
export interface ItemRow {
  item: StickerItem | AcrylItem;
  cost: number;
  /** No price was found: the manager prices it. */
  priceOnRequest?: boolean;
  fileStatus: string;
}

export interface ItemColumn {
  id: string;
  header: string;
  /** Initial width where 100 px would cut the usual values; the rest start at the default 100. */
  size?: number;
  /** The value sorted by. */
  value: (row: ItemRow) => string | number;
  /** The text shown (defaults to the value). */
  text?: (row: ItemRow) => string;
  /** The cell also shows the layout's preflight badge (the file status column). */
  showsPreflight?: true;
}

const named = (names: Record<string, string>, code: string | null) => (code ? (names[code] ?? code) : missingValue);

const common = {
  name: { id: 'name', header: itemTexts.name, size: 200, value: (row: ItemRow) => row.item.name },
  count: { id: 'count', header: itemTexts.count, size: 120, value: (row: ItemRow) => row.item.count },
  width: { id: 'width', header: itemTexts.width, size: 120, value: (row: ItemRow) => row.item.width },
  height: { id: 'height', header: itemTexts.height, size: 120, value: (row: ItemRow) => row.item.height },
  cost: {
    id: 'cost',
    header: itemTexts.cost,
    // Room for «1 000,00 ₽ · цена менеджера» (a price the manager set) without cutting it.
    size: 220,
    value: (row: ItemRow) => row.cost,
    text: (row: ItemRow) => formatQuotedItemCost(row.cost, row.item, row.priceOnRequest ?? false),
  },
  status: {
    id: 'status',
    header: itemTexts.status,
    size: 200,
    value: (row: ItemRow) => row.fileStatus,
    showsPreflight: true,
  },
  comment: { id: 'comment', header: itemTexts.comment, size: 200, value: (row: ItemRow) => row.item.comment ?? '' },
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
            size: 120,
            value: (row) => named(cuttingNames, sticker(row).cuttingType),
          },
          {
            id: 'filmType',
            header: itemTexts.filmType,
            size: 170,
            value: (row) => sticker(row).filmType ?? missingValue,
          },
          {
            id: 'laminationType',
            header: itemTexts.laminationType,
            size: 140,
            value: (row) => named(laminationNames, sticker(row).laminationType),
          },
        ]
      : [
          { id: 'acrylType', header: itemTexts.acrylType, value: (row) => acryl(row).acrylType ?? missingValue },
          {
            id: 'materialType',
            header: itemTexts.materialType,
            size: 170,
            value: (row) => acryl(row).materialType ?? missingValue,
          },
          {
            id: 'printType',
            header: itemTexts.printType,
            size: 150,
            value: (row) => acryl(row).printType ?? missingValue,
          },
          {
            id: 'fittings',
            header: itemTexts.fittings,
            size: 170,
            value: (row) => acryl(row).fittings.join(', ') || missingValue,
          },
        ];
  // What a customer looks for first (how many, what it costs, where its layout stands) comes first.
  return [
    common.name,
    {
      ...common.count,
      // The unit with the number: sheets of the item's format for stickers, pieces for acrylic.
      text: (row) => formatItemQuantity(kind, row.item.count),
    },
    common.cost,
    common.status,
    ...parameters,
    common.width,
    common.height,
    common.comment,
  ];
}

/** Widths on a phone (≤ 640 px): name and cost together fit the 288 px a 320 px screen leaves. */
const narrowSizes: Record<string, number> = { name: 140, cost: 130 };

/**
 * The columns on a phone: the name, then the cost (what a buyer looks for first), then the rest
 * in their usual order; the name narrower, so both fit the screen's width.
 */
export function narrowColumnOrder(columns: ItemColumn[]): ItemColumn[] {
  const first = ['name', 'cost'];
  return [
    ...first.flatMap((id) => columns.filter((column) => column.id === id)),
    ...columns.filter((column) => !first.includes(column.id)),
  ].map((column) => (narrowSizes[column.id] ? { ...column, size: narrowSizes[column.id] } : column));
}
