import { type FileHandle, open } from 'node:fs/promises';
import { Writable } from 'node:stream';

const bufferBytes = 1024 * 1024;
/** Flush to disk after every this many bytes, while the upload goes on. */
const defaultSyncEveryBytes = 64 * 1024 * 1024;

/**
 * Writes a new file and makes it durable as it goes: every 64 MiB a `fdatasync` starts in the
 * background while later chunks keep arriving, and finishing waits for the last one plus a
 * final `fsync`. The disk then writes during the upload instead of after it, so a 1 GiB layout
 * is not followed by a multi-second flush, and dirty pages never pile up to the whole file.
 * The file is created exclusively (`wx`) when the first byte is written.
 */
export class DurableFileWriter extends Writable {
  private handle: FileHandle | null = null;
  private position = 0;
  private unsynced = 0;
  private syncing: Promise<void> | null = null;

  constructor(
    private readonly path: string,
    private readonly syncEveryBytes = defaultSyncEveryBytes,
  ) {
    super({ highWaterMark: bufferBytes });
  }

  get bytesWritten(): number {
    return this.position;
  }

  override _construct(callback: (error?: Error | null) => void): void {
    open(this.path, 'wx').then(
      (handle) => {
        this.handle = handle;
        callback();
      },
      (error: Error) => callback(error),
    );
  }

  override _writev(chunks: { chunk: Buffer }[], callback: (error?: Error | null) => void): void {
    this.writeAll(chunks.map(({ chunk }) => chunk)).then(() => callback(), callback);
  }

  override _final(callback: (error?: Error | null) => void): void {
    const handle = this.handle;
    if (!handle) {
      callback(new Error('File was never opened'));
      return;
    }
    Promise.resolve(this.syncing)
      .then(() => handle.sync())
      .then(() => callback(), callback);
  }

  override _destroy(error: Error | null, callback: (error?: Error | null) => void): void {
    const handle = this.handle;
    this.handle = null;
    Promise.resolve(this.syncing)
      .catch(() => {})
      .then(() => handle?.close())
      .then(
        () => callback(error),
        (closeError: Error) => callback(error ?? closeError),
      );
  }

  private async writeAll(buffers: Buffer[]): Promise<void> {
    const handle = this.handle;
    if (!handle) throw new Error('File is not open');
    let pending = buffers;
    while (pending.length > 0) {
      const { bytesWritten } = await handle.writev(pending, this.position);
      this.position += bytesWritten;
      this.unsynced += bytesWritten;
      pending = remainderAfter(pending, bytesWritten);
    }
    if (this.unsynced >= this.syncEveryBytes && !this.syncing) {
      this.unsynced = 0;
      this.syncing = handle.datasync().finally(() => {
        this.syncing = null;
      });
      // A failed background flush is reported by the final fsync, which fails the same way.
      this.syncing.catch(() => {});
    }
  }
}

/** The buffers still to write after a partial `writev` of `written` bytes. */
function remainderAfter(buffers: Buffer[], written: number): Buffer[] {
  let skip = written;
  const rest: Buffer[] = [];
  for (const buffer of buffers) {
    if (skip >= buffer.length) {
      skip -= buffer.length;
      continue;
    }
    rest.push(skip > 0 ? buffer.subarray(skip) : buffer);
    skip = 0;
  }
  return rest;
}
