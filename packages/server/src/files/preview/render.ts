import { readFile, rename, rm, stat } from 'node:fs/promises';
import { type PDFiumLibrary as Library, PDFiumLibrary } from '@hyzyla/pdfium';
import sharp, { type Sharp } from 'sharp';
import type { RenderKind } from '../formats.js';
import { readPsdComposite } from './psd-composite.js';
import { PreviewRefusedError } from './refusal.js';

/** One picture to draw: the layout at `sourcePath`, at most `width` pixels wide, written to `outputPath` as WebP. */
export interface RenderRequest {
  sourcePath: string;
  kind: Exclude<RenderKind, 'placeholder'>;
  width: number;
  outputPath: string;
  limits: RenderLimits;
}

export interface RenderLimits {
  /** Largest decoded image (width × height) any renderer accepts. */
  maxPixels: number;
  /** Largest PDF loaded (PDFium needs the whole document in memory). */
  maxPdfBytes: number;
}

export type RenderResult = { status: 'rendered' } | { status: 'refused'; reason: string };

// Rendering runs in a worker with its own small budget: one libvips thread, no operation cache.
sharp.concurrency(1);
sharp.cache(false);

const webpQuality = 85;

/** Draws one preview; a layout it will not draw (too big, unsupported variant, broken) is `refused`. */
export async function renderPreview(request: RenderRequest): Promise<RenderResult> {
  try {
    const image = await decode(request);
    const temporary = `${request.outputPath}.${process.pid}-${Date.now()}.tmp`;
    try {
      await image.webp({ quality: webpQuality }).toFile(temporary);
      await rename(temporary, request.outputPath);
    } finally {
      await rm(temporary, { force: true });
    }
    return { status: 'rendered' };
  } catch (error) {
    if (error instanceof PreviewRefusedError || isDecoderRefusal(error)) {
      return { status: 'refused', reason: (error as Error).message };
    }
    throw error;
  }
}

/** libvips' words for an input it will not or cannot decode. */
function isDecoderRefusal(error: unknown): boolean {
  return (
    error instanceof Error && /pixel limit|unsupported image format|bad|corrupt|invalid|premature/i.test(error.message)
  );
}

async function decode(request: RenderRequest): Promise<Sharp> {
  const { sourcePath, width, limits } = request;
  switch (request.kind) {
    case 'raster':
      // sharp reads the header first and refuses a pixel bomb before decoding it.
      return sharp(sourcePath, { limitInputPixels: limits.maxPixels, sequentialRead: true, page: 0 })
        .rotate()
        .resize({ width, withoutEnlargement: true });
    case 'psd': {
      const composite = await readPsdComposite(sourcePath, width, limits.maxPixels);
      return sharp(composite.data, { raw: { width: composite.width, height: composite.height, channels: 3 } });
    }
    case 'pdf':
      return renderPdfFirstPage(sourcePath, width, limits);
  }
}

let pdfium: Promise<Library> | null = null;

async function renderPdfFirstPage(path: string, width: number, limits: RenderLimits): Promise<Sharp> {
  const { size } = await stat(path);
  if (size > limits.maxPdfBytes) throw new PreviewRefusedError(`PDF of ${size} bytes is above the preview limit`);
  pdfium ??= PDFiumLibrary.init();
  const library = await pdfium;
  const document = await library.loadDocument(await readFile(path)).catch((error: unknown) => {
    throw new PreviewRefusedError(`PDF does not open: ${(error as Error).message}`);
  });
  try {
    const page = document.getPage(0);
    const { originalWidth, originalHeight } = page.getOriginalSize();
    if (!(originalWidth > 0 && originalHeight > 0)) throw new PreviewRefusedError('PDF page has no size');
    const scale = Math.min(width / originalWidth, 1000 / 72);
    const pixels = Math.ceil(originalWidth * scale) * Math.ceil(originalHeight * scale);
    if (pixels > limits.maxPixels) throw new PreviewRefusedError(`PDF page would be ${pixels} pixels`);
    const bitmap = await page.render({ scale, render: 'bitmap', colorSpace: 'BGRA' });
    // The wrapper asks PDFium for reversed byte order, so "BGRA" arrives as RGBA.
    const rgba = Buffer.from(bitmap.data.buffer, bitmap.data.byteOffset, bitmap.data.byteLength);
    return sharp(rgba, { raw: { width: bitmap.width, height: bitmap.height, channels: 4 } }).flatten({
      background: '#ffffff',
    });
  } finally {
    document.destroy();
  }
}
