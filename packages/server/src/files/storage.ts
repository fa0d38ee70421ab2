import type { Readable } from 'node:stream';

export interface StoredFileStat {
  size: number;
  modifiedAt: Date;
}

/**
 * Where layout bytes and their previews live: the local disk (`LocalDiskStorage`) or an
 * S3-compatible bucket (`S3Storage`), chosen by `STORAGE`. Keys are made by the server
 * (`newLayoutKey`), never from what a customer typed. Routes only see this interface.
 */
export interface FileStorage {
  /**
   * Streams `source` into `key`. The file becomes visible only once it is complete and
   * durable; if the source fails (client gone, limit hit, content refused) nothing is left.
   */
  put(key: string, source: Readable): Promise<{ size: number }>;
  /** The stored bytes; fails with code `ENOENT` when the key holds nothing. */
  read(key: string): Readable;
  /** Removes the key; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  stat(key: string): Promise<StoredFileStat | null>;
  /** Every stored key under `prefix` (e.g. `layouts`), with its last change. */
  list(prefix: string): AsyncIterable<{ key: string; modifiedAt: Date }>;
  /** A path on this machine holding the bytes, when the store is a local disk (previews read it directly). */
  localPath(key: string): string | null;
  /**
   * Removes unfinished uploads abandoned long enough ago (at `now`) that no live process can
   * still be writing them. Other instances may share the store: their uploads in progress stay.
   */
  sweepUnfinished(now?: number): Promise<number>;
  /** Releases what the store holds open (connections); it is not used afterwards. */
  close?(): void;
}

/** The folders of a store: uploaded layouts and the previews rendered from them. */
export const storedKeyPrefixes = ['layouts', 'previews'] as const;

const keyPattern = /^[a-z0-9][a-z0-9-]*(\/[a-z0-9][a-z0-9-]*)*$/;

/** Keys are lower-case words separated by `/`: nothing a path could escape through. */
export function assertValidKey(key: string): void {
  if (!keyPattern.test(key) || key.length > 200) throw new Error(`Invalid storage key: ${key}`);
}

/** A fresh key for one uploaded layout; a replaced file gets a new key, so caches never go stale. */
export function newLayoutKey(): string {
  return `layouts/${crypto.randomUUID()}`;
}
