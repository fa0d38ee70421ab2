// Preflight benchmark: how long the automatic layout check takes for typical files — a 10 MB
// PNG, a 50 MB layered PSD and a 5 MB PDF — in the preview workers, as an upload runs it
// (the server's PreviewService over local storage, from the TypeScript sources through tsx).
// Beside each, in the same run, the baseline a check can hardly beat: reading the same file
// once and hashing it (SHA-256). Reports medians of both and their ratio.
//
//   node bench/preflight.mjs [--rounds 5]
//
// Results go to bench/results/preflight.json.
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import {
  preflightDefaults,
  previewPipeline,
  serverRequire,
  sharp,
  testSource,
  writeResultsAndExit,
} from './lib/preview-pipeline.mjs';
import { median } from './lib/stats.mjs';

const { values: options } = parseArgs({ options: { rounds: { type: 'string', default: '5' } } });
const rounds = Number(options.rounds);
const { pdfDocument } = await testSource('files/preflight/test-fixtures.ts');
const { writePsdBuffer } = await import(pathToFileURL(serverRequire.resolve('ag-psd')).href);

/** Incompressible pixels, made fast (the test fixtures' per-pixel Math.random takes minutes at this size). */
function noisePng(side, dpi) {
  return sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
    .withDensity(dpi)
    .png({ compressionLevel: 1 })
    .toBuffer();
}

/** A PSD whose RGB composite is noise (alpha opaque) with the acrylic layers' names. */
function noisePsd(side, layerNames) {
  const data = new Uint8ClampedArray(randomBytes(side * side * 4).buffer);
  for (let index = 3; index < data.length; index += 4) data[index] = 255;
  const children = layerNames.map((name) => ({ name, top: 0, left: 0, bottom: 0, right: 0 }));
  return Buffer.from(
    writePsdBuffer({ width: side, height: side, imageData: { width: side, height: side, data }, children }),
  );
}

const megabyte = 1024 * 1024;
/** Incompressible pixels, so each file really has the size it is named for. */
const layouts = [
  {
    label: 'PNG 10 MB',
    fileName: 'layout.png',
    item: { kind: 'stickers', widthMm: 100, heightMm: 100 },
    // 1 830 × 1 830 RGB noise at compression level 1: ≈ 10 MB.
    bytes: () => noisePng(1830, 300),
  },
  {
    label: 'PSD 50 MB',
    fileName: 'layout.psd',
    item: { kind: 'acryl', widthMm: 100, heightMm: 100 },
    // 4 100 × 4 100 RGB noise (opaque alpha compresses away) with the acrylic layers: ≈ 50 MB.
    bytes: async () => noisePsd(4100, ['face', 'back', 'semi-transparent']),
  },
  {
    label: 'PDF 5 MB',
    fileName: 'layout.pdf',
    item: { kind: 'stickers', widthMm: 100, heightMm: 100 },
    // One 100 × 100 mm page with a 1 300 × 1 300 noise image (≈ 5 MB) and a line of text.
    bytes: async () =>
      pdfDocument([{ widthMm: 100, heightMm: 100, image: { width: 1300, height: 1300, noise: true }, text: 'Стикер' }]),
  },
];

async function hashOnce(path) {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk);
  return hash.digest('hex');
}

async function timed(action) {
  const started = performance.now();
  await action();
  return performance.now() - started;
}

const pipeline = await previewPipeline('preflight');
const { storage, previews } = pipeline;
const results = {};
try {
  for (const layout of layouts) {
    const bytes = await layout.bytes();
    const key = `bench/${layout.fileName.replace('.', '-')}`;
    await storage.put(key, Readable.from([bytes]));
    const path = join(pipeline.storageRoot, key);
    // A first run warms the worker (module loading) as any earlier upload would have.
    const first = await previews.preflight(key, layout.fileName, layout.item, preflightDefaults, 'bench');
    if (first.status !== 'checked') throw new Error(`${layout.label}: no preflight (${first.reason})`);
    const preflightMs = [];
    const hashMs = [];
    for (let round = 0; round < rounds; round++) {
      preflightMs.push(
        await timed(() => previews.preflight(key, layout.fileName, layout.item, preflightDefaults, 'bench')),
      );
      hashMs.push(await timed(() => hashOnce(path)));
    }
    const preflight = median(preflightMs);
    const hash = median(hashMs);
    results[layout.label] = {
      sizeMb: Number((bytes.length / megabyte).toFixed(1)),
      level: first.result.level,
      preflightMedianMs: Number(preflight.toFixed(1)),
      readAndHashMedianMs: Number(hash.toFixed(1)),
      ratioToReadAndHash: Number((preflight / hash).toFixed(2)),
    };
    console.log(
      `${layout.label} (${results[layout.label].sizeMb} MB): preflight ${preflight.toFixed(1)} ms, ` +
        `read+hash ${hash.toFixed(1)} ms, ratio ${(preflight / hash).toFixed(2)} (level ${first.result.level})`,
    );
  }
} finally {
  await pipeline.close();
}
await writeResultsAndExit('preflight', rounds, results);
