import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalDiskStorage } from '../../src/files/local-storage.js';
import { isAbandonedUpload, S3Storage } from '../../src/files/s3-storage.js';
import { type FileStorage, newLayoutKey } from '../../src/files/storage.js';
import { UploadContentMismatchError, UploadGuard, UploadTooLargeError } from '../../src/files/upload-guard.js';
import { startS3TestServer } from './s3-test-server.js';

/**
 * What every store promises its callers (src/files/storage.ts), run against the local disk
 * and against a real S3-compatible server (s3rver) on loopback.
 */

const mib = 1024 * 1024;
/** S3's smallest part: a body larger than this goes up as a multipart upload. */
const partBytes = 5 * mib;

interface Subject {
  storage: FileStorage;
  close(): Promise<void>;
}

const stores: { name: string; open: () => Promise<Subject> }[] = [
  {
    name: 'local disk',
    async open() {
      const root = await mkdtemp(join(tmpdir(), 'contract-'));
      return { storage: new LocalDiskStorage(root), close: () => rm(root, { recursive: true, force: true }) };
    },
  },
  {
    name: 'S3 (s3rver on loopback)',
    async open() {
      const server = await startS3TestServer();
      // Two keys a page, so listing walks several pages.
      const storage = new S3Storage(server.config, { partBytes, pageSize: 2 });
      return {
        storage,
        async close() {
          storage.close();
          await server.stop();
        },
      };
    },
  },
];

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** `size` bytes that differ from one offset to the next, so a misplaced part changes the hash. */
function layoutBytes(size: number, seed = 1): Buffer {
  const bytes = Buffer.alloc(Math.ceil(size / 4) * 4);
  for (let index = 0; index < size; index += 4) bytes.writeUInt32LE(((index + seed) * 2654435761) >>> 0, index);
  return bytes.subarray(0, size);
}

/** The bytes in 1 MiB chunks, as a request delivers them. */
function streamOf(bytes: Buffer): Readable {
  const chunks: Buffer[] = [];
  for (let offset = 0; offset < bytes.length; offset += mib) chunks.push(bytes.subarray(offset, offset + mib));
  return Readable.from(chunks);
}

/** Sends `bytesBeforeFailure` bytes, then fails like a client that went away. */
function failingSource(bytesBeforeFailure: number): Readable {
  let sent = 0;
  return new Readable({
    read() {
      if (sent >= bytesBeforeFailure) {
        this.destroy(new Error('client went away'));
        return;
      }
      const chunk = layoutBytes(Math.min(mib, bytesBeforeFailure - sent), sent);
      sent += chunk.length;
      this.push(chunk);
    },
  });
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function listed(storage: FileStorage, prefix: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const { key } of storage.list(prefix)) keys.push(key);
  return keys.sort();
}

describe.each(stores)('storage contract: $name', ({ open }) => {
  let subject: Subject;
  let storage: FileStorage;

  beforeAll(async () => {
    subject = await open();
    storage = subject.storage;
  }, 60_000);
  afterAll(() => subject?.close());

  it('stores a multi-part file, stats, reads back the same bytes and deletes it', async () => {
    const key = newLayoutKey();
    const content = layoutBytes(12 * mib);
    expect(await storage.put(key, streamOf(content))).toEqual({ size: content.length });
    expect(await storage.exists(key)).toBe(true);
    const stat = await storage.stat(key);
    expect(stat?.size).toBe(content.length);
    expect(Math.abs((stat?.modifiedAt.getTime() ?? 0) - Date.now())).toBeLessThan(60_000);
    expect(sha256(await readAll(storage.read(key)))).toBe(sha256(content));
    await storage.delete(key);
    expect(await storage.exists(key)).toBe(false);
    expect(await storage.stat(key)).toBeNull();
    await storage.delete(key);
  });

  it('stores an empty file and a small one', async () => {
    const empty = newLayoutKey();
    const small = newLayoutKey();
    expect(await storage.put(empty, Readable.from([]))).toEqual({ size: 0 });
    expect(await storage.put(small, Readable.from([Buffer.from('layout')]))).toEqual({ size: 6 });
    expect((await readAll(storage.read(empty))).length).toBe(0);
    expect((await readAll(storage.read(small))).toString()).toBe('layout');
  });

  it('fails a read of a missing key with ENOENT', async () => {
    await expect(readAll(storage.read(newLayoutKey()))).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('lists every key under a prefix, across pages, and nothing outside it', async () => {
    const prefix = `contract-${crypto.randomUUID()}`;
    const keys = Array.from({ length: 5 }, (_, index) => `${prefix}/file-${index}`);
    for (const key of keys) await storage.put(key, Readable.from([Buffer.from(key)]));
    await storage.put(`${prefix}-other/file`, Readable.from([Buffer.from('other')]));
    expect(await listed(storage, prefix)).toEqual(keys);
    expect(await listed(storage, `contract-${crypto.randomUUID()}`)).toEqual([]);
  });

  it.each([
    ['before the first part', 64 * 1024],
    ['after a part was sent', partBytes + 2 * mib],
  ])('leaves nothing when the source fails %s', async (_when, bytesBeforeFailure) => {
    const prefix = `failing-${crypto.randomUUID()}`;
    const key = `${prefix}/layout`;
    await expect(storage.put(key, failingSource(bytesBeforeFailure))).rejects.toThrow('client went away');
    expect(await storage.exists(key)).toBe(false);
    expect(await listed(storage, prefix)).toEqual([]);
  });

  it('stops at the size limit and at content that is not what its extension says, storing nothing', async () => {
    const tooLarge = newLayoutKey();
    const guard = new UploadGuard('png', 6 * mib);
    const attempt = storage.put(tooLarge, streamOf(Buffer.concat([pngSignature, layoutBytes(8 * mib)])).pipe(guard));
    await expect(attempt).rejects.toBeInstanceOf(UploadTooLargeError);
    expect(await storage.exists(tooLarge)).toBe(false);

    const disguised = newLayoutKey();
    const html = Buffer.from(`<!doctype html><script>alert(1)</script>${' '.repeat(4096)}`);
    const refused = storage.put(disguised, Readable.from([html]).pipe(new UploadGuard('png', 6 * mib)));
    await expect(refused).rejects.toBeInstanceOf(UploadContentMismatchError);
    expect(await storage.exists(disguised)).toBe(false);
  });

  it('keeps concurrent uploads apart', async () => {
    const uploads = Array.from({ length: 4 }, (_, index) => ({
      key: newLayoutKey(),
      content: layoutBytes(partBytes + index * mib + 123, index + 7),
    }));
    const sizes = await Promise.all(uploads.map(({ key, content }) => storage.put(key, streamOf(content))));
    expect(sizes.map(({ size }) => size)).toEqual(uploads.map(({ content }) => content.length));
    for (const { key, content } of uploads) expect(sha256(await readAll(storage.read(key)))).toBe(sha256(content));
  });

  it('has nothing abandoned to sweep while uploads are only just finished', async () => {
    expect(await storage.sweepUnfinished()).toBe(0);
  });
});

describe('abandoned multipart uploads', () => {
  it('are those begun a day or more ago', () => {
    const now = Date.parse('2026-11-24T12:00:00Z');
    expect(isAbandonedUpload({ Initiated: new Date('2026-11-23T11:59:59Z') }, now)).toBe(true);
    expect(isAbandonedUpload({ Initiated: new Date('2026-11-23T12:00:01Z') }, now)).toBe(false);
    expect(isAbandonedUpload({ Initiated: undefined }, now)).toBe(false);
  });
});
