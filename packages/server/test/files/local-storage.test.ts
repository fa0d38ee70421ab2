import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LocalDiskStorage } from '../../src/files/local-storage.js';
import { newLayoutKey } from '../../src/files/storage.js';

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

/** The id of a process of this machine that has just exited. */
async function exitedProcessId(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.once('exit', resolve));
  if (child.pid === undefined) throw new Error('no child process');
  return child.pid;
}

async function waitUntil(condition: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
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

  it('sweeps unfinished uploads of exited processes at once, and any untouched for an hour', async () => {
    expect(await storage.sweepUnfinished()).toBe(0);
    await mkdir(join(root, '.incoming'));
    const exited = await exitedProcessId();
    await writeFile(join(root, '.incoming', `${encodeURIComponent(hostname())}+${exited}+dead.part`), 'half');
    await writeFile(join(root, '.incoming', 'other-machine+1+fresh.part'), 'half');
    await writeFile(join(root, '.incoming', 'other-machine+1+stale.part'), 'half');
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    await utimes(join(root, '.incoming', 'other-machine+1+stale.part'), twoHoursAgo, twoHoursAgo);
    expect(await storage.sweepUnfinished()).toBe(2);
    expect(await readdir(join(root, '.incoming'))).toEqual(['other-machine+1+fresh.part']);
  });

  it("never sweeps another live instance's upload on the same folder", async () => {
    const first = new LocalDiskStorage(root);
    const body = new PassThrough();
    const key = newLayoutKey();
    const uploading = first.put(key, body);
    body.write(Buffer.alloc(64 * 1024, 1));
    await waitUntil(async () => (await readdir(join(root, '.incoming')).catch(() => [])).length === 1);

    // A second instance starts on the same DATA_DIR mid-upload and sweeps, as every start does.
    const second = new LocalDiskStorage(root);
    expect(await second.sweepUnfinished()).toBe(0);
    body.end(Buffer.alloc(64 * 1024, 2));
    expect(await uploading).toEqual({ size: 128 * 1024 });
    expect((await readAll(second.read(key))).length).toBe(128 * 1024);
  });

  it('refuses keys a path could escape through', async () => {
    expect(() => storage.read('../outside')).toThrow('Invalid storage key');
    expect(() => storage.localPath('layouts/../../x')).toThrow('Invalid storage key');
    await expect(storage.put('/abs', Readable.from([]))).rejects.toThrow('Invalid storage key');
    expect(await readFile(join(root, '..', 'outside')).catch(() => null)).toBeNull();
  });
});
