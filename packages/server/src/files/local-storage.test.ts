import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LocalDiskStorage } from './local-storage.js';
import { newLayoutKey } from './storage.js';

let root: string;
let storage: LocalDiskStorage;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'storage-'));
  storage = new LocalDiskStorage(root);
});
afterEach(() => rm(root, { recursive: true, force: true }));

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('local disk storage', () => {
  it('stores, stats, reads back and deletes a file', async () => {
    const key = newLayoutKey();
    const content = Buffer.from('layout bytes '.repeat(1000));
    expect(await storage.put(key, Readable.from([content]))).toEqual({ size: content.length });
    expect((await storage.stat(key))?.size).toBe(content.length);
    expect(await storage.exists(key)).toBe(true);
    const back = await readAll(storage.read(key));
    expect(createHash('sha256').update(back).digest('hex')).toBe(createHash('sha256').update(content).digest('hex'));
    await storage.delete(key);
    expect(await storage.exists(key)).toBe(false);
    await storage.delete(key);
  });

  it('leaves nothing behind when the source fails midway', async () => {
    const key = newLayoutKey();
    const failing = new Readable({
      read() {
        this.push(Buffer.alloc(1000, 1));
        this.destroy(new Error('client went away'));
      },
    });
    await expect(storage.put(key, failing)).rejects.toThrow('client went away');
    expect(await storage.exists(key)).toBe(false);
    expect(await readdir(join(root, '.incoming'))).toEqual([]);
  });

  it('sweeps unfinished uploads at start', async () => {
    expect(await storage.sweepIncoming()).toBe(0);
    await mkdir(join(root, '.incoming'));
    await writeFile(join(root, '.incoming', 'dead.part'), 'half');
    expect(await storage.sweepIncoming()).toBe(1);
    expect(await readdir(join(root, '.incoming'))).toEqual([]);
  });

  it('refuses keys a path could escape through', async () => {
    expect(() => storage.read('../outside')).toThrow('Invalid storage key');
    expect(() => storage.localPath('layouts/../../x')).toThrow('Invalid storage key');
    await expect(storage.put('/abs', Readable.from([]))).rejects.toThrow('Invalid storage key');
    expect(await readFile(join(root, '..', 'outside')).catch(() => null)).toBeNull();
  });
});
