import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildPath, routes } from '@stickers62/core/contract';
import { stickerItemBody } from '@stickers62/testkit/fixtures';
import { scratchDatabase } from '@stickers62/testkit/scratch-database';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client.js';
import { pngFixture } from '../files/test-fixtures.js';
import { testPassword } from '../test-support/app.js';
import { heldUpload, incomingUploads, untilUploadReachesDisk } from './held-upload.js';
import { expectWholeLayoutRecords, expectWholeOrders, pickupCheckout } from './order-invariants.js';
import { call, serverProcess } from './server-process.js';
import { waitUntil } from './wait-until.js';

/**
 * The real server is killed with SIGKILL while customers check out and save items and while a
 * layout streams in; after a restart nothing may be half done: every order is a cart or fully
 * checked out, each order's sums match its items, one cart per customer, and every stored
 * layout key has its file and every file its row. (The files engineer's crash-recovery test
 * covers the upload alone; this is checkout, and the combination.)
 */

const engines: { name: string; serverUrl?: string }[] = [{ name: 'PGlite' }];
if (process.env.TEST_DATABASE_URL) engines.push({ name: 'PostgreSQL', serverUrl: process.env.TEST_DATABASE_URL });

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function signUpOverHttp(baseUrl: string, username: string): Promise<string> {
  await call(baseUrl, 'POST', routes.register.path, undefined, { username, password: testPassword });
  const login = await call(baseUrl, 'POST', routes.login.path, undefined, { username, password: testPassword });
  if (login.status !== 200) throw new Error(`login failed: ${login.status}`);
  return login.body.token as string;
}

async function upload(baseUrl: string, token: string, orderId: string, itemName: string, bytes: Buffer) {
  const path = `${buildPath(routes.uploadFile.path, { orderId, kind: 'stickers', itemName })}?fileName=layout.png`;
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/octet-stream' },
    body: bytes,
  });
  return response.status;
}

/** Keys under files/layouts on disk. */
async function layoutFiles(dataDir: string): Promise<string[]> {
  const folder = join(dataDir, 'files', 'layouts');
  const names = await readdir(folder, { recursive: true }).catch(() => [] as string[]);
  const files: string[] = [];
  for (const name of names) {
    if ((await stat(join(folder, name))).isFile()) files.push(`layouts/${name}`);
  }
  return files.sort();
}

describe.each(engines)('a server killed during checkout and uploads ($name)', ({ serverUrl }) => {
  it('restarts with no order, item or file left half done', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'crash-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const scratch = serverUrl ? await scratchDatabase(serverUrl, 's62_crash') : undefined;
    if (scratch) cleanups.push(scratch.drop);
    const databaseUrl = scratch?.url;
    const server = await serverProcess({ dataDir, databaseUrl });
    cleanups.push(() => server.kill());
    await server.start();

    const customers: { username: string; token: string }[] = [];
    for (let index = 0; index < 4; index++) {
      const username = `crash${process.pid}x${index}`;
      customers.push({ username, token: await signUpOverHttp(server.url, username) });
    }
    const [first] = customers;
    if (!first) throw new Error('no customer');
    for (const name of ['Первый макет', 'Второй макет']) {
      const saved = await call(
        server.url,
        'POST',
        buildPath(routes.saveStickerItem.path, { id: '0' }),
        first.token,
        stickerItemBody({ name }),
      );
      expect(saved.status).toBe(200);
    }
    const cart = await call(server.url, 'GET', routes.cart.path, first.token);
    const firstCartId = cart.body.orderId as string;
    expect(await upload(server.url, first.token, firstCartId, 'Первый макет', await pngFixture())).toBe(200);

    const halfUpload = heldUpload(server, {
      token: first.token,
      orderId: firstCartId,
      itemName: 'Второй макет',
      sentMiB: 4,
    });
    await untilUploadReachesDisk(dataDir);

    // Every customer saves an item and checks out, again and again, until the server dies.
    let checkedOut = 0;
    let alive = true;
    const shopping = customers.map(async (customer, index) => {
      for (let round = 0; alive; round++) {
        const saved = await call(
          server.url,
          'POST',
          buildPath(routes.saveStickerItem.path, { id: '0' }),
          customer.token,
          stickerItemBody({ name: `Изделие ${index}-${round}` }),
        );
        if (saved.status === 0) return;
        const placed = await Promise.all([
          call(server.url, 'POST', routes.createOrderFromCart.path, customer.token, pickupCheckout('0')),
          call(server.url, 'POST', routes.createOrderFromCart.path, customer.token, pickupCheckout('0')),
        ]);
        if (placed.some((reply) => reply.status === 0)) return;
        checkedOut += 1;
      }
    });
    await waitUntil('six checkouts', () => checkedOut >= 6);
    await server.kill();
    alive = false;
    halfUpload.destroy();
    await Promise.all(shopping);

    await server.start();
    // The shop works again: the customers sign in and a cart checks out once, even twice.
    for (const customer of customers) {
      customer.token = (
        await call(server.url, 'POST', routes.login.path, undefined, {
          username: customer.username,
          password: testPassword,
        })
      ).body.token as string;
      expect(
        (
          await call(
            server.url,
            'POST',
            buildPath(routes.saveStickerItem.path, { id: '0' }),
            customer.token,
            stickerItemBody({ name: 'После перезапуска' }),
          )
        ).status,
      ).toBe(200);
      const again = await Promise.all([
        call(server.url, 'POST', routes.createOrderFromCart.path, customer.token, pickupCheckout('0')),
        call(server.url, 'POST', routes.createOrderFromCart.path, customer.token, pickupCheckout('0')),
      ]);
      expect(again.map((reply) => reply.status)).toEqual([200, 200]);
      expect(again[0]?.body).toEqual(again[1]?.body);
    }
    await server.stop();

    // Now read what is stored, with the server down (PGlite allows one process at a time).
    const database = await openDatabase(databaseUrl ? { url: databaseUrl } : { dataDir });
    try {
      expect(await expectWholeOrders(database.db)).toBeGreaterThanOrEqual(6);
      const keys = await expectWholeLayoutRecords(database.db);
      expect(keys).toHaveLength(1);
      for (const key of keys) expect(existsSync(join(dataDir, 'files', key)), `file of ${key}`).toBe(true);
      expect(await layoutFiles(dataDir), 'no file without its row').toEqual(keys);
      const incoming = await incomingUploads(dataDir);
      expect(
        incoming.filter((name) => name.endsWith('.part')),
        'no half-written upload',
      ).toEqual([]);
    } finally {
      await database.close();
    }
  }, 180_000);
});
