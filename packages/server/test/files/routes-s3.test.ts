import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildPath, routes } from '@stickers62/core/contract';
import { fileStatusTexts } from '@stickers62/core/texts';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import type { DatabaseHandle } from '../../src/db/client.js';
import { previewKey } from '../../src/files/preview/preview-service.js';
import { S3Storage } from '../../src/files/s3-storage.js';
import { testConfig } from '../test-support/app.js';
import { openTestDatabase } from '../test-support/database.js';
import { type S3TestServer, startS3TestServer } from './s3-test-server.js';
import { pngFixture } from './test-fixtures.js';
import { type Customer, createCustomer } from './test-support.js';

/**
 * Two instances of the whole app, each with its own DATA_DIR (two machines), sharing one
 * database and one S3 bucket (s3rver on loopback) with STORAGE=s3: a layout uploaded through
 * one is downloaded and previewed through the other.
 */

let s3: S3TestServer;
let database: DatabaseHandle;
let bucket: S3Storage;
const instances: FastifyInstance[] = [];
const dataDirs: string[] = [];

async function startInstance(): Promise<FastifyInstance> {
  const dataDir = await mkdtemp(join(tmpdir(), 'files-s3-'));
  dataDirs.push(dataDir);
  const app = await buildApp(testConfig({ dataDir, storage: { kind: 's3', ...s3.config } }), { database });
  await app.ready();
  instances.push(app);
  return app;
}

beforeAll(async () => {
  s3 = await startS3TestServer();
  bucket = new S3Storage(s3.config);
  database = await openTestDatabase();
}, 60_000);
afterAll(async () => {
  for (const app of instances) await app.close();
  await database?.close();
  bucket?.close();
  await s3?.stop();
  for (const dataDir of dataDirs) await rm(dataDir, { recursive: true, force: true });
});

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

function path(call: 'uploadFile' | 'downloadFile' | 'filePreview', customer: Customer) {
  return buildPath(routes[call].path, { orderId: customer.orderId, kind: 'stickers', itemName: 'Котики' });
}

async function stored(prefix: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const { key } of bucket.list(prefix)) keys.push(key);
  return keys;
}

describe('files with STORAGE=s3', () => {
  it('uploads through one instance; downloads (same sha256) and previews through another', async () => {
    const [receiving, other] = [await startInstance(), await startInstance()];
    const customer = await createCustomer(receiving);
    const layout = await pngFixture(600, 400);

    const uploaded = await receiving.inject({
      method: 'POST',
      url: path('uploadFile', customer),
      query: { fileName: 'Котики.png' },
      headers: { ...customer.headers, 'content-type': 'application/octet-stream' },
      body: layout,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    // Preflight read the layout from a scratch copy of the bucket's object.
    expect(uploaded.json()).toEqual({
      fileName: 'Котики.png',
      status: fileStatusTexts.uploaded,
      preflight: expect.objectContaining({ facts: expect.objectContaining({ widthPx: 600, heightPx: 400 }) }),
    });
    const [layoutKey] = await stored('layouts');
    expect(layoutKey).toMatch(/^layouts\/[0-9a-f-]{36}$/);

    const download = await other.inject({ url: path('downloadFile', customer), headers: customer.headers });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-length']).toBe(String(layout.length));
    expect(sha256(download.rawPayload)).toBe(sha256(layout));

    const preview = await other.inject({
      url: path('filePreview', customer),
      query: { maxWidth: '240' },
      headers: customer.headers,
    });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['x-preview']).toBeUndefined();
    expect(preview.headers['content-type']).toBe('image/webp');
    expect((await sharp(preview.rawPayload).metadata()).width).toBe(240);
    // Cached in the bucket, so the receiving instance serves it without rendering again.
    expect(await stored('previews')).toEqual([previewKey(layoutKey ?? '', 240)]);
    const again = await receiving.inject({
      url: path('filePreview', customer),
      query: { maxWidth: '240' },
      headers: customer.headers,
    });
    expect(sha256(again.rawPayload)).toBe(sha256(preview.rawPayload));
  });
});
