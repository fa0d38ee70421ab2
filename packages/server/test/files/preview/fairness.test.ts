import { mkdtemp, rm, stat } from 'node:fs/promises';
import { get, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { buildPath, routes } from '@stickers62/core/contract';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { stickerItems } from '../../../src/db/schema.js';
import { previewKey } from '../../../src/files/preview/preview-service.js';
import { createTestApp, type TestApp } from '../../test-support/app.js';
import { pngFixture } from '../test-fixtures.js';
import { type Customer, createCustomer } from '../test-support.js';
import { pdfImageBomb } from './test-fixtures.js';

let dataDir: string;
let testApp: TestApp;
let origin: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'preview-fairness-'));
  // Two workers, as on a two-core machine; the cap keeps one customer's backlog short.
  vi.stubEnv('PREVIEW_WORKERS', '2');
  vi.stubEnv('PREVIEW_PENDING_PER_CUSTOMER', '4');
  testApp = await createTestApp({ config: { dataDir } });
  // Real sockets: a client that goes away closes its connection, as a browser does.
  origin = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await testApp?.close();
  await rm(dataDir, { recursive: true, force: true });
});

function itemPath(call: 'uploadFile' | 'filePreview', customer: Customer, kind: string, itemName: string): string {
  return buildPath(routes[call].path, { orderId: customer.orderId, kind, itemName });
}

async function upload(customer: Customer, kind: string, itemName: string, fileName: string, body: Buffer) {
  const answer = await testApp.app.inject({
    method: 'POST',
    url: itemPath('uploadFile', customer, kind, itemName),
    query: { fileName },
    headers: { ...customer.headers, 'content-type': 'application/octet-stream' },
    body,
  });
  expect(answer.statusCode, answer.body).toBe(200);
}

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A preview over its own connection (no keep-alive pool), closed when `signal` aborts. */
function preview(
  customer: Customer,
  kind: string,
  itemName: string,
  maxWidth: number,
  signal?: AbortSignal,
): Promise<Answer> {
  const url = new URL(itemPath('filePreview', customer, kind, itemName), origin);
  url.searchParams.set('maxWidth', String(maxWidth));
  return new Promise((resolve, reject) => {
    const request = get(url, { headers: customer.headers, agent: false, signal }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

/** Reads which of `widths` the customer's sticker layout has a stored preview in. */
async function heavyPreviewWidths(customer: Customer, widths: number[]): Promise<() => Promise<number[]>> {
  const [row] = await testApp.app.db.select().from(stickerItems).where(eq(stickerItems.orderId, customer.orderId));
  const fileKey = row?.fileKey;
  if (!fileKey) throw new Error('the heavy layout is not stored');
  const stored = async (width: number) =>
    (await stat(join(dataDir, 'files', previewKey(fileKey, width))).catch(() => null)) !== null;
  return async () => {
    const present = await Promise.all(widths.map(stored));
    return widths.filter((_, index) => present[index]);
  };
}

describe('fair previews', () => {
  it("answers a small preview within 2 s while another customer's heavy PDFs queue", async () => {
    const heavy = await createCustomer(testApp.app);
    const light = await createCustomer(testApp.app);
    // 16 000² grey pixels in a 750 KB PDF: legal, and seconds of a worker for each size.
    await upload(heavy, 'stickers', 'Котики', 'sheet.pdf', pdfImageBomb(16_000));
    await upload(heavy, 'acryl', 'Брелок', 'small.png', await pngFixture());
    await upload(light, 'stickers', 'Котики', 'cat.png', await pngFixture());

    // A server that has been up: both workers started by the two customers' first previews.
    const warm = await Promise.all([preview(heavy, 'acryl', 'Брелок', 120), preview(light, 'stickers', 'Котики', 120)]);
    expect(warm.map((answer) => answer.headers['content-type'])).toEqual(['image/webp', 'image/webp']);

    const heavyLeaves = new AbortController();
    const heavyWidths = [240, 500, 1000, 2000];
    const heavyAsked = performance.now();
    const heavyAnswers = heavyWidths.map((width) =>
      preview(heavy, 'stickers', 'Котики', width, heavyLeaves.signal).catch((error: Error) => error),
    );
    await sleep(300);
    const overCap = await preview(heavy, 'acryl', 'Брелок', 240);
    expect(overCap.headers['x-preview'], 'a fifth pending preview gets the busy placeholder').toBe('placeholder');

    const started = performance.now();
    const small = await preview(light, 'stickers', 'Котики', 240);
    const elapsed = performance.now() - started;
    expect(small.status).toBe(200);
    expect(small.headers['content-type']).toBe('image/webp');
    expect((await sharp(small.body).metadata()).width).toBe(240);
    expect(elapsed, `small preview took ${Math.round(elapsed)} ms`).toBeLessThan(2000);

    // The heavy customer leaves: the render already running finishes and is kept, the three
    // still queued are dropped and never take a worker.
    heavyLeaves.abort();
    expect((await Promise.all(heavyAnswers)).every((answer) => answer instanceof Error)).toBe(true);
    const renderedWidths = await heavyPreviewWidths(heavy, heavyWidths);
    const deadline = performance.now() + 30_000;
    while ((await renderedWidths()).length === 0 && performance.now() < deadline) await sleep(100);
    expect(await renderedWidths()).toHaveLength(1);
    // Had the others stayed queued, the next would have started at once and, taking as long
    // as the first, be stored by the end of this wait.
    await sleep(performance.now() - heavyAsked);
    expect(await renderedWidths()).toHaveLength(1);
  }, 60_000);
});
