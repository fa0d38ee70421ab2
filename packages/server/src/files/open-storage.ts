import { LocalDiskStorage } from './local-storage.js';
import { S3Storage } from './s3-storage.js';
import type { FileStorage } from './storage.js';
import type { StorageConfig } from './storage-config.js';

/** The store `STORAGE` names: an S3-compatible bucket, or by default the local disk at `localRoot`. */
export function openStorage(config: StorageConfig | undefined, localRoot: string): FileStorage {
  return config?.kind === 's3' ? new S3Storage(config) : new LocalDiskStorage(localRoot);
}
