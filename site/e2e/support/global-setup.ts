import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '@stickers62/testkit/free-port';
import type { TestProject } from 'vitest/node';
import { e2eAdmin } from './accounts.ts';
import { e2eSeller } from './seller.ts';
import { journeyWorkers } from './workers.ts';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * The real servers' addresses, one per worker, each serving the built site and the API on
     * one port (a file finds its own through `shopUrl()`, support/shop-url.ts).
     */
    shopUrls: string[];
  }
}

/**
 * Builds what the server serves (its own JavaScript, the site bundle, the element scripts) when
 * their sources changed, through the same staleness check as `npm start`.
 */
function build(): void {
  // Vitest sets NODE_ENV=test; the site must be the production build people get.
  const env = { ...process.env, NODE_ENV: 'production' };
  execFileSync(process.execPath, ['scripts/build-when-stale.mjs'], { cwd: repoRoot, stdio: 'inherit', env });
}

async function waitForHealth(baseUrl: string, server: ChildProcess, logFile: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) break;
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const log = await readFile(logFile, 'utf8').catch(() => '');
  throw new Error(`The server did not become healthy at ${baseUrl}. Its log:\n${log.slice(-4000)}`);
}

interface RunningServer {
  url: string;
  stop(): Promise<void>;
}

/**
 * The real server on a free port with a fresh embedded database (PGlite in a temp DATA_DIR) and
 * sandbox providers.
 */
async function startServer(): Promise<RunningServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 's62-e2e-'));
  const logFile = join(dataDir, 'server.log');
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const { DATABASE_URL: _external, ...inherited } = process.env;
  const server = spawn(process.execPath, ['packages/server/dist/main.js'], {
    cwd: repoRoot,
    env: {
      ...inherited,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: baseUrl,
      ADMIN_USERNAME: e2eAdmin.username,
      ADMIN_PASSWORD: e2eAdmin.password,
      // Every browser context and API helper sends its own X-Forwarded-For, so the server's
      // per-address sign-in limits apply per simulated visitor, not to the whole run.
      TRUST_PROXY: '127.0.0.1',
      // Paying by invoice (issue 34) needs the shop's details as the seller.
      ...e2eSeller,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log = createWriteStream(logFile);
  server.stdout?.pipe(log);
  server.stderr?.pipe(log);
  await waitForHealth(baseUrl, server, logFile);

  const stop = async () => {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
    if (server.exitCode === null) server.kill('SIGKILL');
    if (process.env.E2E_KEEP_DATA === '1') console.log(`e2e data and server log kept in ${dataDir}`);
    else await rm(dataDir, { recursive: true, force: true });
  };
  return { url: baseUrl, stop };
}

/**
 * Once per run: build, then start one server per worker (journeyWorkers), so that two files
 * running at the same time never share a database: a journey that counts the manager's orders
 * sees only what files before it on its own server left. `E2E_SKIP_BUILD=1` reuses the last
 * build when only the tests changed.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (process.env.E2E_SKIP_BUILD !== '1') build();
  const servers = await Promise.all(Array.from({ length: journeyWorkers }, startServer));
  project.provide(
    'shopUrls',
    servers.map((server) => server.url),
  );
  return async () => {
    await Promise.all(servers.map((server) => server.stop()));
  };
}
