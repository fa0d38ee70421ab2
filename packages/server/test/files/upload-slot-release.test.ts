import { mkdtemp, rm } from 'node:fs/promises';
import { Agent, type IncomingMessage, request } from 'node:http';
import type { Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildPath, routes } from '@stickers62/core/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import type { DatabaseHandle } from '../../src/db/client.js';
import { incomingUploads } from '../robustness/held-upload.js';
import { waitUntil } from '../robustness/wait-until.js';
import { testConfig } from '../test-support/app.js';
import { openTestDatabase } from '../test-support/database.js';
import { pngFixture } from './test-fixtures.js';
import { type Customer, createCustomer } from './test-support.js';

/**
 * One slot per customer: a single leaked slot refuses every later upload of that customer with
 * 429, so the last upload proves that no reset kept one.
 */
const uploadsPerCustomer = 1;
let app: FastifyInstance;
let database: DatabaseHandle;
let dataDir: string;
let port: number;

/** What the server logged (pino's JSON lines), to see at which level aborted uploads are told. */
const logged: { level: number; msg: string; reqId?: string }[] = [];
const logStream = { write: (line: string) => logged.push(JSON.parse(line)) };

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 's62-slot-release-'));
  database = await openTestDatabase();
  app = await buildApp(testConfig({ dataDir, uploadsPerCustomer }), {
    database,
    logger: { level: 'info', stream: logStream },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});
afterAll(async () => {
  await app?.close();
  await database?.close();
  await rm(dataDir, { recursive: true, force: true });
});

function uploadPath(customer: Customer, fileName = 'layout.png'): string {
  const target = { orderId: customer.orderId, kind: 'stickers', itemName: 'Котики' };
  return `${buildPath(routes.uploadFile.path, target)}?fileName=${fileName}`;
}

/** A whole request on the agent's connection; answers the status. */
function send(agent: Agent, customer: Customer, method: string, path: string, body?: Buffer): Promise<number> {
  return new Promise((resolve, reject) => {
    const headers = { ...customer.headers, 'content-type': 'application/octet-stream' };
    const call = request({ host: '127.0.0.1', port, method, path, agent, headers }, (answer) => {
      answer.resume();
      answer.on('end', () => resolve(answer.statusCode ?? 0));
    });
    call.on('error', reject);
    call.end(body);
  });
}

/** The next request the server receives, as Node hands it to Fastify. */
function nextServerRequest(): Promise<IncomingMessage> {
  return new Promise((resolve) => app.server.once('request', resolve));
}

/**
 * An upload announced 100 times larger than what is sent, on the agent's kept-alive connection;
 * the caller resets or destroys its socket.
 */
function upload(agent: Agent, customer: Customer, layout: Buffer): { socket: Promise<Socket>; ended: Promise<void> } {
  const call = request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: uploadPath(customer),
    agent,
    headers: { ...customer.headers, 'content-type': 'application/octet-stream', 'content-length': layout.length * 100 },
  });
  const ended = new Promise<void>((resolve) => {
    call.on('error', () => resolve());
    call.on('close', () => resolve());
  });
  call.write(layout);
  return { socket: new Promise((resolve) => call.once('socket', (socket) => resolve(socket as Socket))), ended };
}

/** A kept-alive connection, used once (the cart), so the upload after goes over a reused one. */
async function reusedConnection(customer: Customer): Promise<Agent> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  expect(await send(agent, customer, 'GET', routes.cart.path)).toBe(200);
  return agent;
}

describe('upload slots over a real kept-alive connection', () => {
  it('frees the slot of an upload reset while its access check waits for the database', async () => {
    const customer = await createCustomer(app);
    const layout = await pngFixture();
    for (let round = 0; round < 5; round++) {
      const agent = await reusedConnection(customer);
      // The access check (sessions joined to users) waits behind this lock, so the reset lands
      // before the slot is taken: the guard then meets a connection that is already gone.
      let unlock = () => {};
      const unlocked = new Promise<void>((resolve) => {
        unlock = resolve;
      });
      let locked = () => {};
      const lockHeld = new Promise<void>((resolve) => {
        locked = resolve;
      });
      const holder = app.db.transaction(async (tx) => {
        await tx.execute(sql`lock table users in access exclusive mode`);
        locked();
        await unlocked;
      });
      await lockHeld;
      const arrived = nextServerRequest();
      const started = upload(agent, customer, layout);
      const serverSide = await arrived;
      const serverSocketClosed = new Promise((resolve) => serverSide.socket.once('close', resolve));
      (await started.socket).resetAndDestroy();
      await Promise.all([started.ended, serverSocketClosed]);
      unlock();
      await holder;
      agent.destroy();
    }
    const agent = await reusedConnection(customer);
    expect(await send(agent, customer, 'POST', uploadPath(customer), layout)).toBe(200);
    agent.destroy();
  });

  it('frees the slot of an upload reset while its body arrives, ten times over, then uploads; logs the aborts at info', async () => {
    const customer = await createCustomer(app);
    const layout = await pngFixture();
    for (let round = 0; round < 10; round++) {
      const agent = await reusedConnection(customer);
      const arrived = nextServerRequest();
      const started = upload(agent, customer, layout);
      const serverSide = await arrived;
      // Half of the rounds wait until storage is writing the body (the slot is taken); the
      // others reset at once, wherever the request then is.
      if (round % 2 === 0)
        await waitUntil('the upload to reach storage', async () => (await incomingUploads(dataDir)).length > 0);
      const serverSocketClosed = new Promise((resolve) => serverSide.socket.once('close', resolve));
      const socket = await started.socket;
      if (round % 4 < 2) socket.resetAndDestroy();
      else socket.destroy();
      await Promise.all([started.ended, serverSocketClosed]);
      agent.destroy();
      // Nor is the temporary file of the aborted upload left behind.
      await waitUntil('the aborted upload to be removed', async () => (await incomingUploads(dataDir)).length === 0);
    }
    // A refused upload (wrong type, answered before its body is read) frees its slot too.
    const refusing = await reusedConnection(customer);
    expect(await send(refusing, customer, 'POST', uploadPath(customer, 'layout.exe'), layout)).toBe(415);
    refusing.destroy();

    const agent = await reusedConnection(customer);
    expect(await send(agent, customer, 'POST', uploadPath(customer), layout)).toBe(200);
    agent.destroy();

    // The aborted uploads are the clients' doing: told at info, never as the server's error.
    const aborted = logged.filter((line) => line.msg === 'client went away before its request was read');
    expect(aborted.length).toBeGreaterThanOrEqual(5);
    expect(aborted.every((line) => line.level === 30)).toBe(true);
    expect(logged.filter((line) => line.level >= 50)).toEqual([]);
  });
});
