import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildPath, routes } from '@stickers62/core/contract';
import { serverTexts } from '@stickers62/core/texts';
import { stickerItemBody } from '@stickers62/testkit/fixtures';
import { freePort } from '@stickers62/testkit/free-port';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { type Database, type DatabaseHandle, openDatabase } from '../../src/db/client.js';
import { databaseAnswers, defaultReadinessTimeoutMs } from '../../src/health/probe.js';
import { waitUntil } from '../robustness/wait-until.js';
import { signUp, type TestSession, testConfig, testPassword } from '../test-support/app.js';
import { checkResponsesAgainstOpenApi, type ResponseConformance } from '../test-support/openapi-conformance.js';

/**
 * A database outage on a PostgreSQL cluster of the test's own: made with initdb in a temporary
 * directory on a free port, stopped and started again under the running server. PGlite lives
 * inside the process and cannot go down, so the test runs with the PostgreSQL suite
 * (TEST_DATABASE_URL set, as CI does) and is skipped without it. It needs PostgreSQL's server
 * programs: PG_BIN, or the newest /usr/lib/postgresql/<version>/bin (Debian's package).
 */
const runs = Boolean(process.env.TEST_DATABASE_URL);

function postgresBin(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(a) - Number(b)) : [];
  const newest = versions.at(-1);
  if (!newest) throw new Error('PostgreSQL server programs not found: install postgresql or set PG_BIN');
  return join(root, newest, 'bin');
}

/** A cluster of the test's own. initdb and the server refuse root, so as root they run as `postgres`. */
class Cluster {
  readonly dir = mkdtempSync(join(tmpdir(), 's62-outage-'));
  readonly data = join(this.dir, 'data');
  private readonly bin = postgresBin();
  private readonly asRoot = process.getuid?.() === 0;

  constructor(readonly port: number) {}

  get url(): string {
    return `postgres://postgres@127.0.0.1:${this.port}/postgres`;
  }

  private run(program: string, args: string[]): void {
    const command = join(this.bin, program);
    const [file, argv] = this.asRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
    execFileSync(file, argv, { stdio: 'pipe', timeout: 60_000 });
  }

  init(): void {
    if (this.asRoot) {
      const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }));
      const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }));
      chownSync(this.dir, uid, gid);
    }
    this.run('initdb', ['-D', this.data, '--auth=trust', '-U', 'postgres', '--no-sync']);
  }

  start(): void {
    const options = `-p ${this.port} -c listen_addresses=127.0.0.1 -c unix_socket_directories='' -c fsync=off`;
    this.run('pg_ctl', ['-D', this.data, '-o', options, '-l', join(this.dir, 'log'), '-w', 'start']);
  }

  /** Fast shutdown: the server ends every session and stops listening, as in a restart or a crash. */
  stop(mode: 'fast' | 'immediate' = 'fast'): void {
    this.run('pg_ctl', ['-D', this.data, '-m', mode, '-w', 'stop']);
  }

  remove(): void {
    try {
      this.stop('immediate');
    } catch {
      // Not running.
    }
    rmSync(this.dir, { recursive: true, force: true });
  }
}

/** Takes connections on the cluster's port and never answers: a database host that froze. */
async function unansweringDatabase(port: number): Promise<{ close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

describe('the readiness round trip', () => {
  it('answers no when the database never answers: its timeout alone ends the wait', async () => {
    const unanswered = { execute: () => new Promise(() => {}) } as unknown as Database;
    expect(await databaseAnswers(unanswered, 50)).toBe(false);
  });
});

describe.skipIf(!runs)('a PostgreSQL outage under the running server', () => {
  let cluster: Cluster;
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let conformance: ResponseConformance;
  let customer: TestSession;
  let orderId: string;

  beforeAll(async () => {
    cluster = new Cluster(await freePort());
    cluster.init();
    cluster.start();
    database = await openDatabase({ url: cluster.url });
    app = await buildApp(testConfig(), { database, logger: false });
    conformance = checkResponsesAgainstOpenApi(app);
    await app.ready();
    customer = await signUp(app);
    const cart = await app.inject({ method: 'GET', url: routes.cart.path, headers: customer.headers });
    orderId = (cart.json() as { orderId: string }).orderId;
  });

  afterAll(async () => {
    await app?.close();
    await database?.close().catch(() => {});
    cluster?.remove();
    expect(conformance?.takeMismatches() ?? []).toEqual([]);
  });

  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });
  const saveItem = (name: string) =>
    app.inject({
      method: 'POST',
      url: buildPath(routes.saveStickerItem.path, { id: orderId }),
      headers: customer.headers,
      payload: stickerItemBody({ name }),
    });
  const unavailable = { statusCode: 503, error: 'Service Unavailable', message: serverTexts.temporarilyUnavailable };

  it('answers everything while the database is up', async () => {
    expect((await get(routes.health.path)).statusCode).toBe(200);
    expect((await get(routes.ready.path)).statusCode).toBe(200);
    expect((await saveItem('До сбоя')).statusCode).toBe(200);
  });

  it('while the cluster is stopped: liveness 200, readiness and the API 503 with the Russian text', async () => {
    cluster.stop();
    const health = await get(routes.health.path);
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });

    const ready = await get(routes.ready.path);
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual(unavailable);

    const answers = {
      cart: await get(routes.cart.path, customer.headers),
      order: await get(buildPath(routes.order.path, { id: orderId }), customer.headers),
      publicOrderInfo: await get(buildPath(routes.publicOrderInfo.path, { id: orderId })),
      saveItem: await saveItem('Во время сбоя'),
      login: await app.inject({
        method: 'POST',
        url: routes.login.path,
        payload: { username: customer.username, password: testPassword },
      }),
    };
    for (const [route, reply] of Object.entries(answers)) {
      expect(reply.statusCode, route).toBe(503);
      expect(reply.json(), route).toEqual(unavailable);
    }
  });

  it('while the database takes connections and answers nothing: readiness 503, bounded by its timeout', async () => {
    // The answer is bounded by the readiness timeout (under the 1 s an orchestrator's probe
    // typically allows), not by the driver's 5 s connect timeout, nor left to hang.
    expect(defaultReadinessTimeoutMs).toBeLessThan(1000);
    const frozen = await unansweringDatabase(cluster.port);
    try {
      const started = performance.now();
      const ready = await get(routes.ready.path);
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual(unavailable);
      // Not before the timeout: the frozen host took the query and answered nothing. How much
      // later is no check (a busy machine); the timeout alone bounds it ('the readiness round trip').
      expect(performance.now() - started).toBeGreaterThanOrEqual(defaultReadinessTimeoutMs - 50);
      expect((await get(routes.health.path)).statusCode).toBe(200);
    } finally {
      await frozen.close();
    }
  });

  it('recovers by itself once the cluster is back: readiness, the same session, saves', async () => {
    cluster.start();
    await waitUntil('readiness to answer 200 again', async () => (await get(routes.ready.path)).statusCode === 200);
    expect((await get(routes.cart.path, customer.headers)).statusCode).toBe(200);
    expect((await get(buildPath(routes.publicOrderInfo.path, { id: orderId }))).statusCode).toBe(404);
    const saved = await saveItem('После сбоя');
    expect(saved.statusCode, saved.body).toBe(200);
    const order = await get(buildPath(routes.order.path, { id: orderId }), customer.headers);
    expect((order.json() as { orderItems: { name: string }[] }).orderItems.map((item) => item.name).sort()).toEqual([
      'До сбоя',
      'После сбоя',
    ]);
  });
});
