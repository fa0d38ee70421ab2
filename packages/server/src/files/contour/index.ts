import { type ContourResult, contourCuttingTypes } from '@stickers62/core/contract';
import type { LayoutFormat } from '../formats.js';
import type { ImageFacts, PreflightItem } from '../preflight/facts.js';
import type { ArtworkSize } from './alpha-reader.js';
import type { ContourSettings } from './settings.js';

export type { ContourSettings } from './settings.js';
export { contourDefaults } from './settings.js';

const mmPerInch = 25.4;

/** Whether the item is cut along the artwork's shape («Контурная», «Сквозная»): it gets a contour. */
export function wantsContour(item: PreflightItem): boolean {
  return (
    item.kind === 'stickers' &&
    (contourCuttingTypes as readonly (string | null | undefined)[]).includes(item.cuttingType)
  );
}

/** Layouts drawn in vectors: their cut line is expected in the file, drawn by the designer. */
const vectorFormats: readonly LayoutFormat[] = ['pdf', 'postscript', 'cdr'];

export function vectorContour(item: PreflightItem, settings: ContourSettings): ContourResult | undefined {
  return wantsContour(item) ? untracedContour('vector', item, settings) : undefined;
}

/** A contour with no path: expected in a vector file, or still being traced (`pending`). */
export function untracedContour(
  status: 'vector' | 'pending',
  item: PreflightItem,
  settings: ContourSettings,
): ContourResult {
  return {
    status,
    widthMm: item.widthMm > 0 ? item.widthMm + 2 * settings.bleedMm : 0,
    heightMm: item.heightMm > 0 ? item.heightMm + 2 * settings.bleedMm : 0,
    bleedMm: settings.bleedMm,
    pathMm: '',
    nodes: 0,
    findings: [],
  };
}

export const isVectorFormat = (format: LayoutFormat) => vectorFormats.includes(format);

/**
 * The size the artwork is printed at: the item's, matched to the artwork's orientation (a
 * landscape file for a portrait item is printed turned); the file's own resolution only for an
 * item without a size, and the good resolution when the file declares none either.
 */
export function printSizeOf(facts: ImageFacts, item: PreflightItem, fallbackDpi: number): ArtworkSize {
  const { widthPx, heightPx } = facts;
  if (item.widthMm > 0 && item.heightMm > 0) {
    const turned = widthPx >= heightPx !== item.widthMm >= item.heightMm && widthPx !== heightPx;
    const [widthMm, heightMm] = turned ? [item.heightMm, item.widthMm] : [item.widthMm, item.heightMm];
    return { widthPx, heightPx, widthMm, heightMm };
  }
  const dpi = facts.fileDpi ?? fallbackDpi;
  return { widthPx, heightPx, widthMm: (widthPx / dpi) * mmPerInch, heightMm: (heightPx / dpi) * mmPerInch };
}

/** The cut contour of a raster layout (PNG, TIFF, WebP, JPEG, PSD's merged image) for its item. */
export async function rasterContour(
  sourcePath: string,
  format: LayoutFormat,
  facts: ImageFacts,
  item: PreflightItem,
  options: { settings: ContourSettings; maxPixels: number; fallbackDpi: number },
): Promise<ContourResult> {
  // Loaded by the first trace, not with the worker: a worker that only renders or reads headers
  // starts without the tracer and Clipper (as sharp is loaded on first use, preflight/raster-reader.ts).
  const [{ readAlphaGrid }, { cutContour }] = await Promise.all([import('./alpha-reader.js'), import('./trace.js')]);
  const size = printSizeOf(facts, item, options.fallbackDpi);
  const grid = await readAlphaGrid(sourcePath, format, size, options.maxPixels);
  return cutContour(grid, options.settings);
}
