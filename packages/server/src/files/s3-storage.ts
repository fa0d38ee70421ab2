import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  AbortMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListMultipartUploadsCommand,
  type MultipartUpload,
  paginateListObjectsV2,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { assertValidKey, type FileStorage, type StoredFileStat, storedKeyPrefixes } from './storage.js';
import type { S3StorageConfig } from './storage-config.js';

/**
 * A multipart upload is dated by when it began, not by its last part, so it counts as
 * abandoned only well after the slowest upload the size limit allows could have finished.
 */
export const abandonedMultipartUploadMs = 24 * 60 * 60 * 1000;

/** Parts of 8 MiB, four in flight: at most 32 MiB of one upload in memory, whatever its size. */
const defaultPartBytes = 8 * 1024 * 1024;
const defaultPartsInFlight = 4;

export interface S3StorageTuning {
  partBytes?: number;
  partsInFlight?: number;
  /** Page size of listings (S3 answers up to 1000); tests shrink it to walk several pages. */
  pageSize?: number;
}

/**
 * Layout files in an S3-compatible bucket (Yandex Object Storage, MinIO, AWS). Uploads stream
 * through lib-storage's multipart `Upload`: the object appears only when the last part is
 * committed, and a failed upload is aborted (what an abort leaves, the sweep removes).
 */
export class S3Storage implements FileStorage {
  readonly client: S3Client;
  private readonly bucket: string;
  private readonly partBytes: number;
  private readonly partsInFlight: number;
  private readonly pageSize: number;

  constructor(config: S3StorageConfig, tuning: S3StorageTuning = {}) {
    this.client = createS3Client(config);
    this.bucket = config.bucket;
    this.partBytes = tuning.partBytes ?? defaultPartBytes;
    this.partsInFlight = tuning.partsInFlight ?? defaultPartsInFlight;
    this.pageSize = tuning.pageSize ?? 1000;
  }

  async put(key: string, source: Readable): Promise<{ size: number }> {
    assertValidKey(key);
    let size = 0;
    const counted = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        size += chunk.length;
        callback(null, chunk);
      },
    });
    // The source's own failure (client gone, limit hit, content refused) is what callers act
    // on, so it is kept and rethrown instead of whatever the upload made of it.
    let sourceFailure: unknown;
    source.on('error', (error) => {
      sourceFailure ??= error;
    });
    // Wired before the first await, so a source that fails at once already has a consumer.
    const piped = pipeline(source, counted).catch(() => {});
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: key, Body: counted, ContentType: 'application/octet-stream' },
      partSize: this.partBytes,
      queueSize: this.partsInFlight,
      leavePartsOnError: false,
    });
    try {
      await upload.done();
    } catch (error) {
      // Taken before stopping the pipeline, whose premature-close error would otherwise win.
      const cause = sourceFailure ?? error;
      counted.destroy();
      await piped;
      throw cause;
    }
    await piped;
    return { size };
  }

  read(key: string): Readable {
    assertValidKey(key);
    const { client, bucket } = this;
    async function* body() {
      const response = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key })).catch((error) => {
        throw isMissing(error) ? missingKeyError(key) : error;
      });
      yield* response.Body as Readable;
    }
    return Readable.from(body(), { objectMode: false });
  }

  async delete(key: string): Promise<void> {
    assertValidKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async exists(key: string): Promise<boolean> {
    return (await this.stat(key)) !== null;
  }

  async stat(key: string): Promise<StoredFileStat | null> {
    assertValidKey(key);
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return { size: head.ContentLength ?? 0, modifiedAt: head.LastModified ?? new Date(0) };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async *list(prefix: string): AsyncIterable<{ key: string; modifiedAt: Date }> {
    assertValidKey(prefix);
    const pages = paginateListObjectsV2(
      { client: this.client, pageSize: this.pageSize },
      { Bucket: this.bucket, Prefix: `${prefix}/` },
    );
    for await (const page of pages) {
      for (const object of page.Contents ?? []) {
        if (object.Key) yield { key: object.Key, modifiedAt: object.LastModified ?? new Date(0) };
      }
    }
  }

  localPath(): null {
    return null;
  }

  close(): void {
    this.client.destroy();
  }

  /**
   * Aborts this store's multipart uploads begun over a day before `now`: any instance may have
   * started one, and a younger one may still be receiving parts. A service without
   * ListMultipartUploads (some emulators) is left to the bucket's lifecycle rule.
   */
  async sweepUnfinished(now = Date.now()): Promise<number> {
    let aborted = 0;
    try {
      for await (const upload of this.unfinishedUploads()) {
        if (!isAbandonedUpload(upload, now)) continue;
        await this.client.send(
          new AbortMultipartUploadCommand({ Bucket: this.bucket, Key: upload.Key, UploadId: upload.UploadId }),
        );
        aborted += 1;
      }
    } catch (error) {
      if (error instanceof S3ServiceException && error.name === 'NotImplemented') return aborted;
      throw error;
    }
    return aborted;
  }

  private async *unfinishedUploads(): AsyncIterable<MultipartUpload> {
    for (const prefix of storedKeyPrefixes) {
      let keyMarker: string | undefined;
      let uploadIdMarker: string | undefined;
      do {
        const page = await this.client.send(
          new ListMultipartUploadsCommand({
            Bucket: this.bucket,
            Prefix: `${prefix}/`,
            KeyMarker: keyMarker,
            UploadIdMarker: uploadIdMarker,
            MaxUploads: this.pageSize,
          }),
        );
        yield* page.Uploads ?? [];
        keyMarker = page.IsTruncated ? page.NextKeyMarker : undefined;
        uploadIdMarker = page.IsTruncated ? page.NextUploadIdMarker : undefined;
      } while (keyMarker);
    }
  }
}

/** Whether an unfinished multipart upload began long enough before `now` to be given up. */
export function isAbandonedUpload(upload: Pick<MultipartUpload, 'Initiated'>, now: number): boolean {
  return upload.Initiated !== undefined && now - upload.Initiated.getTime() >= abandonedMultipartUploadMs;
}

/**
 * S3-compatible services differ from AWS: a custom endpoint, often path-style addresses, and
 * no support for the newer default checksums, so checksums are sent only where S3 requires them.
 */
export function createS3Client(config: S3StorageConfig): S3Client {
  return new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    credentials: config.credentials,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

function isMissing(error: unknown): boolean {
  return error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.name === 'NotFound');
}

/** The error a local read of a missing file gives, so callers treat both stores alike. */
function missingKeyError(key: string): NodeJS.ErrnoException {
  return Object.assign(new Error(`No stored file: ${key}`), { code: 'ENOENT' });
}
