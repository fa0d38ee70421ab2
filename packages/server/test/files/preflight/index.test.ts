import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { preflightResult } from '@stickers62/core/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LayoutFormat } from '../../../src/files/formats.js';
import {
  loadPreflightThresholds,
  type PreflightItem,
  type PreflightRequest,
  preflightDefaults,
  runPreflight,
} from '../../../src/files/preflight/index.js';
import { PreviewWorkerPool } from '../../../src/files/preview/worker-pool.js';
import { pngBomb } from '../test-fixtures.js';
import { cmykTiff, iccProfile, layeredPsd, pdfDocument, pixelsAt, rgbPng } from './test-fixtures.js';

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'preflight-'));
});
afterAll(() => rm(folder, { recursive: true, force: true }));

/** The preview's default limits (files/config.ts). */
const limits = { maxPixels: 100_000_000, maxPdfBytes: 256 * 1024 * 1024 };
const square: PreflightItem = { kind: 'stickers', widthMm: 100, heightMm: 100 };
const fogra39 = 'Coated FOGRA39 (ISO 12647-2:2004)';

async function stored(name: string, bytes: Buffer): Promise<string> {
  const path = join(folder, name);
  await writeFile(path, bytes);
  return path;
}

async function request(name: string, bytes: Buffer, format: LayoutFormat, item = square): Promise<PreflightRequest> {
  return { sourcePath: await stored(name, bytes), format, item, limits, thresholds: preflightDefaults };
}

/** The checks of a preflight that must have run, by id, after the result passed the wire contract. */
async function checksOf(name: string, bytes: Buffer, format: LayoutFormat, item = square) {
  const outcome = await runPreflight(await request(name, bytes, format, item));
  if (outcome.status !== 'checked') throw new Error(`refused: ${outcome.reason}`);
  const result = preflightResult.parse(outcome.result);
  return { result, check: (id: string) => result.checks.find((check) => check.id === id) };
}

