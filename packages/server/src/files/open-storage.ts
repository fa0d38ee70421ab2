import { LocalDiskStorage } from './local-storage.js';
import type { FileStorage } from './storage.js';
import type { StorageConfig } from './storage-config.js';

/**
 * The store `STORAGE` names: an S3-compatible bucket, or by default the local disk at `localRoot`.
 * The S3 client (the AWS SDK, a fifth of the server's start-up) is loaded only when named.
 */
export async function openStorage(config: StorageConfig | undefined, localRoot: string): Promise<FileStorage> {
  if (config?.kind !== 's3') return new LocalDiskStorage(localRoot);
  const { S3Storage } = await import('./s3-storage.js');
  return new S3Storage(config);
}
