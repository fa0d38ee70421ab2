import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { paginateListObjectsV2 } from '@aws-sdk/client-s3';
import { buildPath, routes } from '@stickers62/core/contract';
import { roundToKopecks } from '@stickers62/core/pricing';
import { stickerItemBody } from '@stickers62/testkit/fixtures';
import { scratchDatabase } from '@stickers62/testkit/scratch-database';
import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../src/db/client.js';
import { stickerPrices } from '../../src/db/schema.js';
import { S3Storage } from '../../src/files/s3-storage.js';
import { endRefreshGrace } from '../auth/test-support.js';
import { type S3TestServer, startS3TestServer } from '../files/s3-test-server.js';
import { pngFixture } from '../files/test-fixtures.js';
import { heldUpload } from '../robustness/held-upload.js';
import { expectWholeLayoutRecords, expectWholeOrders, pickupCheckout } from '../robustness/order-invariants.js';
import { type ServerProcess, serverProcess } from '../robustness/server-process.js';
import { waitUntil } from '../robustness/wait-until.js';
import { testPassword } from '../test-support/app.js';

/**
 * Two real server processes (main.ts) on one PostgreSQL database and one S3-compatible bucket
 * (s3rver, STORAGE=s3), as behind a load balancer: a layout uploaded through one is downloaded
 * and previewed through the other, limits count across both and survive a restart, concurrent
 * refreshes with one cookie keep the session wherever they land, and one instance dying during
 * an upload and checkouts leaves the other serving with nothing half written. PostgreSQL only:
 * PGlite is one process's database.
 */

const serverUrl = process.env.TEST_DATABASE_URL;
if (!serverUrl) {
  console.warn('two-instances.test.ts skipped: set TEST_DATABASE_URL to a PostgreSQL server to run it');
}

const cleanups: (() => Promise<unknown>)[] = [];
let instances: [ServerProcess, ServerProcess];
let database: DatabaseHandle;
let s3: S3TestServer;
/** The test's own view of the bucket both instances share. */
let bucket: S3Storage;
const clockAt = new Date().toISOString();

