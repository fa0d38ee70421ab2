import type { PrintFormat } from '../contract/constants.js';
import { paperFormatSizes } from '../pricing/paper-formats.js';
import { parcelStatusTitles } from '../texts/shipments.js';

/** The carrier's page where a track number is followed; `null` for a delivery without one. */
export function trackingUrl(
  deliveryType: string | null | undefined,
  trackNumber: string | null | undefined,
): string | null {
  const track = trackNumber?.trim();
  if (!track) return null;
  const encoded = encodeURIComponent(track);
  if (deliveryType === 'CDEK') return `https://www.cdek.ru/ru/tracking?order_id=${encoded}`;
  if (deliveryType === 'RussianPost' || deliveryType === 'RussianPostFirstClass') {
    return `https://www.pochta.ru/tracking?barcode=${encoded}`;
  }
  return null;
}

/** Our title of a CDEK status code, or CDEK's own name for a code we do not know (the list grows). */
export function parcelStatusTitle(code: string, cdekName?: string | null): string {
  return parcelStatusTitles[code] ?? cdekName?.trim() ?? code;
}

/** What a parcel's estimate counts (the shop's paper and acrylic, the box around them). */
export interface ParcelEstimateSettings {
  /** Grams of one sticker sheet of each format (paper, film and backing). */
  sheetGrams: Record<PrintFormat, number>;
  /** Grams per square metre of a sticker of another size. */
  sheetGramsPerSquareMetre: number;
  /** Millimetres one sheet adds to the stack. */
  sheetThicknessMm: number;
  /** Grams per square centimetre of an acrylic figure (3 mm acrylic with its fitting). */
  acrylGramsPerSquareCentimetre: number;
  /** Millimetres one acrylic figure adds to the stack (in its bag). */
  acrylThicknessMm: number;
  /** The envelope or box and its filling. */
  packagingGrams: number;
  /** Centimetres added around the largest item on each side of the box. */
  marginCm: number;
}

/** Defaults measured on the shop's own parcels; the server's CDEK_PARCEL_ESTIMATE overrides any of them. */
export const defaultParcelEstimate: ParcelEstimateSettings = {
  sheetGrams: { A3: 22, A4: 11, A5: 6, A6: 3, A7: 2, A8: 1 },
  sheetGramsPerSquareMetre: 180,
  sheetThicknessMm: 0.2,
  acrylGramsPerSquareCentimetre: 0.45,
  acrylThicknessMm: 5,
  packagingGrams: 120,
  marginCm: 2,
};

export interface ParcelItem {
  kind: 'sticker' | 'acryl';
  /** Millimetres. */
  width: number;
  height: number;
  count: number;
}

export interface ParcelEstimate {
  /** Grams of one unit of each item, in the order given (CDEK's `items[].weight`). */
  itemGrams: number[];
  /** The package in grams and centimetres (CDEK's `packages[]`). */
  weight: number;
  length: number;
  width: number;
  height: number;
}

function formatOf(width: number, height: number): PrintFormat | undefined {
  return (Object.keys(paperFormatSizes) as PrintFormat[]).find((format) => {
    const size = paperFormatSizes[format];
    return (size.width === width && size.height === height) || (size.width === height && size.height === width);
  });
}

/**
 * The parcel of an order's items: a sheet of a standard format weighs what the settings say for
 * it, another size by its area; acrylic by its area; one box as long and wide as the largest item
 * plus a margin and as high as the stack. Every unit weighs at least a gram (CDEK's minimum).
 */
export function estimateParcel(
  items: readonly ParcelItem[],
  settings: ParcelEstimateSettings = defaultParcelEstimate,
): ParcelEstimate {
  const itemGrams = items.map((item) => {
    if (item.kind === 'acryl') {
      return Math.max(1, Math.ceil(((item.width * item.height) / 100) * settings.acrylGramsPerSquareCentimetre));
    }
    const format = formatOf(item.width, item.height);
    const grams = format
      ? settings.sheetGrams[format]
      : ((item.width * item.height) / 1_000_000) * settings.sheetGramsPerSquareMetre;
    return Math.max(1, Math.ceil(grams));
  });
  const contents = items.reduce((sum, item, index) => sum + (itemGrams[index] ?? 0) * item.count, 0);
  const longest = Math.max(0, ...items.map((item) => Math.max(item.width, item.height)));
  const widest = Math.max(0, ...items.map((item) => Math.min(item.width, item.height)));
  const stackMm = items.reduce(
    (sum, item) => sum + item.count * (item.kind === 'acryl' ? settings.acrylThicknessMm : settings.sheetThicknessMm),
    0,
  );
  return {
    itemGrams,
    weight: Math.ceil(contents + settings.packagingGrams),
    length: Math.ceil(longest / 10 + settings.marginCm * 2),
    width: Math.ceil(widest / 10 + settings.marginCm * 2),
    height: Math.max(1, Math.ceil(stackMm / 10 + settings.marginCm)),
  };
}
