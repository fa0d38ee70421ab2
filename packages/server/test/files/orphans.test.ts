import { mkdtemp, rm, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stickerItems } from '../../src/db/schema.js';
import { LocalDiskStorage } from '../../src/files/local-storage.js';
import { sweepOrphanLayouts } from '../../src/files/orphans.js';
import { PreviewService } from '../../src/files/preview/preview-service.js';
import { newLayoutKey } from '../../src/files/storage.js';
import { createTestApp, type TestApp } from '../test-support/app.js';
import { createCustomer } from './test-support.js';

let dataDir: string;
let testApp: TestApp;
let storage: LocalDiskStorage;
let previews: PreviewService;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'files-orphans-'));
  testApp = await createTestApp({ config: { dataDir } });
  storage = new LocalDiskStorage(join(dataDir, 'sweep'));
  previews = new PreviewService(storage, {
    workRoot: join(dataDir, 'sweep-previews'),
    workers: 1,
    pendingPerCustomer: 20,
    timeoutMs: 1000,
    heapMb: 64,
    maxPixels: 1000,
    maxPdfBytes: 1000,
  });
});
afterAll(async () => {
  await previews.close();
  await testApp.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('orphan layouts', () => {
  it('removes files no row points at, keeping referenced and fresh ones', async () => {
    const customer = await createCustomer(testApp.app);
    const referenced = newLayoutKey();
    const orphan = newLayoutKey();
    const fresh = newLayoutKey();
    for (const key of [referenced, orphan, fresh]) await storage.put(key, Readable.from([Buffer.from(key)]));
    await testApp.app.db
      .update(stickerItems)
      .set({ fileKey: referenced, fileName: 'a.png' })
      .where(eq(stickerItems.orderId, customer.orderId));

    // Two hours on: the fresh file was (re)written just now, the orphan two hours ago.
    const later = Date.now() + 2 * 60 * 60 * 1000;
    await utimes(storage.localPath(fresh), new Date(later), new Date(later));

    expect(await sweepOrphanLayouts(testApp.app.db, storage, previews, 60 * 60 * 1000, later)).toBe(1);
    expect(await storage.exists(referenced)).toBe(true);
    expect(await storage.exists(fresh)).toBe(true);
    expect(await storage.exists(orphan)).toBe(false);
  });
});
