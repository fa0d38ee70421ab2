import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { type ClientRequest, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildPath, routes } from '@stickers62/core/contract';
import { stickerItemBody } from '@stickers62/testkit/fixtures';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client.js';
import { stickerItems } from '../../src/db/schema.js';
import { pngFixture } from '../files/test-fixtures.js';
import { testPassword } from '../test-support/settings.js';
import { call, type ServerProcess, serverProcess } from './server-process.js';

/**
 * SIGTERM on the real server (main.ts) while a layout upload is half sent: the server stops
 * taking connections, lets the upload finish and store its row, closes the database and exits
 * 0; with a short deadline an upload that never ends is cut and the process still exits 0,
 * leaving nothing half written.
 */

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function startedServer(env: Record<string, string>) {
  const dataDir = await mkdtemp(join(tmpdir(), 'shutdown-'));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  const server = await serverProcess({ dataDir, env });
  cleanups.push(() => server.kill());
  await server.start();
  const username = `shutdown${process.pid}x${Math.random().toString(36).slice(2, 8)}`;
  await call(server.url, 'POST', routes.register.path, undefined, { username, password: testPassword });
  const token = (await call(server.url, 'POST', routes.login.path, undefined, { username, password: testPassword }))
    .body.token as string;
  const saved = await call(
    server.url,
    'POST',
    buildPath(routes.saveStickerItem.path, { id: '0' }),
    token,
    stickerItemBody({ name: 'Макет' }),
  );
  expect(saved.status).toBe(200);
  const orderId = (await call(server.url, 'GET', routes.cart.path, token)).body.orderId as string;
  return { server, dataDir, token, orderId };
}

/** An upload of `size` bytes, sent by the caller; its answer is awaited separately. */
function openUpload(server: ServerProcess, token: string, orderId: string, size: number) {
  const upload: ClientRequest = request({
    host: '127.0.0.1',
    port: server.port,
    method: 'POST',
    path: `${buildPath(routes.uploadFile.path, { orderId, kind: 'stickers', itemName: 'Макет' })}?fileName=layout.png`,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/octet-stream', 'content-length': size },
  });
  const answered = new Promise<number>((resolve) => {
    upload.on('response', (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    upload.on('error', () => resolve(0));
  });
  return { upload, answered };
}

async function untilWriting(dataDir: string) {
  const incoming = join(dataDir, 'files', '.incoming');
  const deadline = Date.now() + 30_000;
  for (;;) {
    const parts = await readdir(incoming).catch(() => [] as string[]);
    const sizes = await Promise.all(parts.map((part) => stat(join(incoming, part)).then((info) => info.size)));
    if (sizes.some((size) => size > 0)) return;
    if (Date.now() > deadline) throw new Error('the upload never reached the disk');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('SIGTERM', () => {
  it('lets an upload in flight finish, refuses new connections, closes the database and exits 0', async () => {
    const { server, dataDir, token, orderId } = await startedServer({ SHUTDOWN_TIMEOUT_MS: '60000' });
    const png = await pngFixture(1200, 900);
    const half = Math.floor(png.length / 2);
    const { upload, answered } = openUpload(server, token, orderId, png.length);
    upload.write(png.subarray(0, half));
    await untilWriting(dataDir);

    const exited = server.stop();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await call(server.url, 'GET', routes.health.path)).status, 'no new connections').toBe(0);
    upload.end(png.subarray(half));
    expect(await answered).toBe(200);
    expect(await exited).toBe(0);

    // The upload's row was written before the database closed.
    const database = await openDatabase({ dataDir });
    try {
      const [item] = await database.db.select().from(stickerItems);
      expect(item?.fileName).toBe('layout.png');
      expect(item?.fileKey).toBeTruthy();
    } finally {
      await database.close();
    }
  }, 180_000);

  it('cuts an upload that outlives the deadline and still exits 0 with nothing half written', async () => {
    const { server, dataDir, token, orderId } = await startedServer({ SHUTDOWN_TIMEOUT_MS: '1000' });
    const { upload, answered } = openUpload(server, token, orderId, 64 * 1024 * 1024);
    upload.write(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    upload.write(Buffer.alloc(1024 * 1024));
    await untilWriting(dataDir);

    // The upload never sends the rest of its 64 MB: an exit at all means the deadline cut it
    // (a server waiting for it would hang until the test's time limit).
    expect(await server.stop()).toBe(0);
    expect(await answered).not.toBe(200);

    // The cut upload stored no row; its partial bytes are gone at the latest once the server is back.
    await server.start();
    await server.stop();
    const incoming = await readdir(join(dataDir, 'files', '.incoming')).catch(() => [] as string[]);
    expect(incoming.filter((name) => name.endsWith('.part'))).toEqual([]);
    const database = await openDatabase({ dataDir });
    try {
      const [item] = await database.db.select().from(stickerItems);
      expect(item).toMatchObject({ fileName: null, fileKey: null });
    } finally {
      await database.close();
    }
  }, 180_000);
});