describe('raster preflight', () => {
  it('finds a 72 dpi RGB PNG for a 100×100 mm item red on resolution and yellow on colour', async () => {
    const { result, check } = await checksOf('low.png', await rgbPng(pixelsAt(100, 72), pixelsAt(100, 72), 72), 'png');
    expect(check('resolution')).toEqual({
      id: 'resolution',
      level: 'red',
      message:
        'Разрешение 72 dpi при размере 100×100 мм — для чёткой печати нужно не менее 300 dpi: пришлите файл 1181×1181 пикселей или больше',
    });
    expect(check('colorMode')).toEqual({
      id: 'colorMode',
      level: 'yellow',
      message: 'Файл в RGB — цвета при печати могут отличаться; рекомендуем CMYK Fogra39',
    });
    expect(result.level).toBe('red');
    expect(result.facts).toMatchObject({ widthPx: 283, fileDpi: 72, effectiveDpi: 72, colorMode: 'rgb' });
  });

  it('finds a 300 dpi CMYK TIFF with a Fogra39 profile green', async () => {
    const side = pixelsAt(100, 300);
    const { result } = await checksOf('good.tif', cmykTiff(side, side, 300, iccProfile(fogra39)), 'tiff');
    expect(result.checks.map((check) => [check.id, check.level])).toEqual([
      ['resolution', 'green'],
      ['colorMode', 'green'],
      ['transparency', 'green'],
      ['aspectRatio', 'green'],
    ]);
    expect(result.level).toBe('green');
    expect(result.facts).toMatchObject({ colorMode: 'cmyk', iccProfile: fogra39, effectiveDpi: 300, fileDpi: 300 });
  });

  it('rates the effective resolution at the item size, not the resolution the file declares', async () => {
    // 200 dpi by its pixels at 100 mm, though the file says 72: yellow, with the pixels it needs.
    const { check, result } = await checksOf(
      'fair.png',
      await rgbPng(pixelsAt(100, 200), pixelsAt(100, 200), 72),
      'png',
    );
    expect(check('resolution')).toMatchObject({
      level: 'yellow',
      message: expect.stringMatching(/^Разрешение 200 dpi при размере 100×100 мм — .* 1181×1181 пикселей или больше$/),
    });
    expect(result.facts).toMatchObject({ fileDpi: 72, effectiveDpi: 200 });
  });

  it('names a CMYK file without a profile, or with another one, and a profile in ICC v4 form', async () => {
    const side = pixelsAt(100, 300);
    const none = await checksOf('bare.tif', cmykTiff(side, side, 300, null), 'tiff');
    expect(none.check('colorMode')).toMatchObject({
      level: 'yellow',
      message: expect.stringContaining('без встроенного профиля'),
    });
    const other = await checksOf(
      'swop.tif',
      cmykTiff(side, side, 300, iccProfile('U.S. Web Coated (SWOP) v2', 4)),
      'tiff',
    );
    expect(other.check('colorMode')).toMatchObject({
      level: 'yellow',
      message:
        'Файл в CMYK с профилем «U.S. Web Coated (SWOP) v2» — цвета могут немного отличаться; рекомендуем CMYK Fogra39',
    });
    const v4 = await checksOf('v4.tif', cmykTiff(side, side, 300, iccProfile('Coated FOGRA39', 4)), 'tiff');
    expect(v4.check('colorMode')?.level).toBe('green');
  });

  it('notes transparency, a turned layout and one of other proportions', async () => {
    const alpha = await sharp({ create: { width: 1181, height: 591, channels: 4, background: '#0000' } })
      .png()
      .toBuffer();
    const wide = await checksOf('wide.png', alpha, 'png', { kind: 'stickers', widthMm: 50, heightMm: 100 });
    expect(wide.check('transparency')).toMatchObject({
      level: 'green',
      message: expect.stringContaining('есть прозрачность'),
    });
    expect(wide.check('aspectRatio')).toMatchObject({ level: 'yellow', message: expect.stringContaining('повёрнут') });
    // Turned, it is 1181 px across 100 mm: 300 dpi.
    expect(wide.check('resolution')?.level).toBe('green');
    const off = await checksOf('off.png', alpha, 'png', { kind: 'stickers', widthMm: 100, heightMm: 100 });
    expect(off.check('aspectRatio')).toMatchObject({
      level: 'yellow',
      message: expect.stringContaining('не совпадают'),
    });
  });

  it('leaves size checks out when the item has no size yet', async () => {
    const { result } = await checksOf('nosize.png', await rgbPng(100, 100, 72), 'png', {
      kind: 'acryl',
      widthMm: 0,
      heightMm: 0,
    });
    expect(result.checks.map((check) => check.id)).toEqual(['colorMode', 'transparency']);
  });
});

describe('PSD preflight', () => {
  const acrylic: PreflightItem = { kind: 'acryl', widthMm: 50, heightMm: 50 };

  it('finds a PSD without the acrylic layers yellow on layers', async () => {
    const { check } = await checksOf('plain.psd', layeredPsd(100, 100, ['Слой 1', 'Фон']), 'psd', acrylic);
    expect(check('layers')).toEqual({
      id: 'layers',
      level: 'yellow',
      message:
        'В PSD нет слоёв: лицевая сторона, оборот, полупрозрачная печать — для акрила подпишите слои «лицо», «оборот» и «полупрозрачный»',
    });
  });

  it.each([
    ['Russian', ['Лицевая', 'Оборот', 'Полупрозрачный'], { level: 'green' }],
    // "Background" is not the back side.
    ['English', ['Background', 'face', 'Semi'], { message: expect.stringContaining('нет слоёв: оборот') }],
  ])('finds the acrylic layers by %s names, reading only the layer records', async (_, names, layers) => {
    const { check, result } = await checksOf('acryl.psd', layeredPsd(100, 100, names), 'psd', acrylic);
    expect(check('layers')).toMatchObject(layers);
    expect(result.facts.layerNames).toEqual(names);
  });

  it('asks for separate layers in a flat sticker PSD', async () => {
    const flat = await checksOf('flat.psd', layeredPsd(100, 100, []), 'psd');
    expect(flat.check('layers')).toMatchObject({ level: 'yellow', message: expect.stringContaining('один слой') });
    const layered = await checksOf('layered.psd', layeredPsd(100, 100, ['Фон', 'Стикеры']), 'psd');
    expect(layered.check('layers')?.level).toBe('green');
  });
});

