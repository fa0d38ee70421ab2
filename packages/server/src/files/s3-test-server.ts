import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { S3StorageConfig } from './storage-config.js';

/** The child script that runs s3rver; shared with the upload benchmark. */
export const s3rverProcessScript = fileURLToPath(new URL('./s3rver-process.mjs', import.meta.url));

export interface S3TestServer {
  config: S3StorageConfig;
  stop(): Promise<void>;
}

/**
 * A real S3-compatible server (s3rver) on a free loopback port, with an empty bucket, in a
 * child process of its own. `stop` ends it and removes its data.
 */
export async function startS3TestServer(bucket = 'stickers-test'): Promise<S3TestServer> {
  const folder = await mkdtemp(join(tmpdir(), 's3rver-'));
  const child = spawn(process.execPath, ['--openssl-legacy-provider', s3rverProcessScript, folder, bucket], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('s3rver did not start within 30 s')), 30_000);
    child.once('exit', (code) => reject(new Error(`s3rver exited with ${code}`)));
    createInterface({ input: child.stdout }).once('line', (line) => {
      clearTimeout(timer);
      resolve((JSON.parse(line) as { port: number }).port);
    });
  });
  return {
    config: {
      endpoint: `http://127.0.0.1:${port}`,
      region: 'us-east-1',
      bucket,
      // s3rver's fixed test account.
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      forcePathStyle: true,
    },
    async stop() {
      child.stdin.end();
      const killer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(killer);
      await rm(folder, { recursive: true, force: true });
    },
  };
}
