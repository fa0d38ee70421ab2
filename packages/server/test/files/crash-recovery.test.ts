import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildPath, routes } from '@stickers62/core/contract';
import { stickerItemBody } from '@stickers62/testkit/fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { heldUpload, incomingUploads, untilUploadReachesDisk } from '../robustness/held-upload.js';
import { call, type ServerProcess, serverProcess } from '../robustness/server-process.js';
import { testPassword } from '../test-support/settings.js';

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
    const upload = heldUpload(server, { token, orderId: target.orderId, itemName: target.itemName, sentMiB: 8 });
    await untilUploadReachesDisk(dataDir, 60_000);
    await server.kill();
    upload.destroy();
    expect(await incomingUploads(dataDir)).toHaveLength(1);

    await server.start();
    expect(await incomingUploads(dataDir)).toEqual([]);
    expect(await readdir(join(dataDir, 'files', 'layouts')).catch(() => [])).toEqual([]);
    const fresh = await signIn(username);
    expect((await call(server.url, 'GET', buildPath(routes.fileName.path, target), fresh)).status).toBe(404);
    const order = await call(server.url, 'GET', buildPath(routes.order.path, { id: target.orderId }), fresh);
    const items = order.body.orderItems as { name: string; fileName: string | null; status: string | null }[];
    expect(items.find((entry) => entry.name === 'Котики')).toMatchObject({ fileName: null, status: null });
  }, 300_000);
});
