import { spawn } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { S3StorageConfig } from '../../src/files/storage-config.js';

/** The child script that runs s3rver; shared with the upload benchmark. */
export const s3rverProcessScript = fileURLToPath(new URL('../../src/files/s3rver-process.mjs', import.meta.url));

export interface S3TestServer {
  config: S3StorageConfig;
  /** The same settings as the environment a server process is started with (README's table). */
  env: Record<string, string>;
  /**
   * Parts s3rver holds of multipart uploads neither completed nor aborted: an upload under way,
   * or one whose process died. ListMultipartUploads would tell, but s3rver does not implement it.
   */
  unfinishedParts(): Promise<number>;
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
  const endpoint = `http://127.0.0.1:${port}`;
  // s3rver's fixed test account.
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  return {
    config: { endpoint, region: 'us-east-1', bucket, credentials, forcePathStyle: true },
    env: {
      STORAGE: 's3',
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    async unfinishedParts() {
      // s3rver keeps a part as <bucket>/._S3rver_uploads/<upload id>/<number>, with a .md5 once written whole.
      const uploads = join(folder, bucket, '._S3rver_uploads');
      const names = await readdir(uploads, { recursive: true }).catch(() => [] as string[]);
      return names.filter((name) => name.endsWith('.md5')).length;
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
