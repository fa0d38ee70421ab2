// Child processes for the benchmarks: the real server (from its TypeScript sources through tsx,
// so a fresh clone needs no build), a bare Fastify server, and RSS sampling from /proc.
import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const serverEntry = fileURLToPath(new URL('../../packages/server/src/main.ts', import.meta.url));
const bareEntry = fileURLToPath(new URL('./bare-server.mjs', import.meta.url));
const limitEntry = fileURLToPath(new URL('./limit-server.mjs', import.meta.url));
const memoryProbe = fileURLToPath(new URL('./memory-probe.mjs', import.meta.url));

export const benchAdmin = { username: 'admin', password: 'bench-admin-password' };
/** The bench admin's bearer token from the app at `baseUrl`. */
export async function signInAsBenchAdmin(baseUrl) {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(benchAdmin),
  });
  if (!response.ok) throw new Error(`admin sign-in failed: ${response.status} ${await response.text()}`);
  return (await response.json()).token;
}
/** The app's SESSION_SECRET in the benchmarks; the limit server checks tokens with it too. */
export const benchSessionSecret = 'bench-session-secret-0123456789abcdef';

export async function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitHealthy(url, child) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode} before answering`);
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await sleep(100);
  }
  throw new Error(`no answer from ${url}`);
}

/**
 * Starts a child process and waits until `healthPath` answers. Its stdout (the request log,
 * which production writes too) goes nowhere; stderr is kept for a failure message.
 */
async function startChild(args, env, port, healthPath) {
  // The memory probe's clock starts with the process (a few ms later): close enough at 1 s samples.
  const startedAt = Date.now();
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr = (stderr + chunk).slice(-4000);
  });
  try {
    await waitHealthy(`http://127.0.0.1:${port}${healthPath}`, child);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${error.message}\n${stderr}`);
  }
  return {
    pid: child.pid,
    startedAt,
    url: `http://127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/**
 * The real server, production mode, on PGlite under `dataDir` or on `databaseUrl`. With
 * `memoryProbeFile`, bench/lib/memory-probe.mjs is preloaded and writes its samples there.
 * `entry` runs another entry (the built `dist/main.js`) instead of the sources through tsx;
 * `nodeArgs` go to its node (e.g. `--cpu-prof`); `env` adds or overrides settings.
 */
export async function startAppServer({ dataDir, databaseUrl, memoryProbeFile, entry, nodeArgs = [], env = {} }) {
  const port = await freePort();
  const probe = memoryProbeFile ? ['--import', memoryProbe] : [];
  // From sources, core's sources too (its source export condition); a built entry runs on dist.
  const program = entry ? [entry] : ['--conditions=@stickers62/source', '--import', 'tsx', serverEntry];
  return startChild(
    [...nodeArgs, ...probe, ...program],
    {
      BENCH_MEMORY_PROBE_FILE: memoryProbeFile ?? '',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      ADMIN_USERNAME: benchAdmin.username,
      ADMIN_PASSWORD: benchAdmin.password,
      SESSION_SECRET: benchSessionSecret,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      // Providers stay sandboxes: the benchmarks never reach YooKassa, CDEK or VK.
      ALLOW_SANDBOX_IN_PRODUCTION: 'true',
      ...env,
    },
    port,
    '/api/health',
  );
}

/** Fastify with one route answering a fixed JSON: the ceiling the app is compared with. */
export async function startBareServer() {
  const port = await freePort();
  return startChild([bareEntry], { PORT: String(port) }, port, '/fixed');
}

/**
 * The one-statement limit (bench/lib/limit-server.mjs) on `databaseUrl`, or on the PGlite data
 * directory `pgliteDir` (a copy of the app's: one PGlite directory opens in one process only).
 */
export async function startLimitServer({ databaseUrl, pgliteDir, nodeArgs = [] }) {
  const port = await freePort();
  const database = databaseUrl ? { DATABASE_URL: databaseUrl } : { PGLITE_DIR: pgliteDir, DATABASE_URL: '' };
  return startChild(
    // Through tsx: the limit writes its request line with the app's own `requestLineJson`.
    [...nodeArgs, '--conditions=@stickers62/source', '--import', 'tsx', limitEntry],
    { PORT: String(port), SESSION_SECRET: benchSessionSecret, ...database },
    port,
    '/api/health',
  );
}

/** Resident set size of a process in MiB, from /proc (Linux). */
export async function rssMiB(pid) {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const match = /VmRSS:\s+(\d+)\s+kB/.exec(status);
  return match ? Number(match[1]) / 1024 : Number.NaN;
}
