import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildPath, routes } from '@stickers62/core/contract';
import { profileFixture, stickerItemBody } from '@stickers62/testkit/fixtures';
import { freePort } from '@stickers62/testkit/free-port';
import { testAdmin, testPassword } from '../test-support/settings.js';
import { seedPgliteDataDir } from '../test-support/templates.js';

/** The real server as a child process (main.ts through tsx), to be killed and started again. */
export interface ServerProcess {
  port: number;
  url: string;
  start(): Promise<void>;
  /** SIGKILL: no shutdown hook, no flush, like a power cut of the process. */
  kill(): Promise<void>;
  /** SIGTERM and wait, for a clean close before the test reads the database itself; answers the exit code. */
  stop(): Promise<number | null>;
}

const mainEntry = fileURLToPath(new URL('../../src/main.ts', import.meta.url));

export interface ServerProcessOptions {
  dataDir: string;
  /** PostgreSQL to use; without it the server keeps PGlite under `dataDir`. */
  databaseUrl?: string;
  /** Extra environment for the child, e.g. a larger `UPLOAD_LIMIT_BYTES`. */
  env?: Record<string, string>;
}

export async function serverProcess(options: ServerProcessOptions): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;

  async function waitForExit(signal: NodeJS.Signals): Promise<number | null> {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null || running.signalCode !== null) return running?.exitCode ?? null;
    const exited = new Promise<number | null>((resolve) => running.once('exit', (code) => resolve(code)));
    running.kill(signal);
    return exited;
  }

  return {
    port,
    url,
    async start() {
      // The first start on PGlite finds the template's database in place (no initdb); a restart
      // finds its own.
      if (!options.databaseUrl && !existsSync(join(options.dataDir, 'pglite')))
        await seedPgliteDataDir(options.dataDir);
      // Sources throughout: core's too, through its source export condition (no core build needed).
      const started = spawn(process.execPath, ['--conditions=@stickers62/source', '--import', 'tsx', mainEntry], {
        env: {
          ...process.env,
          NODE_ENV: 'development',
          DATA_DIR: options.dataDir,
          DATABASE_URL: options.databaseUrl ?? '',
          PORT: String(port),
          HOST: '127.0.0.1',
          ADMIN_PASSWORD: testAdmin.password,
          SESSION_SECRET: 'crash-test-session-secret-0123456789',
          ...options.env,
        },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      child = started;
      // The end of stderr goes into the error when the server dies at start (a missing build,
      // a refused setting): "exited with 1" alone says nothing.
      let stderrTail = '';
      started.stderr?.setEncoding('utf8').on('data', (text: string) => {
        stderrTail = (stderrTail + text).slice(-2000);
      });
      // Generous: on a loaded two-core machine a cold start (tsx, migrations) can take a while.
      const deadline = Date.now() + 120_000;
      while (Date.now() < deadline) {
        const healthy = await fetch(`${url}${routes.health.path}`).then(
          (response) => response.ok,
          () => false,
        );
        if (healthy) return;
        if (started.exitCode !== null) throw new Error(`server exited with ${started.exitCode}:\n${stderrTail}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error('server did not start');
    },
    kill: async () => {
      await waitForExit('SIGKILL');
    },
    stop: () => waitForExit('SIGTERM'),
  };
}

/** A JSON call to the running server; network failures (the server just died) answer status 0. */
export async function call(baseUrl: string, method: string, path: string, token?: string, body?: unknown) {
  try {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    });
    const answer = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    return { status: response.status, body: answer };
  } catch {
    return { status: 0, body: {} as Record<string, unknown> };
  }
}

/**
 * A new customer of the running server with `receiptEmail` in their profile (where e-mails go)
 * and a cart holding one sticker item: answers their token and the cart's order id.
 */
export async function customerWithCart(baseUrl: string, username: string, receiptEmail: string) {
  await call(baseUrl, 'POST', routes.register.path, undefined, { username, password: testPassword });
  const token = (await call(baseUrl, 'POST', routes.login.path, undefined, { username, password: testPassword })).body
    .token as string;
  const profile = await call(
    baseUrl,
    'POST',
    routes.saveClientInformation.path,
    token,
    profileFixture({ receiptEmail }),
  );
  if (profile.status !== 200) throw new Error(`profile not saved: ${profile.status}`);
  await call(baseUrl, 'POST', buildPath(routes.saveStickerItem.path, { id: '0' }), token, stickerItemBody());
  const cart = await call(baseUrl, 'GET', routes.cart.path, token);
  return { token, orderId: cart.body.orderId as string };
}
