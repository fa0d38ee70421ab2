import type { ProductionTotals } from '../contract/production-totals.js';
import { contourTexts, cuttingNames, laminationNames, productionTotalsTexts as texts } from '../texts/index.js';
import { formatRubles } from './index.js';

/** How a column's cells read: a name, a number of things, or rubles. */
export type ProductionColumnKind = 'label' | 'count' | 'money';

export interface ProductionColumn {
  header: string;
  kind: ProductionColumnKind;
}

export type ProductionCell = string | number;

/**
 * One table of the production totals, as the screen, the printout and the CSV show it: the
 * same columns, labels and order everywhere, so the three cannot disagree.
 */
export interface ProductionTable {
  caption: string;
  /** Said in place of the table when it has no rows. */
  empty: string;
  columns: ProductionColumn[];
  rows: ProductionCell[][];
  /** The sums row, under the groups. */
  total: ProductionCell[];
}

const label = (value: string | null) => value?.trim() || texts.notSet;
const named = (names: Record<string, string>, value: string | null) => (value && names[value]) || label(value);

/** Columns of names under these headers. */
const labels = (headers: string[]): ProductionColumn[] => headers.map((header) => ({ header, kind: 'label' }));

/** The numbers of a group: its items, its sheets or pieces (`things`), colour proofs and cost. */
const counts = (things: string): ProductionColumn[] => [
  { header: texts.items, kind: 'count' },
  { header: things, kind: 'count' },
  { header: texts.colorProofs, kind: 'count' },
  { header: texts.cost, kind: 'money' },
];

/** The two tables of the production totals: sticker sheets, then acrylic pieces. */
export function productionTables(totals: ProductionTotals): [ProductionTable, ProductionTable] {
  const stickers: ProductionTable = {
    caption: texts.stickersCaption,
    empty: texts.noStickers,
    columns: [
      ...labels([texts.format, texts.film, texts.lamination, texts.cutting]),
      ...counts(texts.sheets),
      ...labels([contourTexts.productionColumn]),
    ],
    rows: totals.stickerSheets.map((group) => [
      group.format ?? texts.noFormat,
      label(group.filmType),
      named(laminationNames, group.laminationType),
      named(cuttingNames, group.cuttingType),
      group.items,
      group.sheets,
      group.colorProofs,
      group.cost,
      group.contours ? contourTexts.productionCounts(group.contours) : contourTexts.productionNotCut,
    ]),
    total: [
      texts.total,
      '',
      '',
      '',
      totals.stickers.items,
      totals.stickers.sheets,
      totals.stickers.colorProofs,
      totals.stickers.cost,
      '',
    ],
  };
  const acryl: ProductionTable = {
    caption: texts.acrylCaption,
    empty: texts.noAcryl,
    columns: [...labels([texts.acrylType, texts.material, texts.printType]), ...counts(texts.pieces)],
    rows: totals.acrylPieces.map((group) => [
      label(group.acrylType),
      label(group.materialType),
      label(group.printType),
      group.items,
      group.pieces,
      group.colorProofs,
      group.cost,
    ]),
    total: [texts.total, '', '', totals.acryl.items, totals.acryl.pieces, totals.acryl.colorProofs, totals.acryl.cost],
  };
  return [stickers, acryl];
}

/** The closing lines of every form: the number of orders and of colour proofs. */
export function productionSummary(totals: ProductionTotals): [string, number][] {
  return [
    [texts.orders, totals.orderCount],
    [texts.allColorProofs, totals.colorProofs],
  ];
}

/** A cell as the screen and the printout read it: counts with ru-RU digit groups, money in rubles. */
export function productionCellText(cell: ProductionCell, kind: ProductionColumnKind): string {
  if (typeof cell === 'string') return cell;
  return kind === 'money' ? formatRubles(cell) : cell.toLocaleString('ru-RU');
}
