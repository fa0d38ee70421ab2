import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildPath, routes } from '@stickers62/core/contract';
import { stickerItemBody } from '@stickers62/testkit/fixtures';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endRefreshGrace } from '../auth/test-support.js';
import { type DatabaseHandle, openDatabase } from '../db/client.js';
import { expectWholeOrders, pickupCheckout } from '../robustness/order-invariants.js';
import { type ServerProcess, serverProcess } from '../robustness/server-process.js';
import { testPassword } from '../test-support/app.js';

/**
 * Two real server processes (main.ts) on one PostgreSQL database, as behind a load balancer:
 * limits count across both and survive a restart, concurrent refreshes with one cookie keep
 * the session wherever they land, and one instance dying during checkouts leaves the other
 * serving with nothing half written. PostgreSQL only: PGlite is one process's database.
 */

const serverUrl = process.env.TEST_DATABASE_URL;
if (!serverUrl) {
  console.warn('two-instances.test.ts skipped: set TEST_DATABASE_URL to a PostgreSQL server to run it');
}

const cleanups: (() => Promise<unknown>)[] = [];
let instances: [ServerProcess, ServerProcess];
let database: DatabaseHandle;

/** A fresh database for this file on the test server, dropped at the end. */
async function scratchDatabase(url: string): Promise<string> {
  const name = `s62_scaling_${randomBytes(5).toString('hex')}`;
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  cleanups.push(async () => {
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end({ timeout: 5 });
  });
  const scratch = new URL(url);
  scratch.pathname = `/${name}`;
  return scratch.toString();
}

beforeAll(async () => {
  if (!serverUrl) return;
  const databaseUrl = await scratchDatabase(serverUrl);
  const start = async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'scaling-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    // The proxy in front is this test: X-Forwarded-For gives each simulated person an address.
    const instance = await serverProcess({ dataDir, databaseUrl, env: { TRUST_PROXY: '127.0.0.1' } });
    cleanups.push(() => instance.kill());
    return instance;
  };
  instances = [await start(), await start()];
  // Started together: their migrations must not collide.
  await Promise.all(instances.map((instance) => instance.start()));
  database = await openDatabase({ url: databaseUrl });
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

const describeOnPostgres = serverUrl ? describe : describe.skip;

describeOnPostgres('two instances on one PostgreSQL', () => {
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
    const right = { username: person.username, password: testPassword };
    for (const instance of instances) {
      expect((await http(instance, 'POST', routes.login.path, { address: person.address, body: right })).status).toBe(
        429,
      );
    }
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

  it('keep serving on one when the other is killed during checkouts, with nothing half written', async () => {
    const [doomed, survivor] = instances;
    const customers = await Promise.all([0, 1, 2].map(() => customer(doomed)));
    const saveItem = (instance: ServerProcess, person: (typeof customers)[number], name: string) =>
      http(instance, 'POST', buildPath(routes.saveStickerItem.path, { id: '0' }), {
        address: person.address,
        token: person.token,
        body: stickerItemBody({ name }),
      });
    const checkOut = (instance: ServerProcess, person: (typeof customers)[number]) =>
      http(instance, 'POST', routes.createOrderFromCart.path, {
        address: person.address,
        token: person.token,
        body: pickupCheckout('0'),
      });

    let checkedOut = 0;
    const shopping = customers.map(async (person, index) => {
      for (let round = 0; ; round++) {
        if ((await saveItem(doomed, person, `Изделие ${index}-${round}`)).status === 0) return;
        const placed = await Promise.all([checkOut(doomed, person), checkOut(doomed, person)]);
        if (placed.some((answer) => answer.status === 0)) return;
        checkedOut += 1;
      }
    });
    while (checkedOut < 4) await new Promise((resolve) => setTimeout(resolve, 5));
    await doomed.kill();
    await Promise.all(shopping);

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
