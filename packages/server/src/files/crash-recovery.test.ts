import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildPath, routes } from '@stickers62/core/contract';
import { stickerItemBody } from '@stickers62/testkit/fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, type ServerProcess, serverProcess } from '../robustness/server-process.js';
import { testPassword } from '../test-support/app.js';

/**
 * A real server process is killed with SIGKILL in the middle of an upload. After a restart no
 * row may claim the layout, no file may sit under its key, and the half-written temporary
 * file must be gone.
 */

let dataDir: string;
let server: ServerProcess;

async function signIn(username: string): Promise<string> {
  const login = await call(server.url, 'POST', routes.login.path, undefined, { username, password: testPassword });
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
  // 1 GiB whatever the caller's environment says: the 64 MiB upload must reach the disk.
  server = await serverProcess({ dataDir, env: { UPLOAD_LIMIT_BYTES: String(1024 * 1024 * 1024) } });
});
afterAll(async () => {
  await server?.kill();
  await rm(dataDir, { recursive: true, force: true });
});

describe('an upload cut by a crash', () => {
  it('leaves no row or file claiming the layout, and the temporary file is swept at start', async () => {
    await server.start();
    const username = `crash${process.pid}`;
    expect(
      (await call(server.url, 'POST', routes.register.path, undefined, { username, password: testPassword })).status,
    ).toBe(201);
    const token = await signIn(username);
    const item = stickerItemBody({ name: 'Котики' });
    expect(
      (await call(server.url, 'POST', buildPath(routes.saveStickerItem.path, { id: '0' }), token, item)).status,
    ).toBe(200);
    const cart = await call(server.url, 'GET', routes.cart.path, token);
    const target = { orderId: cart.body.orderId as string, kind: 'stickers', itemName: 'Котики' };

    // Announce 64 MiB, send 8 MiB of a PNG, and kill the server while it is writing them.
    const upload = request({
      host: '127.0.0.1',
      port: server.port,
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
    await server.kill();
    upload.destroy();
    expect(await incomingFiles()).toHaveLength(1);

    await server.start();
    expect(await incomingFiles()).toEqual([]);
    expect(await readdir(join(dataDir, 'files', 'layouts')).catch(() => [])).toEqual([]);
    const fresh = await signIn(username);
    expect((await call(server.url, 'GET', buildPath(routes.fileName.path, target), fresh)).status).toBe(404);
    const order = await call(server.url, 'GET', buildPath(routes.order.path, { id: target.orderId }), fresh);
    const items = order.body.orderItems as { name: string; fileName: string | null; status: string | null }[];
    expect(items.find((entry) => entry.name === 'Котики')).toMatchObject({ fileName: null, status: null });
  }, 300_000);
});
