import type { LayoutFormat } from '../formats.js';
import { readPsdComposite } from '../preview/psd-composite.js';
import type { AlphaGrid } from './trace.js';

/** The finest grid cell traced (mm): a tenth of a millimetre keeps the line within 0.2 mm of the art. */
const finestCellMm = 0.1;
/** The most cells along a side: a metre-long banner is traced at 0.5 mm cells, not 10 000 of them. */
const maxCellsPerSide = 2000;

/** The print size of an artwork and its pixels. */
export interface ArtworkSize {
  widthPx: number;
  heightPx: number;
  widthMm: number;
  heightMm: number;
}

/** Cells across and down the traced grid: never more than the artwork's pixels. */
export function gridSizeOf(size: ArtworkSize): { width: number; height: number } {
  const cellMm = Math.max(finestCellMm, Math.max(size.widthMm, size.heightMm) / maxCellsPerSide);
  return {
    width: Math.max(1, Math.min(size.widthPx, Math.ceil(size.widthMm / cellMm))),
    height: Math.max(1, Math.min(size.heightPx, Math.ceil(size.heightMm / cellMm))),
  };
}

/**
 * The artwork's alpha on the traced grid: libvips decodes and scales it down (box average, so
 * the 50 % edge stays where it was); a PSD's merged image is read with its transparency plane.
 * An artwork without an alpha channel is opaque everywhere.
 */
export async function readAlphaGrid(
  sourcePath: string,
  format: LayoutFormat,
  size: ArtworkSize,
  maxPixels: number,
): Promise<AlphaGrid> {
  const { width, height } = gridSizeOf(size);
  const printSize = { widthMm: size.widthMm, heightMm: size.heightMm };
  if (format === 'psd') {
    const composite = await readPsdComposite(sourcePath, width, maxPixels, { alpha: true });
    const alpha = composite.alpha ?? new Uint8Array(composite.width * composite.height).fill(255);
    return { width: composite.width, height: composite.height, alpha, ...printSize };
  }
  const { default: sharp } = await import('sharp');
  // Two pipelines: sharp resizes before it extracts a channel, so one pipeline would scale all
  // four bands; the alpha alone, decoded once and then scaled, is a quarter of that work.
  const decoded = await sharp(sourcePath, { limitInputPixels: maxPixels, page: 0, sequentialRead: true })
    .rotate()
    .ensureAlpha()
    .extractChannel('alpha')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { data, info } = await sharp(decoded.data, {
    raw: { width: decoded.info.width, height: decoded.info.height, channels: 1 },
  })
    .resize({ width, height, fit: 'fill', kernel: 'linear' })
    // One band in, one band out: libvips would otherwise hand the grey image back as sRGB.
    .extractChannel(0)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const alpha = new Uint8Array(data.buffer, data.byteOffset, data.length);
  return { width: info.width, height: info.height, alpha, ...printSize };
}
