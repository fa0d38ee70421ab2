import { createReadStream, mkdirSync } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DurableFileWriter } from './durable-file-writer.js';
import { assertValidKey, type FileStorage, type StoredFileStat } from './storage.js';
import { sweepTemporaryFiles, temporaryFileName } from './temporary-files.js';

/** Unfinished uploads live here until renamed into place; a crash leaves them only here. */
const incomingFolder = '.incoming';
const incomingSuffix = '.part';
/** Large reads: a 1 GiB download in 1 MiB reads instead of 64 KiB ones. */
const readHighWaterMark = 1024 * 1024;

/**
 * Layout files on the local disk under `root` (by default `DATA_DIR/files`). A file is
 * written to `.incoming/`, flushed with fsync, then renamed to its key, and the folder entry
 * is flushed too: after a crash a key either holds the whole file or nothing.
 */
export class LocalDiskStorage implements FileStorage {
  private incomingReady = false;

  constructor(readonly root: string) {}

  /**
   * Made synchronously (once), so `put` starts consuming its source before its first await:
   * a source that fails early (a refused upload) must already have a consumer listening.
   */
  private incomingFolder(): string {
    const folder = join(this.root, incomingFolder);
    if (!this.incomingReady) mkdirSync(folder, { recursive: true });
    this.incomingReady = true;
    return folder;
  }

  private pathOf(key: string): string {
    assertValidKey(key);
    return join(this.root, key);
  }

  /**
   * Removes unfinished uploads left by a process that died mid-upload. Several instances may
   * share `DATA_DIR`: a file whose writer still runs stays, unless nobody wrote to it for an hour.
   */
  sweepUnfinished(now = Date.now()): Promise<number> {
    return sweepTemporaryFiles(join(this.root, incomingFolder), { suffix: incomingSuffix, now });
  }

  async put(key: string, source: Readable): Promise<{ size: number }> {
    const target = this.pathOf(key);
    const temporary = join(this.incomingFolder(), temporaryFileName(incomingSuffix));
    // The writer flushes as it goes and fsyncs at the end: the rename below publishes durable bytes.
    const sink = new DurableFileWriter(temporary);
    const written = pipeline(source, sink);
    let committed = false;
    try {
      await written;
      const { size } = await stat(temporary);
      await mkdir(dirname(target), { recursive: true });
      await rename(temporary, target);
      committed = true;
      await syncFolder(dirname(target));
      return { size };
    } finally {
      if (!committed) await rm(temporary, { force: true });
    }
  }

  read(key: string): Readable {
    return createReadStream(this.pathOf(key), { highWaterMark: readHighWaterMark });
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async exists(key: string): Promise<boolean> {
    return (await this.stat(key)) !== null;
  }

  async stat(key: string): Promise<StoredFileStat | null> {
    try {
      const info = await stat(this.pathOf(key));
      return info.isFile() ? { size: info.size, modifiedAt: info.mtime } : null;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async *list(prefix: string): AsyncIterable<{ key: string; modifiedAt: Date }> {
    const folder = this.pathOf(prefix);
    const names = await readdir(folder).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    });
    for (const name of names) {
      const key = `${prefix}/${name}`;
      const info = await this.stat(key).catch(() => null);
      if (info) yield { key, modifiedAt: info.modifiedAt };
    }
  }

  localPath(key: string): string {
    return this.pathOf(key);
  }
}

/** Makes a rename durable: the new folder entry reaches the disk, not just the file's bytes. */
async function syncFolder(folder: string): Promise<void> {
  const handle = await open(folder, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
