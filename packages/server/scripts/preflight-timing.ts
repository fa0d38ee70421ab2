/**
 * Preflight time of typical layouts, generated here: a 10 MB PNG, a 50 MB PSD and a 5 MB PDF,
 * each timed directly and through a preview worker (as the server runs it, after a warm-up).
 * Run: `node --import tsx packages/server/scripts/preflight-timing.ts` (the `tsx` command's own
 * process wrapper leaves the preview worker waiting).
 */
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LayoutFormat } from '../src/files/formats.js';
import { type PreflightRequest, preflightDefaults, runPreflight } from '../src/files/preflight/index.js';
import { layeredPsd, pdfDocument, rgbPng } from '../src/files/preflight/test-fixtures.js';
import { PreviewWorkerPool } from '../src/files/preview/worker-pool.js';

const limits = { maxPixels: 100_000_000, maxPdfBytes: 256 * 1024 * 1024 };
const runs = 5;

const folder = await mkdtemp(join(tmpdir(), 'preflight-timing-'));
const pool = new PreviewWorkerPool({ size: 1, timeoutMs: 20_000, heapMb: 256, idleMs: 60_000, maxQueue: 10 });

async function median(task: () => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    await task();
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[Math.floor(runs / 2)] as number;
}

try {
  const layouts: [string, LayoutFormat, Buffer][] = [
    ['png', 'png', await rgbPng(1830, 1830, 300, { noise: true })],
    ['psd', 'psd', layeredPsd(4200, 4200, ['Фон', 'Лицо', 'Оборот', 'Полупрозрачный'], { noise: true })],
    [
      'pdf',
      'pdf',
      pdfDocument([{ widthMm: 100, heightMm: 100, image: { width: 1300, height: 1300, noise: true }, text: 'Hi' }]),
    ],
  ];
  for (const [name, format, bytes] of layouts) {
    const sourcePath = join(folder, `layout.${name}`);
    await writeFile(sourcePath, bytes);
    const request: PreflightRequest = {
      sourcePath,
      format,
      item: { kind: 'acryl', widthMm: 100, heightMm: 100 },
      limits,
      thresholds: preflightDefaults,
    };
    const outcome = await runPreflight(request);
    const checked =
      outcome.status === 'checked' ? outcome.result.checks.map((check) => check.id).join(', ') : outcome.reason;
    await pool.preflight(request);
    const direct = await median(() => runPreflight(request));
    const inWorker = await median(() => pool.preflight(request));
    const megabytes = (await stat(sourcePath)).size / 1024 / 1024;
    console.log(
      `${name.toUpperCase()} ${megabytes.toFixed(1)} MB: ${direct.toFixed(1)} ms in process, ${inWorker.toFixed(1)} ms through a preview worker (median of ${runs}); checks: ${checked}`,
    );
  }
} finally {
  await pool.close();
  await rm(folder, { recursive: true, force: true });
}
