import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writePsdBuffer } from 'ag-psd';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { ringsOfPath } from '../../../src/files/contour/svg.js';
import type { LayoutFormat } from '../../../src/files/formats.js';
import { type PreflightItem, preflightDefaults } from '../../../src/files/preflight/index.js';
import { PreviewWorkerPool } from '../../../src/files/preview/worker-pool.js';
import { pngBomb } from '../test-fixtures.js';
import { radiusRange, transparentPng } from './test-fixtures.js';

const directory = await mkdtemp(join(tmpdir(), 'contour-formats-'));
// The preview's default limits (files/config.ts): the trace runs in its workers under them.
const limits = { maxPixels: 100_000_000, maxPdfBytes: 256 * 1024 * 1024 };
const pool = new PreviewWorkerPool({ size: 1, timeoutMs: 60_000, heapMb: 256, idleMs: 5_000, maxQueue: 10 });
afterAll(async () => {
  await pool.close();
  await rm(directory, { recursive: true, force: true });
});

const shapeCut = (widthMm: number, heightMm: number): PreflightItem => ({
  kind: 'stickers',
  widthMm,
  heightMm,
  cuttingType: 'Contour',
});

/** The contour the worker traces for `bytes` stored as `name`. */
async function tracedInWorker(name: string, bytes: Buffer, format: LayoutFormat, item: PreflightItem) {
  const sourcePath = join(directory, name);
  await writeFile(sourcePath, bytes);
  return pool.preflight({ sourcePath, format, item, limits, thresholds: preflightDefaults, traceContour: true });
}

async function contourOf(name: string, bytes: Buffer, format: LayoutFormat, item: PreflightItem) {
  const outcome = await tracedInWorker(name, bytes, format, item);
  if (outcome.status !== 'checked' || !outcome.result.contour) throw new Error(JSON.stringify(outcome));
  return outcome.result.contour;
}

/** The circle of 400 px in a 1000 px square, as RGBA pixels. */
async function circlePixels() {
  return sharp(await transparentPng(1000, 1000, '<circle cx="500" cy="500" r="400"/>'))
    .raw()
    .toBuffer({ resolveWithObject: true });
}

describe('the cut contour of each raster format, traced in a preview worker', () => {
  it('reads a TIFF with transparency', async () => {
    const tiff = await sharp(await transparentPng(1000, 1000, '<circle cx="500" cy="500" r="400"/>'))
      .tiff({ compression: 'lzw' })
      .toBuffer();
    const contour = await contourOf('circle.tif', tiff, 'tiff', shapeCut(50, 50));
    const { min, max } = radiusRange(ringsOfPath(contour.pathMm), 27, 27);
    expect([min, max].every((radius) => Math.abs(radius - 22) < 0.2)).toBe(true);
  });

  it('reads the transparency of a PSD through its merged image', async () => {
    const { data, info } = await circlePixels();
    const imageData = { width: info.width, height: info.height, data: new Uint8ClampedArray(data) };
    const psd = Buffer.from(writePsdBuffer({ width: info.width, height: info.height, imageData, children: [] }));
    const contour = await contourOf('circle.psd', psd, 'psd', shapeCut(50, 50));
    expect(contour.status).toBe('ready');
    const { min, max } = radiusRange(ringsOfPath(contour.pathMm), 27, 27);
    expect([min, max].every((radius) => Math.abs(radius - 22) < 0.2)).toBe(true);
  });

  it("takes the size from the file's resolution when the item has none", async () => {
    // 1000 px at 254 dpi is 100 mm: the circle's 400 px are 40 mm.
    const png = await sharp(await transparentPng(1000, 1000, '<circle cx="500" cy="500" r="400"/>'))
      .withDensity(254)
      .png()
      .toBuffer();
    const contour = await contourOf('dpi.png', png, 'png', shapeCut(0, 0));
    expect(contour.widthMm).toBeCloseTo(104, 1);
    const { min, max } = radiusRange(ringsOfPath(contour.pathMm), 52, 52);
    expect([min, max].every((radius) => Math.abs(radius - 42) < 0.2)).toBe(true);
  });

  it('traces a 100 megapixel layout within the preview limits', { timeout: 120_000 }, async () => {
    // 10 000 × 10 000 px for a 500 × 500 mm item: a circle of 200 mm, cut at 202 mm.
    const side = 10_000;
    const png = await sharp(
      Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" width="${side}" height="${side}"><circle cx="5000" cy="5000" r="4000"/></svg>`,
      ),
    )
      .png({ compressionLevel: 1 })
      .toBuffer();
    const contour = await contourOf('huge.png', png, 'png', shapeCut(500, 500));
    const { min, max } = radiusRange(ringsOfPath(contour.pathMm), 252, 252);
    expect([min, max].every((radius) => Math.abs(radius - 202) < 0.2)).toBe(true);
  });

  it("refuses a layout beyond the limits with the preview's own refusal, tracing nothing", async () => {
    const outcome = await tracedInWorker('bomb.png', pngBomb(10_001, 10_000), 'png', shapeCut(500, 500));
    expect(outcome).toEqual({ status: 'refused', reason: expect.stringMatching(/more than 100000000 pixels/) });
  });
});
