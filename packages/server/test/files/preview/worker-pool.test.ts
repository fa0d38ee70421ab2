import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preflightDefaults } from '../../../src/files/preflight/index.js';
import type { RenderRequest } from '../../../src/files/preview/render.js';
import {
  PreviewBusyError,
  PreviewCancelledError,
  PreviewWorkerPool,
  workerShareOf,
} from '../../../src/files/preview/worker-pool.js';
import { pngFixture } from '../test-fixtures.js';
import { pdfImageBomb } from './test-fixtures.js';

let folder: string;
let slowPdf: string;
let smallPng: string;
const pools: PreviewWorkerPool[] = [];

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'worker-pool-'));
  slowPdf = join(folder, 'slow.pdf');
  smallPng = join(folder, 'small.png');
  // 12 000² pixels inflate to 430 MB: about a second of a worker's time, from a 420 KB file.
  await writeFile(slowPdf, pdfImageBomb(12_000));
  await writeFile(smallPng, await pngFixture());
});
afterAll(async () => {
  await Promise.all(pools.map((pool) => pool.close()));
  await rm(folder, { recursive: true, force: true });
});

function pool(size: number, pendingPerOwner: number): PreviewWorkerPool {
  const created = new PreviewWorkerPool({
    size,
    timeoutMs: 30_000,
    heapMb: 128,
    idleMs: 30_000,
    maxQueue: 50,
    pendingPerOwner,
  });
  pools.push(created);
  return created;
}

let outputs = 0;
function render(sourcePath: string, kind: RenderRequest['kind'], width = 120): RenderRequest {
  outputs += 1;
  const outputPath = join(folder, `out-${outputs}.webp`);
  return { sourcePath, kind, width, outputPath, limits: { maxPixels: 100_000_000, maxPdfBytes: 64 * 1024 * 1024 } };
}

describe('preview worker pool', () => {
  it('writes a slow PDF that inflates to exactly its grey image', () => {
    const bomb = pdfImageBomb(1000);
    const start = bomb.indexOf('stream\n') + 'stream\n'.length;
    const pixels = inflateSync(bomb.subarray(start, bomb.indexOf('\nendstream')));
    expect(pixels.equals(Buffer.alloc(1000 * 1000 * 3, 0x80))).toBe(true);
    expect(pdfImageBomb(12_000).length).toBeLessThan(500_000);
  });

  it('leaves every worker but one to a single owner', () => {
    expect([1, 2, 4, 8].map(workerShareOf)).toEqual([1, 1, 3, 7]);
  });

  it("serves another owner's preview while one owner's slow renders hold their share", async () => {
    const workers = pool(2, 10);
    const finished: string[] = [];
    const track = (name: string, job: Promise<unknown>) => job.then(() => finished.push(name));
    const slow = ['a1', 'a2', 'a3'].map((name) => track(name, workers.run(render(slowPdf, 'pdf'), { owner: 'a' })));
    const small = track('b1', workers.run(render(smallPng, 'raster'), { owner: 'b' }));
    await Promise.all([...slow, small]);
    expect(finished.indexOf('b1'), finished.join()).toBeLessThan(finished.indexOf('a2'));
  }, 60_000);

  it('drops a queued job whose requester left, lets a running one finish, and caps each owner', async () => {
    const workers = pool(1, 2);
    const runningLeaves = new AbortController();
    const queuedLeaves = new AbortController();
    const running = workers.run(render(slowPdf, 'pdf'), { owner: 'a', signal: runningLeaves.signal });
    const queued = workers.run(render(smallPng, 'raster'), { owner: 'a', signal: queuedLeaves.signal });
    await expect(workers.run(render(smallPng, 'raster'), { owner: 'a' })).rejects.toBeInstanceOf(PreviewBusyError);

    runningLeaves.abort();
    queuedLeaves.abort();
    await expect(queued).rejects.toBeInstanceOf(PreviewCancelledError);
    const gone = AbortSignal.abort();
    await expect(workers.run(render(smallPng, 'raster'), { signal: gone })).rejects.toBeInstanceOf(
      PreviewCancelledError,
    );
    const next = workers.run(render(smallPng, 'raster'), { owner: 'a' });
    await expect(running).resolves.toEqual({ status: 'rendered' });
    await expect(next).resolves.toEqual({ status: 'rendered' });
  }, 60_000);

  it('puts jobs that name no owner in one shared line', async () => {
    const workers = pool(1, 1);
    const first = workers.preflight({
      sourcePath: smallPng,
      format: 'png',
      item: { kind: 'stickers', widthMm: 100, heightMm: 100 },
      limits: { maxPixels: 100_000_000, maxPdfBytes: 64 * 1024 * 1024 },
      thresholds: preflightDefaults,
    });
    await expect(workers.run(render(smallPng, 'raster'))).rejects.toBeInstanceOf(PreviewBusyError);
    await expect(workers.run(render(smallPng, 'raster'), { owner: 'b' })).resolves.toEqual({ status: 'rendered' });
    expect((await first).status).toBe('checked');
  }, 60_000);
});
