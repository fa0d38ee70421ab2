// How long `npm start` takes to answer when nothing changed (the restart people wait for),
// split into its parts: the staleness check of the builds (scripts/build-when-stale.mjs) and the
// server alone (`node packages/server/dist/main.js` on an existing PGlite data directory). The
// first start on an empty data directory (initdb, migrations, seeding) is reported beside.
//
//   node bench/startup.mjs [--runs 3]
//
// Each figure is the time from spawning the command to the first 200 of /api/health, median of
// `runs`; every start has a deadline (60 s), so the section stays bounded. Results go to
// bench/results/startup.json.
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { buildAllWhenStale } from '../scripts/build-when-stale.mjs';
import { benchAdmin, freePort, repoRoot, sleep } from './lib/processes.mjs';

/** The goal for a restart with nothing changed. */
export const restartGoalMs = 2500;
const startDeadlineMs = 60_000;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
};

/** Spawns `command` in its own process group, times it to a healthy answer, then stops it. */
export async function timeToHealthy(command, args, dataDir) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(command, args, {
    cwd: repoRoot,
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      ADMIN_USERNAME: benchAdmin.username,
      ADMIN_PASSWORD: benchAdmin.password,
      SESSION_SECRET: 'bench-session-secret-0123456789abcdef',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ALLOW_SANDBOX_IN_PRODUCTION: 'true',
    },
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr = (stderr + chunk).slice(-2000);
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    while (performance.now() - started < startDeadlineMs) {
      if (child.exitCode !== null) throw new Error(`${command} exited with ${child.exitCode}: ${stderr}`);
      const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (ok) return Math.round(performance.now() - started);
      await sleep(10);
    }
    throw new Error(`${command} did not answer within ${startDeadlineMs} ms: ${stderr}`);
  } finally {
    // The whole group: npm, its shell and the server.
    if (child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
    const timer = setTimeout(() => child.exitCode === null && process.kill(-child.pid, 'SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  }
}

/** Times the staleness check alone (nothing to build): its own process, as `npm start` runs it. */
function timeStalenessCheck() {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, ['scripts/build-when-stale.mjs'], { cwd: repoRoot, stdio: 'ignore' });
    child.once('exit', (code) =>
      code === 0 ? resolve(Math.round(performance.now() - started)) : reject(new Error(`exit ${code}`)),
    );
  });
}

export async function runStartup({ runs = 3, log = console.log } = {}) {
  // Whatever changed since the last build is built now, so the restarts below measure a restart.
  buildAllWhenStale([], { log: (line) => log(`   ${line}`) });
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-startup-'));
  const loadAverageAtStart = loadavg().map((value) => Number(value.toFixed(2)));
  try {
    const serverEntry = join(repoRoot, 'packages/server/dist/main.js');
    const firstStartMs = await timeToHealthy(process.execPath, [serverEntry], dataDir);
    log(`   first start on an empty data directory (server alone): ${firstStartMs} ms`);
    const restart = [];
    const serverOnly = [];
    const stalenessCheck = [];
    // Interleaved, so load from elsewhere falls on all three alike.
    for (let run = 0; run < runs; run++) {
      restart.push(await timeToHealthy('npm', ['start'], dataDir));
      serverOnly.push(await timeToHealthy(process.execPath, [serverEntry], dataDir));
      stalenessCheck.push(await timeStalenessCheck());
    }
    const result = {
      runs,
      loadAverageAtStart,
      loadAverageAtEnd: loadavg().map((value) => Number(value.toFixed(2))),
      restartGoalMs,
      restartMs: { median: median(restart), runs: restart },
      serverOnlyMs: { median: median(serverOnly), runs: serverOnly },
      stalenessCheckMs: { median: median(stalenessCheck), runs: stalenessCheck },
      firstStartMs,
      restartWithinGoal: median(restart) <= restartGoalMs,
    };
    log(
      `   npm start, nothing changed: median ${result.restartMs.median} ms (${restart.join(', ')}), ` +
        `server alone ${result.serverOnlyMs.median} ms, staleness check ${result.stalenessCheckMs.median} ms ` +
        `(goal ≤ ${restartGoalMs} ms; load ${loadAverageAtStart.join(' ')})`,
    );
    await mkdir(join(repoRoot, 'bench/results'), { recursive: true });
    await writeFile(join(repoRoot, 'bench/results/startup.json'), `${JSON.stringify(result, null, 2)}\n`);
    return result;
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' } } });
  await runStartup({ runs: Number(values.runs) });
}