beforeAll(async () => {
  if (!serverUrl) return;
  s3 = await startS3TestServer();
  cleanups.push(() => s3.stop());
  bucket = new S3Storage(s3.config);
  cleanups.push(async () => bucket.close());
  const scratch = await scratchDatabase(serverUrl, 's62_scaling');
  cleanups.push(scratch.drop);
  const start = async () => {
    // Each its own DATA_DIR, as on two machines: only the bucket and the database are shared.
    const dataDir = await mkdtemp(join(tmpdir(), 'scaling-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    // The proxy in front is this test: X-Forwarded-For gives each simulated person an address.
    // Both clocks stand at one instant (across the restart too): sign-in delays never run out
    // between two slow attempts on a busy machine.
    const env = { TRUST_PROXY: '127.0.0.1', TEST_CLOCK_AT: clockAt, ...s3.env };
    const instance = await serverProcess({ dataDir, databaseUrl: scratch.url, env });
    cleanups.push(() => instance.kill());
    return instance;
  };
  instances = [await start(), await start()];
  // Started together: their migrations must not collide.
  await Promise.all(instances.map((instance) => instance.start()));
  database = await openDatabase({ url: scratch.url });
  cleanups.push(() => database.close());
}, 240_000);

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

interface Answer {
  status: number;
  body: Record<string, unknown>;
  refreshCookie?: string;
}

/** One HTTP call from `address`; status 0 when the instance is gone. */
async function http(
  instance: ServerProcess,
  method: string,
  path: string,
  options: { address: string; token?: string; cookie?: string; body?: unknown },
): Promise<Answer> {
  try {
    const response = await fetch(`${instance.url}${path}`, {
      method,
      headers: {
        'x-forwarded-for': options.address,
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...(options.cookie ? { cookie: `refreshToken=${options.cookie}` } : {}),
        ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
    });
    const refreshCookie = response.headers
      .getSetCookie()
      .map((cookie) => /^refreshToken=([^;]+)/.exec(cookie)?.[1])
      .find((value) => value !== undefined);
    const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    return { status: response.status, body, refreshCookie };
  } catch {
    return { status: 0, body: {} };
  }
}

let people = 0;
/** A new customer, registered and signed in from an address of their own. */
async function customer(instance: ServerProcess) {
  const address = `10.0.${Math.floor(people / 250)}.${(people % 250) + 1}`;
  const username = `scale${process.pid}x${++people}`;
  const credentials = { username, password: testPassword };
  expect((await http(instance, 'POST', routes.register.path, { address, body: credentials })).status).toBe(201);
  const signedIn = await http(instance, 'POST', routes.login.path, { address, body: credentials });
  expect(signedIn.status).toBe(200);
  return { address, username, token: signedIn.body.token as string, refreshToken: signedIn.refreshCookie ?? '' };
}

type Person = Awaited<ReturnType<typeof customer>>;

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
function filePath(call: 'uploadFile' | 'downloadFile' | 'filePreview' | 'fileName', orderId: string, itemName: string) {
  return buildPath(routes[call].path, { orderId, kind: 'stickers', itemName });
}

/** Saves a sticker item named `itemName` into the person's cart; answers the cart's id. */
async function cartWithItem(instance: ServerProcess, person: Person, itemName: string): Promise<string> {
  const who = { address: person.address, token: person.token };
  const saved = await http(instance, 'POST', buildPath(routes.saveStickerItem.path, { id: '0' }), {
    ...who,
    body: stickerItemBody({ name: itemName }),
  });
  expect(saved.status).toBe(200);
  return (await http(instance, 'GET', routes.cart.path, who)).body.orderId as string;
}

async function upload(instance: ServerProcess, person: Person, orderId: string, itemName: string, bytes: Buffer) {
  const response = await fetch(`${instance.url}${filePath('uploadFile', orderId, itemName)}?fileName=layout.png`, {
    method: 'POST',
    headers: {
      'x-forwarded-for': person.address,
      authorization: `Bearer ${person.token}`,
      'content-type': 'application/octet-stream',
    },
    body: bytes,
  });
  await response.arrayBuffer();
  return response.status;
}

/** A GET that answers bytes (download, preview). */
async function fetchBytes(instance: ServerProcess, person: Person, path: string) {
  const response = await fetch(`${instance.url}${path}`, {
    headers: { 'x-forwarded-for': person.address, authorization: `Bearer ${person.token}` },
  });
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

/** Every object in the shared bucket, whatever its prefix, sorted. */
async function bucketKeys(): Promise<string[]> {
  const keys: string[] = [];
  for await (const page of paginateListObjectsV2({ client: bucket.client }, { Bucket: s3.config.bucket })) {
    for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
  }
  return keys.sort();
}

const describeOnPostgres = serverUrl ? describe : describe.skip;

describeOnPostgres('two instances on one PostgreSQL and one S3 bucket', () => {
  it('serve a layout uploaded through one from the other: same sha256, and a rendered preview', async () => {
    const [receiving, other] = instances;
    const person = await customer(receiving);
    const orderId = await cartWithItem(receiving, person, 'Котики');
    const layout = await pngFixture(600, 400);
    const before = await bucketKeys();
    expect(await upload(receiving, person, orderId, 'Котики', layout)).toBe(200);
    const added = (await bucketKeys()).filter((key) => !before.includes(key));
    expect(added, 'the layout went to the bucket').toEqual([expect.stringMatching(/^layouts\/[0-9a-f-]{36}$/)]);

    const download = await fetchBytes(other, person, filePath('downloadFile', orderId, 'Котики'));
    expect(download.status).toBe(200);
    expect(sha256(download.bytes)).toBe(sha256(layout));

    const preview = await fetchBytes(other, person, `${filePath('filePreview', orderId, 'Котики')}?maxWidth=240`);
    expect(preview.status).toBe(200);
    expect(preview.headers.get('x-preview'), 'a rendered preview, not the placeholder').toBeNull();
    expect(preview.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(preview.bytes).metadata()).width).toBe(240);
  });

  it('count sign-in failures together, and a restart keeps the count', async () => {
    const [first, second] = instances;
    const person = await customer(first);
    const wrong = { username: person.username, password: 'wrong-password-1' };
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 12; attempt++) {
      const instance = attempt % 2 === 0 ? first : second;
      statuses.push((await http(instance, 'POST', routes.login.path, { address: person.address, body: wrong })).status);
    }
    expect(statuses).toEqual([...Array(5).fill(401), ...Array(7).fill(429)]);

    await first.stop();
    await first.start();
    // Kept across the restart: a forgotten count would give five free 401s again.
    const afterRestart: number[] = [];
    for (let attempt = 0; attempt < 2; attempt++) {
      afterRestart.push(
        (await http(first, 'POST', routes.login.path, { address: person.address, body: wrong })).status,
      );
    }
    expect(afterRestart).toEqual([429, 429]);
  }, 180_000);

  it.each([2, 5, 10])('keep the session when %i refreshes with one cookie land on both at once', async (count) => {
    const person = await customer(instances[0]);
    const answers = await Promise.all(
      Array.from({ length: count }, (_, index) =>
        http(instances[index % 2] as ServerProcess, 'POST', routes.refresh.path, {
          address: person.address,
          cookie: person.refreshToken,
        }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    const successors = new Set(answers.map((answer) => answer.refreshCookie));
    expect(successors.size).toBe(1);
    for (const [index, answer] of answers.entries()) {
      const token = answer.body.accessToken as string;
      const instance = instances[(index + 1) % 2] as ServerProcess;
      expect((await http(instance, 'GET', routes.user.path, { address: person.address, token })).status).toBe(200);
    }
    const [successor] = successors;
    const next = await http(instances[1], 'POST', routes.refresh.path, { address: person.address, cookie: successor });
    expect(next.status).toBe(200);
  });

  it('revoke the family when a refresh token comes back after the grace window', async () => {
    const person = await customer(instances[0]);
    const first = await http(instances[0], 'POST', routes.refresh.path, {
      address: person.address,
      cookie: person.refreshToken,
    });
    expect(first.status).toBe(200);
    await endRefreshGrace(database.db, person.refreshToken);
    const replay = await http(instances[1], 'POST', routes.refresh.path, {
      address: person.address,
      cookie: person.refreshToken,
    });
    expect(replay.status).toBe(401);
    const successor = await http(instances[0], 'POST', routes.refresh.path, {
      address: person.address,
      cookie: first.refreshCookie,
    });
    expect(successor.status).toBe(401);
    const token = first.body.accessToken as string;
    expect((await http(instances[1], 'GET', routes.user.path, { address: person.address, token })).status).toBe(401);
  });

  it('price a save with a price edited in the shared database, whichever instance holds the old one in memory', async () => {
    const [first, second] = instances;
    const person = await customer(first);
    const who = { address: person.address, token: person.token };
    const body = stickerItemBody({ name: 'Цена из базы', count: 60 });
    const saveThrough = (instance: ServerProcess, id?: number) =>
      http(instance, 'POST', buildPath(routes.saveStickerItem.path, { id: '0' }), {
        ...who,
        body: id === undefined ? body : { ...body, id },
      });
    // Both instances price this combination once, so both keep the price lists in memory.
    const created = await saveThrough(first);
    expect(created.status).toBe(200);
    const { id, cost } = created.body as { id: number; cost: number };
    expect(cost).toBeGreaterThan(0);
    expect((await saveThrough(second, id)).body.cost).toBe(cost);

    const combination = and(
      eq(stickerPrices.cuttingType, body.cuttingType ?? ''),
      eq(stickerPrices.laminationType, body.laminationType ?? ''),
      eq(stickerPrices.filmType, body.filmType ?? ''),
    );
    await database.db
      .update(stickerPrices)
      .set({ price: sql`${stickerPrices.price} + 10` })
      .where(combination);
    try {
      for (const instance of [second, first]) {
        const again = await saveThrough(instance, id);
        expect(again.status).toBe(200);
        expect(again.body.cost, instance.url).toBe(roundToKopecks(cost + 10 * 60));
      }
    } finally {
      await database.db
        .update(stickerPrices)
        .set({ price: sql`${stickerPrices.price} - 10` })
        .where(combination);
    }
    expect((await saveThrough(first, id)).body.cost).toBe(cost);
  });

  it('keep serving on one when the other is killed during an upload and checkouts, with nothing half written', async () => {
    const [doomed, survivor] = instances;
    const uploader = await customer(doomed);
    const uploaderCart = await cartWithItem(doomed, uploader, 'Макет');
    const oldLayout = await pngFixture(320, 200);
    expect(await upload(doomed, uploader, uploaderCart, 'Макет', oldLayout)).toBe(200);
    const customers = await Promise.all([0, 1, 2].map(() => customer(doomed)));
    const saveItem = (instance: ServerProcess, person: Person, name: string) =>
      http(instance, 'POST', buildPath(routes.saveStickerItem.path, { id: '0' }), {
        address: person.address,
        token: person.token,
        body: stickerItemBody({ name }),
      });
    const checkOut = (instance: ServerProcess, person: Person) =>
      http(instance, 'POST', routes.createOrderFromCart.path, {
        address: person.address,
        token: person.token,
        body: pickupCheckout('0'),
      });

    // A replacement of the uploader's layout streams into a multipart upload...
    const partsBefore = await s3.unfinishedParts();
    // 20 MiB: enough for the server to have begun a multipart upload (8 MiB parts) that cannot complete.
    const replacement = heldUpload(doomed, {
      token: uploader.token,
      orderId: uploaderCart,
      itemName: 'Макет',
      sentMiB: 20,
      headers: { 'x-forwarded-for': uploader.address },
    });
    await waitUntil('a part of the replacement stored', async () => (await s3.unfinishedParts()) > partsBefore);
    // ...while customers check out, until the instance dies.
    let checkedOut = 0;
    const shopping = customers.map(async (person, index) => {
      for (let round = 0; ; round++) {
        if ((await saveItem(doomed, person, `Изделие ${index}-${round}`)).status === 0) return;
        const placed = await Promise.all([checkOut(doomed, person), checkOut(doomed, person)]);
        if (placed.some((answer) => answer.status === 0)) return;
        checkedOut += 1;
      }
    });
    await waitUntil('four checkouts', () => checkedOut >= 4);
    await doomed.kill();
    replacement.destroy();
    await Promise.all(shopping);

    // The upload never completed: its parts stay unfinished and no object appeared for it.
    expect(await s3.unfinishedParts()).toBeGreaterThan(partsBefore);
    const objects = await bucketKeys();
    expect(
      objects.filter((key) => !/^(layouts|previews)\//.test(key)),
      'no multipart upload visible as an object',
    ).toEqual([]);
    expect(
      objects.filter((key) => key.startsWith('layouts/')),
      'every layout object has its row and every row its object',
    ).toEqual(await expectWholeLayoutRecords(database.db));
    // The item still names the old layout, and the survivor serves it.
    const who = { address: uploader.address, token: uploader.token };
    const named = await http(survivor, 'GET', filePath('fileName', uploaderCart, 'Макет'), who);
    expect(named.body.fileName).toBe('layout.png');
    const kept = await fetchBytes(survivor, uploader, filePath('downloadFile', uploaderCart, 'Макет'));
    expect(sha256(kept.bytes)).toBe(sha256(oldLayout));
    const newLayout = await pngFixture(200, 320);
    expect(await upload(survivor, uploader, uploaderCart, 'Макет', newLayout)).toBe(200);
    const replaced = await fetchBytes(survivor, uploader, filePath('downloadFile', uploaderCart, 'Макет'));
    expect(sha256(replaced.bytes)).toBe(sha256(newLayout));

    // The same people go on with the same tokens on the other instance.
    for (const person of customers) {
      expect((await saveItem(survivor, person, 'На втором сервере')).status).toBe(200);
      const placed = await Promise.all([checkOut(survivor, person), checkOut(survivor, person)]);
      expect(placed.map((answer) => answer.status)).toEqual([200, 200]);
      expect(placed[0]?.body).toEqual(placed[1]?.body);
    }
    expect(await expectWholeOrders(database.db)).toBeGreaterThanOrEqual(4 + customers.length);
  }, 180_000);
});
