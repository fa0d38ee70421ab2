import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildPath, routes } from '@stickers62/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stickerItemBody, testPassword } from '../test-support/app.js';

/**
 * A real server process is killed with SIGKILL in the middle of an upload. After a restart no
 * row may claim the layout, no file may sit under its key, and the half-written temporary
 * file must be gone.
 */

const mainEntry = fileURLToPath(new URL('../main.ts', import.meta.url));
let dataDir: string;
let port: number;
let server: ChildProcess | null = null;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function startServer(): Promise<void> {
  server = spawn(process.execPath, ['--import', 'tsx', mainEntry], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      ADMIN_PASSWORD: 'admin-password-for-tests',
      UPLOAD_LIMIT_BYTES: String(1024 * 1024 * 1024),
    },
    stdio: 'ignore',
  });
  // Generous: on a loaded two-core machine a cold start (tsx, migrations) can take a while.
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const healthy = await fetch(`http://127.0.0.1:${port}${routes.health.path}`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('server did not start');
}

async function killServer(): Promise<void> {
  const child = server;
  server = null;
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

async function call(method: string, path: string, token?: string, body?: unknown) {
  const response = await fetch(`http://127.0.0.1:${port}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, body: (await response.json().catch(() => null)) as Record<string, unknown> };
}

async function signIn(username: string): Promise<string> {
  const login = await call('POST', routes.login.path, undefined, { username, password: testPassword });
  return login.body.token as string;
}

async function incomingFiles(): Promise<string[]> {
  return readdir(join(dataDir, 'files', '.incoming')).catch(() => []);
}

async function waitFor(condition: () => Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'files-crash-'));
  port = await freePort();
});
afterAll(async () => {
  await killServer();
  await rm(dataDir, { recursive: true, force: true });
});

describe('an upload cut by a crash', () => {
  it('leaves no row or file claiming the layout, and the temporary file is swept at start', async () => {
    await startServer();
    const username = `crash${process.pid}`;
    expect((await call('POST', routes.register.path, undefined, { username, password: testPassword })).status).toBe(
      201,
    );
    const token = await signIn(username);
    const item = stickerItemBody({ name: 'Котики' });
    expect((await call('POST', buildPath(routes.saveStickerItem.path, { id: '0' }), token, item)).status).toBe(200);
    const cart = await call('GET', routes.cart.path, token);
    const target = { orderId: cart.body.orderId as string, kind: 'stickers', itemName: 'Котики' };

    // Announce 64 MiB, send 8 MiB of a PNG, and kill the server while it is writing them.
    const upload = request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: `${buildPath(routes.uploadFile.path, target)}?fileName=big.png`,
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/octet-stream',
        'content-length': 64 * 1024 * 1024,
      },
    });
    upload.on('error', () => {});
    upload.write(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    for (let written = 0; written < 8; written++) upload.write(Buffer.alloc(1024 * 1024, written));
    await waitFor(async () => {
      const [part] = await incomingFiles();
      return part !== undefined && (await stat(join(dataDir, 'files', '.incoming', part))).size > 1024 * 1024;
    });
    await killServer();
    upload.destroy();
    expect(await incomingFiles()).toHaveLength(1);

    await startServer();
    expect(await incomingFiles()).toEqual([]);
    expect(await readdir(join(dataDir, 'files', 'layouts')).catch(() => [])).toEqual([]);
    const fresh = await signIn(username);
    expect((await call('GET', buildPath(routes.fileName.path, target), fresh)).status).toBe(404);
    const order = await call('GET', buildPath(routes.order.path, { id: target.orderId }), fresh);
    const items = order.body.orderItems as { name: string; fileName: string | null; status: string | null }[];
    expect(items.find((entry) => entry.name === 'Котики')).toMatchObject({ fileName: null, status: null });
  }, 300_000);
});