describe('PDF preflight', () => {
  it('finds a page of the wrong size yellow', async () => {
    const { check } = await checksOf('a4.pdf', pdfDocument([{ widthMm: 210, heightMm: 297 }]), 'pdf');
    expect(check('pageSize')).toEqual({
      id: 'pageSize',
      level: 'yellow',
      message: 'Страница 210×297 мм, а изделие 100×100 мм — пришлите макет в масштабе 1:1, в размер изделия',
    });
  });

  it('accepts the item size with bleed, notes a turned page, counts pages', async () => {
    const bleed = await checksOf('bleed.pdf', pdfDocument([{ widthMm: 106, heightMm: 106 }]), 'pdf');
    expect(bleed.check('pageSize')?.level).toBe('green');
    expect(bleed.check('pageCount')).toMatchObject({ level: 'green', message: 'В PDF одна страница' });
    const item = { kind: 'stickers', widthMm: 148, heightMm: 210 } as const;
    const turned = await checksOf(
      'turned.pdf',
      pdfDocument([
        { widthMm: 210, heightMm: 148 },
        { widthMm: 210, heightMm: 148 },
      ]),
      'pdf',
      item,
    );
    expect(turned.check('pageSize')?.level).toBe('yellow');
    expect(turned.check('pageSize')?.message).toContain('повёрнута');
    expect(turned.check('pageCount')).toMatchObject({
      level: 'yellow',
      message: expect.stringContaining('Страниц в PDF: 2'),
    });
    expect(turned.result.facts).toMatchObject({ pageCount: 2, pageWidthMm: 210, pageHeightMm: 148 });
  });

  it('rates placed images by their resolution and names fonts that are not embedded', async () => {
    const sharpImage = pdfDocument([{ widthMm: 100, heightMm: 100, image: { width: 1181, height: 1181 } }]);
    const sharpResult = await checksOf('image.pdf', sharpImage, 'pdf');
    expect(sharpResult.check('pdfImages')?.level).toBe('green');
    expect(sharpResult.check('fonts')).toBeUndefined();
    const soft = pdfDocument([{ widthMm: 100, heightMm: 100, image: { width: 400, height: 400 }, text: 'Hello' }]);
    const softResult = await checksOf('soft.pdf', soft, 'pdf');
    expect(softResult.check('pdfImages')).toMatchObject({ level: 'red', message: expect.stringContaining('102 dpi') });
    expect(softResult.check('fonts')).toEqual({
      id: 'fonts',
      level: 'yellow',
      message: 'Шрифты не встроены: Helvetica — переведите текст в кривые или встройте шрифты',
    });
  });
});

describe('formats preflight cannot read', () => {
  it.each([
    ['cdr', 'CDR'],
    ['postscript', 'EPS'],
    ['zip', 'ZIP'],
  ] as const)('leaves %s to the manager, never as an error', async (format, name) => {
    const { result } = await checksOf(`file.${format}`, Buffer.from('opaque'), format);
    expect(result).toEqual({
      level: 'yellow',
      checks: [
        { id: 'format', level: 'yellow', message: `Файл ${name} автоматически не проверяется — его проверит менеджер` },
      ],
      facts: {},
    });
  });

  it('leaves a broken file of a readable format to the manager too', async () => {
    const truncated = (await rgbPng(100, 100, 72)).subarray(0, 20);
    const { result } = await checksOf('broken.png', truncated, 'png');
    expect(result.checks).toEqual([
      { id: 'format', level: 'yellow', message: 'Файл не удалось проверить автоматически — его проверит менеджер' },
    ]);
    const broken = await checksOf('broken.pdf', Buffer.from('%PDF-1.4\nnothing'), 'pdf');
    expect(broken.result.checks[0]?.id).toBe('format');
  });
});

