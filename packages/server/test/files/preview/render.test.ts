import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RenderRequest, renderPreview } from '../../../src/files/preview/render.js';
import {
  jpegFixture,
  pdfFixture,
  pngBomb,
  pngFixture,
  psdFixture,
  psdHeaderOnly,
  psdRawFixture,
} from '../test-fixtures.js';

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'render-'));
});
afterAll(() => rm(folder, { recursive: true, force: true }));

const limits = { maxPixels: 50_000_000, maxPdfBytes: 64 * 1024 * 1024 };

async function render(name: string, bytes: Buffer, kind: RenderRequest['kind'], width = 120) {
  const sourcePath = join(folder, name);
  const outputPath = join(folder, `${name}.${width}.webp`);
  await writeFile(sourcePath, bytes);
  const result = await renderPreview({ sourcePath, kind, width, outputPath, limits });
  return { result, outputPath };
}

async function pixelAt(path: string, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(path).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const offset = (y * info.width + x) * info.channels;
  return [data[offset] as number, data[offset + 1] as number, data[offset + 2] as number];
}

describe('preview rendering', () => {
  it.each([
    ['layout.png', pngFixture, 'raster'],
    ['layout.jpg', jpegFixture, 'raster'],
  ] as const)('scales %s down to the requested width', async (name, make, kind) => {
    const { result, outputPath } = await render(name, await make(), kind);
    expect(result).toEqual({ status: 'rendered' });
    expect(await sharp(outputPath).metadata()).toMatchObject({ format: 'webp', width: 120, height: 80 });
  });

  it('draws the composite image of a PSD, keeping its colours', async () => {
    const { result, outputPath } = await render('layout.psd', psdFixture(), 'psd');
    expect(result).toEqual({ status: 'rendered' });
    expect(await sharp(outputPath).metadata()).toMatchObject({ width: 120, height: 80 });
    const [leftRed] = await pixelAt(outputPath, 2, 40);
    const [rightRed] = await pixelAt(outputPath, 117, 40);
    expect(leftRed).toBeLessThan(30);
    expect(rightRed).toBeGreaterThan(220);
  });

  it('converts CMYK and 16-bit greyscale PSD composites', async () => {
    const width = 4;
    const height = 2;
    const left = (inLeft: number, inRight: number) =>
      Array.from({ length: width * height }, (_, index) => (index % width < width / 2 ? inLeft : inRight));
    // PSD stores CMYK inverted: 255 is no ink. Left half pure cyan, right half no ink at all.
    const cmyk = psdRawFixture({
      width,
      height,
      colorMode: 4,
      depth: 8,
      planes: [left(0, 255), left(255, 255), left(255, 255), left(255, 255)],
    });
    const { result, outputPath } = await render('cmyk.psd', cmyk, 'psd', 4);
    expect(result).toEqual({ status: 'rendered' });
    const [cyanRed, cyanGreen, cyanBlue] = await pixelAt(outputPath, 0, 0);
    expect(cyanRed).toBeLessThan(40);
    expect(cyanGreen).toBeGreaterThan(200);
    expect(cyanBlue).toBeGreaterThan(200);
    expect((await pixelAt(outputPath, 3, 1)).every((value) => value > 230)).toBe(true);

    const grey = psdRawFixture({ width, height, colorMode: 1, depth: 16, planes: [left(0, 65535)] });
    const greyPreview = await render('grey.psd', grey, 'psd', 4);
    expect(greyPreview.result).toEqual({ status: 'rendered' });
    expect((await pixelAt(greyPreview.outputPath, 0, 0)).every((value) => value < 25)).toBe(true);
    expect((await pixelAt(greyPreview.outputPath, 3, 0)).every((value) => value > 230)).toBe(true);
  });

  it('draws the first page of a PDF', async () => {
    const { result, outputPath } = await render('layout.pdf', pdfFixture(), 'pdf', 200);
    expect(result).toEqual({ status: 'rendered' });
    expect(await sharp(outputPath).metadata()).toMatchObject({ width: 200, height: 100 });
    const [red, green] = await pixelAt(outputPath, 40, 50);
    expect(red).toBeGreaterThan(200);
    expect(green).toBeLessThan(50);
    expect(await pixelAt(outputPath, 160, 50)).toEqual([255, 255, 255]);
  });

  it('refuses a PNG pixel bomb and a PSD claiming 12000×12000 from their headers, decoding nothing', async () => {
    // Neither file holds the pixels it claims: a decoder would fail on missing data, not on the size.
    expect((await render('bomb.png', pngBomb(), 'raster')).result).toEqual({
      status: 'refused',
      reason: expect.stringMatching(/pixel limit/),
    });
    expect((await render('huge.psd', psdHeaderOnly(12_000, 12_000), 'psd')).result).toEqual({
      status: 'refused',
      reason: `PSD is 12000×12000, more than ${limits.maxPixels} pixels`,
    });
  });

  it('refuses a broken file instead of failing', async () => {
    expect((await render('broken.pdf', Buffer.from('%PDF-1.4 nothing else'), 'pdf')).result.status).toBe('refused');
    expect((await render('broken.psd', psdFixture().subarray(0, 200), 'psd')).result.status).toBe('refused');
  });
});
