import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalDiskStorage } from '../../../src/files/local-storage.js';
import {
  normalizePreviewWidth,
  type PreviewConfig,
  PreviewService,
  previewKey,
} from '../../../src/files/preview/preview-service.js';
import { newLayoutKey } from '../../../src/files/storage.js';
import { pdfFixture, pngBomb, pngFixture, psdFixture, psdHeaderOnly } from '../test-fixtures.js';
import { pdfImageBomb } from './test-fixtures.js';

let root: string;
let storage: LocalDiskStorage;
let service: PreviewService;
let config: PreviewConfig;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'previews-'));
  storage = new LocalDiskStorage(join(root, 'files'));
  config = {
    workRoot: join(root, 'preview-work'),
    workers: 1,
    pendingPerCustomer: 20,
    timeoutMs: 15_000,
    heapMb: 128,
    maxPixels: 50_000_000,
    maxPdfBytes: 64 * 1024 * 1024,
  };
  service = new PreviewService(storage, config);
});
afterAll(async () => {
  await service.close();
  await rm(root, { recursive: true, force: true });
});

async function stored(bytes: Buffer): Promise<string> {
  const key = newLayoutKey();
  await storage.put(key, Readable.from([bytes]));
  return key;
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The previews of `key` kept in the file store. */
async function cachedPreviews(key: string): Promise<string[]> {
  const found: string[] = [];
  for await (const entry of storage.list('previews')) {
    if (entry.key.startsWith(previewKey(key, 0).slice(0, -1))) found.push(entry.key);
  }
  return found.sort();
}

describe('preview service', () => {
  it('rounds requested widths up to a small fixed set', () => {
    expect(normalizePreviewWidth(undefined)).toBe(1000);
    expect(normalizePreviewWidth(120)).toBe(120);
    expect(normalizePreviewWidth(121)).toBe(240);
    expect(normalizePreviewWidth(1)).toBe(120);
    expect(normalizePreviewWidth(999_999)).toBe(2000);
  });

  it('renders PNG, PSD and PDF layouts in a worker and caches each size', async () => {
    const cases = [
      ['layout.png', await pngFixture()],
      ['Макет.psd', psdFixture()],
      ['layout.pdf', pdfFixture()],
    ] as const;
    for (const [name, bytes] of cases) {
      const key = await stored(bytes);
      const answer = await service.preview(key, name, 120);
      expect(answer.kind, name).toBe('image');
      if (answer.kind !== 'image') continue;
      expect((await sharp(await readAll(storage.read(answer.key))).metadata()).width, name).toBe(120);
      expect(await service.preview(key, name, 120)).toEqual(answer);
      expect(await cachedPreviews(key)).toEqual([previewKey(key, 120)]);
      expect(await readdir(config.workRoot), 'scratch files removed').toEqual([]);
    }
  });

  it('answers a typed placeholder for formats without a renderer and for refused layouts', async () => {
    const cdr = await stored(Buffer.concat([Buffer.from('RIFF\0\0\0\0CDRXvrsn'), Buffer.alloc(100)]));
    const answer = await service.preview(cdr, 'sheet.cdr', 120);
    expect(answer).toMatchObject({ kind: 'placeholder', reason: 'no renderer for this format' });
    expect(answer.kind === 'placeholder' && answer.svg).toContain('>CDR<');

    // Refused from what their headers claim (neither file holds the pixels: render.test.ts).
    const bomb = await service.preview(await stored(pngBomb()), 'bomb.png', 1000);
    const huge = await service.preview(await stored(psdHeaderOnly(12_000, 12_000)), 'huge.psd', 1000);
    expect(bomb).toMatchObject({ kind: 'placeholder', reason: expect.stringMatching(/pixel limit/) });
    expect(huge).toMatchObject({ kind: 'placeholder', reason: expect.stringMatching(/12000×12000/) });
  });

  it('stops a render that overruns its time limit and remembers the refusal', async () => {
    const impatient = new PreviewService(storage, { ...config, workRoot: join(root, 'impatient'), timeoutMs: 1 });
    try {
      const key = await stored(await pngFixture());
      const answer = await impatient.preview(key, 'slow.png', 120);
      expect(answer).toMatchObject({ kind: 'placeholder', reason: expect.stringMatching(/took over 1 ms/) });
      expect(await cachedPreviews(key)).toEqual([previewKey(key, 120, 'refused')]);
    } finally {
      await impatient.close();
    }
  });

  it('drops a waiting render only once every request for it has gone', async () => {
    // One worker, held by a slow render: the previews below wait in the queue.
    const slow = service.preview(await stored(pdfImageBomb(12_000)), 'slow.pdf', 120, { owner: 'a' });
    const key = await stored(await pngFixture());
    const leaves = new AbortController();
    const stays = new AbortController();
    const left = service.preview(key, 'layout.png', 120, { owner: 'a', signal: leaves.signal });
    const stayed = service.preview(key, 'layout.png', 120, { owner: 'a', signal: stays.signal });
    leaves.abort();
    const firstGone = new AbortController();
    const secondGone = new AbortController();
    const abandoned = [firstGone.signal, secondGone.signal].map((signal) =>
      service.preview(key, 'layout.png', 240, { owner: 'b', signal }),
    );
    firstGone.abort();
    secondGone.abort();

    for (const answer of await Promise.all(abandoned)) {
      expect(answer).toMatchObject({ kind: 'placeholder', reason: expect.stringMatching(/requester is gone/) });
    }
    expect(await stayed).toEqual({ kind: 'image', key: previewKey(key, 120), contentType: 'image/webp' });
    expect(await left).toEqual(await stayed);
    expect(await cachedPreviews(key)).toEqual([previewKey(key, 120)]);
    expect(await service.preview(key, 'layout.png', 240), 'asked again, it is made afresh').toMatchObject({
      kind: 'image',
    });
    expect((await slow).kind).toBe('image');
  }, 60_000);

  it('forgets the previews of a discarded file', async () => {
    const key = await stored(await pngFixture());
    await service.preview(key, 'layout.png', 120);
    expect(await cachedPreviews(key)).toHaveLength(1);
    await service.discard(key);
    expect(await cachedPreviews(key)).toEqual([]);
  });
});