describe('preflight in the preview workers', () => {
  const pool = new PreviewWorkerPool({ size: 1, timeoutMs: 20_000, heapMb: 64, idleMs: 1000, maxQueue: 10 });
  afterAll(() => pool.close());

  it('refuses a pixel bomb from what its header claims, gives it no preflight and keeps serving', async () => {
    const outcome = await pool.preflight(await request('bomb.png', pngBomb(), 'png'));
    expect(outcome).toEqual({ status: 'refused', reason: 'Image is 100000×100000, more than 100000000 pixels' });
    // The worker answered rather than dying on it, and takes the next job.
    const again = await pool.preflight(await request('bomb2.png', pngBomb(50_000, 50_000), 'png'));
    expect(again).toEqual({ status: 'refused', reason: 'Image is 50000×50000, more than 100000000 pixels' });
  });

  it('preflights a 100 MP file within the preview limits from its header, decoding no pixels', async () => {
    // 10 000 × 10 000 claimed, and no pixel data behind the claim: decoding it would fail, and
    // a preflight that failed to read leaves the file to the manager with no facts.
    const outcome = await pool.preflight(
      await request('large.png', pngBomb(10_000, 10_000), 'png', { kind: 'stickers', widthMm: 840, heightMm: 840 }),
    );
    expect(outcome).toMatchObject({
      status: 'checked',
      result: { facts: { widthPx: 10_000, heightPx: 10_000, effectiveDpi: 302 } },
    });
  });

  it('runs renders beside preflights in the same workers', async () => {
    const path = await stored('both.png', await rgbPng(300, 200, 72));
    const [render, preflight] = await Promise.all([
      pool.run({ sourcePath: path, kind: 'raster', width: 120, outputPath: `${path}.webp`, limits }),
      pool.preflight({ sourcePath: path, format: 'png', item: square, limits, thresholds: preflightDefaults }),
    ]);
    expect(render).toEqual({ status: 'rendered' });
    expect(preflight.status).toBe('checked');
  });
});

describe('preflight thresholds', () => {
  it('default to 300 and 150 dpi, 2 % proportions, 1 mm page tolerance, 3 mm bleed, and a 2 mm contour', () => {
    expect(loadPreflightThresholds({})).toEqual(preflightDefaults);
    expect(preflightDefaults).toEqual({
      goodDpi: 300,
      minimumDpi: 150,
      aspectTolerance: 0.02,
      pageToleranceMm: 1,
      bleedMm: 3,
      contour: { bleedMm: 2, minimumWidthMm: 1.5, maxNodes: 2000 },
    });
  });

  it('come from the environment, and a minimum above the good resolution is refused', async () => {
    expect(
      loadPreflightThresholds({ PREFLIGHT_GOOD_DPI: '240', PREFLIGHT_ASPECT_TOLERANCE_PERCENT: '5' }),
    ).toMatchObject({
      goodDpi: 240,
      aspectTolerance: 0.05,
    });
    expect(() => loadPreflightThresholds({ PREFLIGHT_MINIMUM_DPI: '400' })).toThrow(/PREFLIGHT_MINIMUM_DPI/);
    expect(
      loadPreflightThresholds({ CONTOUR_BLEED_MM: '3', CONTOUR_MIN_WIDTH_MM: '1', CONTOUR_MAX_NODES: '500' }).contour,
    ).toEqual({ bleedMm: 3, minimumWidthMm: 1, maxNodes: 500 });
    expect(() => loadPreflightThresholds({ CONTOUR_BLEED_MM: '-1' })).toThrow(/CONTOUR_BLEED_MM/);
    // 200 dpi is green when 200 is what the shop asks for.
    const outcome = await runPreflight({
      ...(await request('lenient.png', await rgbPng(pixelsAt(100, 200), pixelsAt(100, 200), 72), 'png')),
      thresholds: loadPreflightThresholds({ PREFLIGHT_GOOD_DPI: '200' }),
    });
    expect(outcome.status === 'checked' && outcome.result.checks[0]).toMatchObject({
      id: 'resolution',
      level: 'green',
    });
  });
});
