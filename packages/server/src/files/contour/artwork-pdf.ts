import { writeFile } from 'node:fs/promises';
import type { ContourResult } from '@stickers62/core/contract';
import type { LayoutFormat } from '../formats.js';
import { readPsdComposite } from '../preview/psd-composite.js';
import { PreviewRefusedError } from '../preview/refusal.js';
import { contourPdf } from './documents.js';

/** The artwork and its contour in one PDF, made in a preview worker under its limits. */
export interface ContourPdfRequest {
  sourcePath: string;
  format: LayoutFormat;
  contour: ContourResult;
  outputPath: string;
  maxPixels: number;
}

/** The most pixels across the placed artwork: as the full-size preview (`artworkPixels`), ~340 dpi on an A3 sheet. */
const artworkPixels = 4000;

export type ContourPdfResult = { status: 'written' } | { status: 'refused'; reason: string };

/**
 * Places the artwork (at most `artworkPixels` across, as the full preview) at its
 * print size inside the contour's page, transparency kept, and writes the PDF to `outputPath`.
 */
export async function writeArtworkContourPdf(request: ContourPdfRequest): Promise<ContourPdfResult> {
  const { sourcePath, format, contour, maxPixels } = request;
  const { default: sharp } = await import('sharp');
  let png: Buffer;
  try {
    if (format === 'psd') {
      const composite = await readPsdComposite(sourcePath, artworkPixels, maxPixels, { alpha: true });
      let image = sharp(composite.data, { raw: { width: composite.width, height: composite.height, channels: 3 } });
      if (composite.alpha) {
        const alpha = { raw: { width: composite.width, height: composite.height, channels: 1 as const } };
        image = image.joinChannel(Buffer.from(composite.alpha), alpha);
      }
      png = await image.png({ compressionLevel: 1 }).toBuffer();
    } else {
      png = await sharp(sourcePath, { limitInputPixels: maxPixels, page: 0 })
        .rotate()
        .resize({ width: artworkPixels, height: artworkPixels, fit: 'inside', withoutEnlargement: true })
        .png({ compressionLevel: 1 })
        .toBuffer();
    }
  } catch (error) {
    if (error instanceof PreviewRefusedError || /pixel limit|unsupported image format/i.test(String(error))) {
      return { status: 'refused', reason: (error as Error).message };
    }
    throw error;
  }
  const artwork = {
    bytes: png,
    type: 'png' as const,
    widthMm: contour.widthMm - 2 * contour.bleedMm,
    heightMm: contour.heightMm - 2 * contour.bleedMm,
  };
  await writeFile(request.outputPath, await contourPdf(contour, artwork));
  return { status: 'written' };
}
