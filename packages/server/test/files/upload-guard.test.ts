import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { describe, expect, it } from 'vitest';
import { UploadContentMismatchError, UploadGuard, UploadTooLargeError } from '../../src/files/upload-guard.js';

const pngHead = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

async function run(guard: UploadGuard, chunks: Buffer[]): Promise<Buffer> {
  const received: Buffer[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      received.push(chunk);
      done();
    },
  });
  await pipeline(Readable.from(chunks), guard, sink);
  return Buffer.concat(received);
}

describe('upload guard', () => {
  it('passes every byte through once the head matches the extension', async () => {
    const chunks = [pngHead, Buffer.alloc(700, 1), Buffer.alloc(5000, 2), Buffer.alloc(3, 3)];
    const guard = new UploadGuard('png', 10_000);
    expect(await run(guard, chunks)).toEqual(Buffer.concat(chunks));
    expect(guard.format).toBe('png');
    expect(guard.bytesReceived).toBe(5711);
  });

  it('checks short files at their end', async () => {
    const guard = new UploadGuard('png', 10_000);
    expect(await run(guard, [pngHead])).toEqual(pngHead);
  });

  it('refuses HTML renamed to .png before passing anything on', async () => {
    const html = Buffer.from(`<!doctype html><script>alert(1)</script>${' '.repeat(2000)}`);
    await expect(run(new UploadGuard('png', 10_000), [html])).rejects.toBeInstanceOf(UploadContentMismatchError);
  });

  it('stops at the limit', async () => {
    const guard = new UploadGuard('png', 2000);
    await expect(run(guard, [pngHead, Buffer.alloc(1500), Buffer.alloc(1500)])).rejects.toBeInstanceOf(
      UploadTooLargeError,
    );
  });
});
