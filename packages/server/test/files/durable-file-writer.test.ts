import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DurableFileWriter } from '../../src/files/durable-file-writer.js';

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'durable-'));
});
afterAll(() => rm(folder, { recursive: true, force: true }));

describe('durable file writer', () => {
  it('writes every byte in order while flushing in the background', async () => {
    const chunks = Array.from({ length: 40 }, (_, index) => Buffer.alloc(10_000 + index, index));
    const path = join(folder, 'layout');
    const writer = new DurableFileWriter(path, 50_000);
    await pipeline(Readable.from(chunks), writer);
    const written = await readFile(path);
    const expected = Buffer.concat(chunks);
    expect(writer.bytesWritten).toBe(expected.length);
    expect(createHash('sha256').update(written).digest('hex')).toBe(
      createHash('sha256').update(expected).digest('hex'),
    );
  });

  it('never overwrites an existing file', async () => {
    const path = join(folder, 'existing');
    await writeFile(path, 'keep me');
    await expect(pipeline(Readable.from([Buffer.from('new')]), new DurableFileWriter(path))).rejects.toThrow(/EEXIST/);
    expect(await readFile(path, 'utf8')).toBe('keep me');
  });
});
