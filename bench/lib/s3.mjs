// The S3 leg of the upload benchmark: an S3-compatible server (s3rver, the one the storage
// tests use, through the same child script) on loopback, and a bare multipart upload straight
// to it with lib-storage's Upload, the ceiling the server's STORAGE=s3 path is compared with.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { Readable } from 'node:stream';
import { DeleteObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { repoRoot } from './processes.mjs';

const s3rverScript = join(repoRoot, 'packages/server/src/files/s3rver-process.mjs');
const bucket = 'bench-layouts';
// The server's own part size and parts in flight (packages/server/src/files/s3-storage.ts).
const partBytes = 8 * 1024 * 1024;
const partsInFlight = 4;

/** s3rver on a free loopback port in its own process, with one empty bucket. */
export async function startS3Server() {
  const folder = await mkdtemp(join(tmpdir(), 'bench-s3rver-'));
  const child = spawn(process.execPath, ['--openssl-legacy-provider', s3rverScript, folder, bucket], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const { port } = await new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`s3rver exited with ${code}`)));
    createInterface({ input: child.stdout }).once('line', (line) => resolve(JSON.parse(line)));
  });
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    pid: child.pid,
    // What the real server is started with (README's configuration table).
    env: {
      STORAGE: 's3',
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    client: new S3Client({
      endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    }),
    async stop() {
      this.client.destroy();
      child.stdin.end();
      await exited;
      await rm(folder, { recursive: true, force: true });
    },
  };
}

/**
 * `sizeBytes` of `chunk` repeated, uploaded with lib-storage's Upload as the server does it
 * (same part size and parallelism), then removed; resolves with the seconds taken.
 */
export async function bareMultipartUpload(s3, chunk, sizeBytes) {
  async function* body() {
    for (let sent = 0; sent < sizeBytes; sent += chunk.length) yield chunk.subarray(0, sizeBytes - sent);
  }
  const key = `layouts/bench-${Date.now()}`;
  const started = process.hrtime.bigint();
  await new Upload({
    client: s3.client,
    params: { Bucket: bucket, Key: key, Body: Readable.from(body(), { objectMode: false }) },
    partSize: partBytes,
    queueSize: partsInFlight,
  }).done();
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  await s3.client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
  return seconds;
}
