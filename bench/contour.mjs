// Cut contour benchmark: how long tracing the cut contour of a 4000 × 4000 px PNG with
// transparency takes in a preview worker, and how much it adds to an upload's latency.
// Through PreviewService over local storage, in the workers, from the TypeScript sources
// through tsx: the trace is the preflight job with `traceContour` (what LayoutPreflight queues
// after the upload answered) less the headers-only preflight of the same file; an upload is the
// store of its bytes plus the preflight it waits for, for an item cut along its shape
// («Контурная»: the contour is left `pending`) and for one without cutting; the store is the same
// either way, so one median of all stores is added to each preflight's. Reports medians.
//
//   node bench/contour.mjs [--rounds 5]
//
// Results go to bench/results/contour.json.
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { parseArgs } from 'node:util';
import { preflightDefaults, previewPipeline, sharp, testSource, writeResultsAndExit } from './lib/preview-pipeline.mjs';
import { median } from './lib/stats.mjs';

const { values: options } = parseArgs({ options: { rounds: { type: 'string', default: '5' } } });
const rounds = Number(options.rounds);
const { starShapes } = await testSource('files/contour/test-fixtures.ts');

const side = 4000;

/**
 * A sticker as customers draw them: noisy colour (so the PNG has a real size) inside a shape
 * with round parts, rays and a separate dot, on a transparent background.
 */
async function stickerPng() {
  const shape = [
    `<circle cx="2000" cy="2000" r="1300"/>`,
    starShapes(2000, 1900, 16, 60),
    `<circle cx="3700" cy="3700" r="150"/>`,
  ].join('');
  const mask = await sharp(
    Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${side}" height="${side}">${shape}</svg>`),
  )
    .extractChannel('alpha')
    .raw()
    .toBuffer();
  return sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
    .joinChannel(mask, { raw: { width: side, height: side, channels: 1 } })
    .png({ compressionLevel: 1 })
    .toBuffer();
}

async function timed(action) {
  const started = performance.now();
  const result = await action();
  return { ms: performance.now() - started, result };
}

const pipeline = await previewPipeline('contour');
const { storage, previews } = pipeline;
const item = (cuttingType) => ({ kind: 'stickers', widthMm: 100, heightMm: 100, cuttingType });
let results;
try {
  const bytes = await stickerPng();
  let uploads = 0;
  /** An upload as the route makes it: the bytes stored under a new key, then the preflight. */
  const upload = async (cuttingType) => {
    const key = `bench/contour-${uploads++}`;
    const stored = await timed(() => storage.put(key, Readable.from([bytes])));
    const preflight = (options) =>
      previews.preflight(key, 'sticker.png', item(cuttingType), preflightDefaults, 'bench', options);
    const checked = await timed(() => preflight());
    // The trace LayoutPreflight queues once the upload answered.
    const traced = await timed(() => preflight({ traceContour: true }));
    await storage.delete(key);
    if (traced.result.status !== 'checked') throw new Error(`no preflight: ${traced.result.reason}`);
    return { storeMs: stored.ms, preflightMs: checked.ms, tracedMs: traced.ms, result: traced.result.result };
  };
  // A first run of each warms the worker (module loading), as any earlier upload would have.
  const first = await upload('Contour');
  await upload('None');
  const samples = { Contour: [], None: [] };
  for (let round = 0; round < rounds; round++) {
    for (const cutting of ['Contour', 'None']) samples[cutting].push(await upload(cutting));
  }
  const medianOf = (list, pick) => median(list.map(pick));
  const withContour = medianOf(samples.Contour, (sample) => sample.tracedMs);
  const without = medianOf(samples.Contour, (sample) => sample.preflightMs);
  // The store of the bytes is the same whatever the cutting (a disk write, noisy on a shared
  // machine): one median of all stores, plus the preflight each upload waits for.
  const store = medianOf([...samples.Contour, ...samples.None], (sample) => sample.storeMs);
  const answeredShapeCut = medianOf(samples.Contour, (sample) => sample.preflightMs);
  const answeredNotCut = medianOf(samples.None, (sample) => sample.preflightMs);
  const contour = first.result.contour;
  results = {
    image: `${side} × ${side} px PNG with transparency, ${(bytes.length / 1024 / 1024).toFixed(1)} MB, item 100 × 100 mm`,
    contourStatus: contour.status,
    contourNodes: contour.nodes,
    findings: contour.findings.map((finding) => finding.id),
    tracingPreflightMedianMs: Number(withContour.toFixed(1)),
    headersOnlyPreflightMedianMs: Number(without.toFixed(1)),
    contourMedianMs: Number((withContour - without).toFixed(1)),
    contourRunsMs: samples.Contour.map((sample) => Number((sample.tracedMs - sample.preflightMs).toFixed(0))),
    storeMedianMs: Number(store.toFixed(1)),
    uploadPreflightShapeCutMedianMs: Number(answeredShapeCut.toFixed(1)),
    uploadPreflightNotCutMedianMs: Number(answeredNotCut.toFixed(1)),
    uploadShapeCutMedianMs: Number((store + answeredShapeCut).toFixed(1)),
    uploadNotCutMedianMs: Number((store + answeredNotCut).toFixed(1)),
    uploadGrowthPercent: Number((((answeredShapeCut - answeredNotCut) / (store + answeredNotCut)) * 100).toFixed(1)),
  };
  console.log(results);
} finally {
  await pipeline.close();
}
await writeResultsAndExit('contour', rounds, results);
