import { Transform, type TransformCallback } from 'node:stream';
import { formatForExtension, type LayoutFormat, sniffLength } from './formats.js';

const bufferBytes = 1024 * 1024;

/** The upload is larger than the configured limit. */
export class UploadTooLargeError extends Error {
  constructor(readonly limitBytes: number) {
    super(`Upload exceeds ${limitBytes} bytes`);
  }
}

/** The first bytes are not what the file's extension promises. */
export class UploadContentMismatchError extends Error {
  constructor(readonly extension: string) {
    super(`Content does not match .${extension}`);
  }
}

/**
 * Sits between the request and storage: counts bytes against the limit and holds back the
 * first KiB until it has checked the magic bytes against the extension. Either failure
 * errors the stream, so storage discards the unfinished file.
 */
export class UploadGuard extends Transform {
  private received = 0;
  private head: Buffer[] = [];
  private headLength = 0;
  private checked = false;
  /** The format the bytes were recognised as, once checked. */
  format: LayoutFormat | null = null;

  constructor(
    private readonly extension: string,
    private readonly limitBytes: number,
  ) {
    // Socket chunks are 64 KiB; the default 16 KiB buffers would signal backpressure on every one.
    super({ highWaterMark: bufferBytes });
  }

  get bytesReceived(): number {
    return this.received;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.received += chunk.length;
    if (this.received > this.limitBytes) {
      callback(new UploadTooLargeError(this.limitBytes));
      return;
    }
    if (this.checked) {
      callback(null, chunk);
      return;
    }
    this.head.push(chunk);
    this.headLength += chunk.length;
    if (this.headLength < sniffLength) {
      callback();
      return;
    }
    this.releaseHead(callback);
  }

  override _flush(callback: TransformCallback): void {
    if (this.checked) {
      callback();
      return;
    }
    this.releaseHead(callback);
  }

  private releaseHead(callback: TransformCallback): void {
    const head = Buffer.concat(this.head);
    this.head = [];
    this.checked = true;
    this.format = formatForExtension(this.extension, head);
    if (this.format === null) {
      callback(new UploadContentMismatchError(this.extension));
      return;
    }
    callback(null, head);
  }
}
