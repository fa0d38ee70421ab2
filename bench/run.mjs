// `npm run bench`: every benchmark of the repository in one run, and a summary.
//
//   node bench/run.mjs [--duration 10] [--connections 10] [--soak 60] [--quick]
//                      [--skip api,postgres,soak,others,lighthouse,startup] [--out summary.json]
//
// 1. API scenarios on PGlite, side by side with a bare Fastify route and with the one-statement
//    limit route (bench/api.mjs, bench/lib/limit-server.mjs);
// 2. the same on PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL is set or the local
//    server answers (a scratch database is created and dropped);
// 3. a soak with RSS sampling (bench/soak.mjs);
// 4. the other engineers' benchmarks when present (bench/upload.mjs, bench/admin-list.mjs,
//    bench/manager-list.mjs: the manager's search, filters and streamed CSV on PostgreSQL,
//    bench/preflight.mjs, bench/log-share.mjs: the request log's share of a read's CPU, bench/first-price.mjs: a partner
//    page's first price against its plain text),
//    each in its own process, their JSON folded into the summary;
// 5. Lighthouse and first-load JavaScript of the site pages (bench/lighthouse.mjs);
// 6. the restart of `npm start` with nothing changed, and its parts (bench/startup.mjs).
//
// The summary goes to bench/results/summary.json (docs/performance.md explains the figures).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { runApiBenchmarks } from './api.mjs';
import { createScratchDatabase, findPostgres } from './lib/postgres.mjs';
import { repoRoot } from './lib/processes.mjs';
import { runLighthouse } from './lighthouse.mjs';
import { defaultWarmupSec, leakVerdict, runSoak } from './soak.mjs';
import { runStartup } from './startup.mjs';

const { values: options } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    soak: { type: 'string', default: '60' },
    quick: { type: 'boolean', default: false },
    skip: { type: 'string', default: '' },
    out: { type: 'string', default: 'summary.json' },
  },
});
const quick = options.quick;
const durationSec = quick ? 3 : Number(options.duration);
const connections = Number(options.connections);
const soakSec = quick ? 15 : Number(options.soak);
const skipped = new Set(options.skip.split(',').filter(Boolean));
const resultsDir = join(repoRoot, 'bench/results');

/** Other people's benchmark scripts: run when present, their result file read back. */
const otherBenchmarks = [
  { script: 'bench/upload.mjs', result: 'bench/results/upload.json', quickArgs: ['--size-mib', '64', '--rounds', '1'] },
  { script: 'bench/admin-list.mjs', result: 'bench/results/admin-list.json', quickArgs: [] },
  { script: 'bench/manager-list.mjs', result: 'bench/results/manager-list.json', quickArgs: ['--requests', '10'] },
  { script: 'bench/preflight.mjs', result: 'bench/results/preflight.json', quickArgs: ['--rounds', '1'] },
  { script: 'bench/log-share.mjs', result: 'bench/results/log-share.json', quickArgs: ['--duration', '3'] },
  { script: 'bench/first-price.mjs', result: 'bench/results/first-price.json', quickArgs: ['--rounds', '3'] },
];

function runScript(script, args) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [join(repoRoot, script), ...args], { cwd: repoRoot, stdio: 'inherit' });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

async function section(name, run) {
  if (skipped.has(name)) {
    console.log(`\n== ${name}: skipped (--skip)`);
    return { skipped: true };
  }
  console.log(`\n== ${name}`);
  const started = Date.now();
  try {
    const result = await run();
    return { ...result, seconds: Math.round((Date.now() - started) / 1000) };
  } catch (error) {
    console.error(`   ${name} failed: ${error.stack ?? error}`);
    return { failed: true, error: String(error.message ?? error) };
  }
}

const summary = {
  startedAt: new Date().toISOString(),
  machine: {
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model,
    memoryGiB: Number((totalmem() / 2 ** 30).toFixed(1)),
    node: process.version,
    loadAverageAtStart: loadavg().map((value) => Number(value.toFixed(2))),
  },
  settings: { durationSec, connections, soakSec, quick },
};

summary.apiPglite = await section('api', () => runApiBenchmarks({ database: 'pglite', durationSec, connections }));

summary.apiPostgres = await section('postgres', async () => {
  const found = await findPostgres();
  if (!found.url) {
    console.log(`   PostgreSQL part skipped: no server reachable (${found.reason})`);
    return { ran: false, reason: found.reason };
  }
  console.log(`   PostgreSQL part runs on ${found.source}`);
  const scratch = await createScratchDatabase(found.url);
  try {
    const result = await runApiBenchmarks({ database: 'postgres', databaseUrl: scratch.url, durationSec, connections });
    return { ran: true, source: found.source, ...result };
  } finally {
    await scratch.drop();
  }
});

// The soak runs on both engines: PGlite lives inside the server process, so its RSS includes the
// database's own pages; on PostgreSQL the RSS is the Node server alone.
summary.soak = await section('soak', async () => {
  const warmupFor = (database) => (quick ? Math.min(5, soakSec / 3) : defaultWarmupSec[database]);
  const judgeRss = !quick;
  const pglite = await runSoak({ database: 'pglite', durationSec: soakSec, warmupSec: warmupFor('pglite'), judgeRss });
  const found = await findPostgres();
  if (!found.url) return { pglite };
  const scratch = await createScratchDatabase(found.url);
  try {
    return {
      pglite,
      postgres: await runSoak({
        database: 'postgres',
        databaseUrl: scratch.url,
        durationSec: soakSec,
        warmupSec: warmupFor('postgres'),
        judgeRss,
      }),
    };
  } finally {
    await scratch.drop();
  }
});

summary.others = await section('others', async () => {
  const results = {};
  for (const benchmark of otherBenchmarks) {
    if (!existsSync(join(repoRoot, benchmark.script))) {
      console.log(`   ${benchmark.script}: not present`);
      continue;
    }
    console.log(`   running ${benchmark.script}`);
    const exitCode = await runScript(benchmark.script, quick ? benchmark.quickArgs : []);
    const resultPath = join(repoRoot, benchmark.result);
    results[benchmark.script] = {
      exitCode,
      result: existsSync(resultPath) ? JSON.parse(await readFile(resultPath, 'utf8')) : null,
    };
  }
  return results;
});

summary.lighthouse = await section('lighthouse', () => runLighthouse({ runs: quick ? 1 : 3 }));

summary.startup = await section('startup', () => runStartup({ runs: quick ? 1 : 3 }));

summary.finishedAt = new Date().toISOString();
await mkdir(resultsDir, { recursive: true });
const summaryPath = join(resultsDir, options.out);
await writeFile(summaryPath, `${JSON.stringify(summary, null, 2)}\n`);

console.log('\n== summary');
for (const key of ['apiPglite', 'apiPostgres']) {
  const part = summary[key];
  if (!part?.scenarios) continue;
  console.log(`  ${part.database}: bare Fastify ${part.bare.requestsPerSecond} req/s`);
  for (const s of part.scenarios) {
    console.log(
      `    ${s.name.padEnd(28)} ${String(s.requestsPerSecond).padStart(6)} req/s  p50 ${String(s.latencyMs.p50).padStart(4)} ms  p99 ${String(s.latencyMs.p99).padStart(5)} ms  ratio ${s.ratioToBare} (${s.timesSlowerThanBare}×)` +
        (s.ratioToLimit === undefined ? '' : `  to limit ${s.ratioToLimit} (limit ${s.limit.requestsPerSecond} req/s)`),
    );
  }
  if (part.orderSizeCost) {
    const growth = part.orderSizeCost;
    console.log(
      `    order read ${growth.fromItems} → ${growth.toItems} items: ${growth.costGrowth}× the cost (limit ${growth.limitCostGrowth}×)`,
    );
  }
}
if (summary.apiPostgres?.ran === false) console.log(`  postgres: not run (${summary.apiPostgres.reason})`);
for (const soak of [summary.soak?.pglite, summary.soak?.postgres].filter(Boolean)) {
  console.log(
    `  soak ${soak.database}: ${soak.passed ? 'PASS' : 'FAIL'}, ${soak.rssSlopeMiBPerMinute} MiB/min, errors ${soak.errors}, non-2xx ${soak.non2xx}, leak check ${leakVerdict(soak.leakCheck?.passed ?? null)}`,
  );
}
for (const page of summary.lighthouse?.pages ?? []) {
  console.log(
    `  lighthouse ${page.route}: score ${page.performanceScore}, LCP ${page.lcpMs} ms, TBT ${page.tbtMs} ms, first-load JS ${page.firstLoadScriptKiB} KiB`,
  );
}
if (summary.startup?.restartMs) {
  const { restartMs, serverOnlyMs, stalenessCheckMs, restartGoalMs } = summary.startup;
  console.log(
    `  npm start, nothing changed: ${restartMs.median} ms (goal ≤ ${restartGoalMs}), server alone ${serverOnlyMs.median} ms, staleness check ${stalenessCheckMs.median} ms`,
  );
}
console.log(`\nwritten ${summaryPath}`);
const failed =
  ['apiPglite', 'apiPostgres', 'soak'].some((key) => summary[key]?.failed) ||
  [summary.soak?.pglite, summary.soak?.postgres].some((soak) => soak?.passed === false);
process.exitCode = failed ? 1 : 0;
