// A soak: mixed reads and writes against the real server, sampling the server's RSS every
// second. A warm-up phase runs the same workload first (its figures are reported, not judged),
// then the measured window. Passes with no errors, no non-2xx answers in either phase and no RSS
// growth trend in the window (the slope of a least-squares line, in MiB per minute). A memory
// probe preloaded into the server (bench/lib/memory-probe.mjs) splits the RSS into V8 heap, WASM
// linear memory and the rest; `leakCheck` reports the slopes of the parts a leak would grow.
//
// PGlite runs PostgreSQL as WebAssembly inside the server process: its linear memory only grows,
// and PostgreSQL fills its shared buffers as the tables grow (no autovacuum in single-user mode),
// so its RSS climbs until the buffers are full; docs/performance.md has the measurements.
//
//   node bench/soak.mjs [--duration 60] [--warmup 180] [--database pglite|postgres]
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { prepareShop, stickerItem } from './lib/fixtures.mjs';
import { summarize } from './lib/load.mjs';
import { createScratchDatabase, findPostgres } from './lib/postgres.mjs';
import { repoRoot, rssMiB, startAppServer } from './lib/processes.mjs';

/** Growth below this is noise of the allocator and JIT, not a leak. */
export const rssSlopeLimitMiBPerMinute = 2;

/** Least-squares slope of `points` ({t seconds, mib}), in MiB per minute. */
export function slopePerMinute(points) {
  const n = points.length;
  if (n < 2) return 0;
  const meanT = points.reduce((sum, p) => sum + p.t, 0) / n;
  const meanM = points.reduce((sum, p) => sum + p.mib, 0) / n;
  let numerator = 0;
  let denominator = 0;
  for (const p of points) {
    numerator += (p.t - meanT) * (p.mib - meanM);
    denominator += (p.t - meanT) ** 2;
  }
  return denominator === 0 ? 0 : (numerator / denominator) * 60;
}

/** Warm-up before the measured window: PGlite's memory took ~3 minutes to level off (docs). */
export const defaultWarmupSec = { pglite: 180, postgres: 15 };

/** The mixed workload of both phases: the 50-item order, the order list, price views, saves. */
function workload(shop) {
  const customer = { authorization: `Bearer ${shop.customerToken}` };
  let saves = 0;
  return [
    { method: 'GET', path: `/api/web/orders/${shop.bigOrderId}`, headers: customer },
    { method: 'GET', path: '/api/web/orders/list', headers: customer },
    { method: 'GET', path: '/api/stickers/prices/get-stickers-prices-views' },
    { method: 'GET', path: '/api/stickers/prices/get-acryl-prices-views' },
    {
      method: 'POST',
      path: `/api/web/stickers/${shop.bigOrderId}/save`,
      headers: { ...customer, 'content-type': 'application/json' },
      setupRequest: (request) => ({
        ...request,
        body: JSON.stringify(stickerItem(shop.itemToSave.name, { id: shop.itemToSave.id, count: 20 + (saves++ % 80) })),
      }),
    },
  ];
}

/** How a leak check reads in the logs: not judged, no growth, or growth. */
export const leakVerdict = (passed) => (passed === null ? 'not judged' : passed ? 'none' : 'GROWTH');

/** Lowest value of each 10 s window: V8's sawtooth makes single samples and slopes jumpy. */
function floorsPer10s(samples, key, from, to) {
  const floors = [];
  for (let start = from; start < to; start += 10) {
    const values = samples
      .filter((s) => s.t >= start && s.t < start + 10 && Number.isFinite(s[key]))
      .map((s) => s[key]);
    if (values.length > 0) floors.push(Math.min(...values));
  }
  return floors;
}

/** First, last, lowest, highest and slope of every memory field over `samples`. */
function memoryFigures(samples) {
  if (samples.length === 0) return null;
  const fields = ['rss', 'heapTotal', 'heapUsed', 'external', 'arrayBuffers', 'wasm', 'rest'];
  // `rest` is what is neither V8's heap nor WASM linear memory: code (compiled WASM included),
  // native allocations, stacks. A leak outside JavaScript and the database would show there.
  const withRest = samples.map((s) => ({ ...s, rest: Number((s.rss - s.heapTotal - s.wasm).toFixed(2)) }));
  return Object.fromEntries(
    fields.map((field) => {
      const values = withRest.map((s) => s[field]);
      return [
        field,
        {
          first: values[0],
          last: values.at(-1),
          min: Math.min(...values),
          max: Math.max(...values),
          slopeMiBPerMinute: Number(slopePerMinute(withRest.map((s) => ({ t: s.t, mib: s[field] }))).toFixed(3)),
        },
      ];
    }),
  );
}

export async function runSoak({
  database = 'pglite',
  durationSec = 60,
  warmupSec = defaultWarmupSec[database],
  connections = 10,
  databaseUrl,
  /** A quick run's few seconds cover less than one GC cycle: its slope says nothing. */
  judgeRss = true,
  log = console.log,
}) {
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-soak-'));
  const memoryProbeFile = join(dataDir, 'memory-probe.jsonl');
  const server = await startAppServer({ dataDir, databaseUrl, memoryProbeFile });
  try {
    const shop = await prepareShop(server.url, { historyOrders: 5, orderSizes: false });
    const requests = workload(shop);
    const samples = [];
    const started = Date.now();
    const sampler = setInterval(async () => {
      const mib = await rssMiB(server.pid).catch(() => Number.NaN);
      samples.push({ t: (Date.now() - started) / 1000, mib: Number(mib.toFixed(2)) });
    }, 1000);
    const warmupResult =
      warmupSec > 0 ? await autocannon({ url: server.url, connections, duration: warmupSec, requests }) : null;
    const windowStart = (Date.now() - started) / 1000;
    const result = await autocannon({ url: server.url, connections, duration: durationSec, requests });
    const windowEnd = (Date.now() - started) / 1000;
    clearInterval(sampler);
    // The probe's clock started with the server; shift it onto the soak's clock.
    const probeLines = (await readFile(memoryProbeFile, 'utf8').catch(() => '')).split('\n').filter(Boolean);
    const probeOffset = (started - server.startedAt) / 1000;
    const probed = probeLines
      .map((line) => JSON.parse(line))
      .map((sample) => ({ ...sample, t: Number((sample.t - probeOffset).toFixed(3)) }))
      .filter((sample) => sample.t >= 0 && sample.t <= windowEnd);
    const probe = probed.filter((sample) => !sample.majorGc);
    const heapAfterMajorGc = probed.filter((sample) => sample.majorGc).map(({ t, heapUsed }) => ({ t, heapUsed }));
    const warmup = warmupResult ? summarize(warmupResult) : null;
    const figures = summarize(result);
    const inWindow = samples.filter((sample) => sample.t >= windowStart && Number.isFinite(sample.mib));
    const slope = Number(slopePerMinute(inWindow).toFixed(3));
    const floors = floorsPer10s(
      samples.map((s) => ({ t: s.t, rss: s.mib })),
      'rss',
      windowStart,
      windowEnd,
    );
    const warmupFloors = floorsPer10s(
      samples.map((s) => ({ t: s.t, rss: s.mib })),
      'rss',
      0,
      windowStart,
    );
    const clean = (part) => !part || (part.errors === 0 && part.non2xx === 0 && part.timeouts === 0);
    const memory = {
      warmup: memoryFigures(probe.filter((s) => s.t < windowStart)),
      window: memoryFigures(probe.filter((s) => s.t >= windowStart)),
      wasmFloorsMiBPer10s: floorsPer10s(probe, 'wasm', 0, windowEnd),
      heapUsedFloorsMiBPer10s: floorsPer10s(probe, 'heapUsed', 0, windowEnd),
      heapAfterMajorGc,
      heapAfterMajorGcSlopeMiBPerMinute: Number(
        slopePerMinute(heapAfterMajorGc.map(({ t, heapUsed }) => ({ t, mib: heapUsed }))).toFixed(3),
      ),
    };
    // Where a leak would show, free of V8's sawtooth: the live heap after full collections (over
    // the whole run, which holds dozens of them), WASM linear memory and the rest (the window).
    const leakCheck = {
      heapAfterMajorGcSlopeMiBPerMinute: memory.heapAfterMajorGcSlopeMiBPerMinute,
      wasmSlopeMiBPerMinute: memory.window?.wasm.slopeMiBPerMinute ?? null,
      restSlopeMiBPerMinute: memory.window?.rest.slopeMiBPerMinute ?? null,
      limitMiBPerMinute: rssSlopeLimitMiBPerMinute,
    };
    // Like the RSS slope, a quick run's seconds are too few collections to show a trend: null.
    leakCheck.passed = !judgeRss
      ? null
      : heapAfterMajorGc.length >= 3 &&
        [
          leakCheck.heapAfterMajorGcSlopeMiBPerMinute,
          leakCheck.wasmSlopeMiBPerMinute,
          leakCheck.restSlopeMiBPerMinute,
        ].every((slope) => slope !== null && slope < rssSlopeLimitMiBPerMinute);
    // The verdict judges RSS through its parts. The raw RSS slope of a 60 s window is reported but
    // not judged: V8's committed heap rises and falls by ~100 MiB every 40–70 s under this mix, so
    // where the window cuts that sawtooth decides the slope's sign (docs/performance.md, "Soak").
    const passed = clean(warmup) && clean(figures) && leakCheck.passed !== false;
    if (warmup) {
      log(
        `  [${database}] warm-up ${warmupSec} s: ${warmup.requests} requests, ${warmup.requestsPerSecond} req/s, errors ${warmup.errors}, ` +
          `non-2xx ${warmup.non2xx}, RSS 10 s floors ${warmupFloors.join(' ')}` +
          (memory.warmup ? `, WASM ${memory.warmup.wasm.first} → ${memory.warmup.wasm.last} MiB` : ''),
      );
    }
    log(
      `  [${database}] soak ${durationSec} s: ${figures.requests} requests, ${figures.requestsPerSecond} req/s, errors ${figures.errors}, ` +
        `non-2xx ${figures.non2xx}, RSS ${inWindow[0]?.mib} → ${inWindow.at(-1)?.mib} MiB, ` +
        `slope ${slope} MiB/min after ${warmupSec} s warm-up${judgeRss ? '' : ' (not judged: too short)'}, ` +
        `10 s floors ${floors.join(' ')}` +
        (memory.window
          ? `, WASM ${memory.window.wasm.first} → ${memory.window.wasm.last} MiB, ` +
            `heap after ${heapAfterMajorGc.length} full GCs ${heapAfterMajorGc.map((gc) => gc.heapUsed).join(' ')} MiB ` +
            `(slope ${memory.heapAfterMajorGcSlopeMiBPerMinute} MiB/min)`
          : '') +
        `: ${passed ? 'PASS' : 'FAIL'}` +
        ` (leak check: ${leakVerdict(leakCheck.passed)}; live heap ${leakCheck.heapAfterMajorGcSlopeMiBPerMinute}, ` +
        `WASM ${leakCheck.wasmSlopeMiBPerMinute}, rest ${leakCheck.restSlopeMiBPerMinute} MiB/min)`,
    );
    return {
      database,
      durationSec,
      warmupSec,
      connections,
      warmup: warmup && { ...warmup, rssFloorsMiBPer10s: warmupFloors },
      ...figures,
      rssSlopeMiBPerMinute: slope,
      rssFloorsMiBPer10s: floors,
      rssSlopeLimitMiBPerMinute,
      rssJudged: judgeRss,
      windowStartSec: Number(windowStart.toFixed(3)),
      leakCheck,
      memory,
      rssSamples: samples,
      memorySamples: probe,
      passed,
    };
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

// Run directly: one engine's soak, its JSON in bench/results/soak-<engine>.json.
if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      duration: { type: 'string', default: '60' },
      warmup: { type: 'string' },
      database: { type: 'string', default: 'pglite' },
      out: { type: 'string' },
    },
  });
  const database = values.database;
  let databaseUrl;
  let scratch;
  if (database === 'postgres') {
    const found = await findPostgres();
    if (!found.url) throw new Error(`no PostgreSQL reachable: ${found.reason}`);
    scratch = await createScratchDatabase(found.url);
    databaseUrl = scratch.url;
  }
  try {
    const result = await runSoak({
      database,
      databaseUrl,
      durationSec: Number(values.duration),
      warmupSec: values.warmup === undefined ? defaultWarmupSec[database] : Number(values.warmup),
    });
    const out = join(repoRoot, 'bench/results', values.out ?? `soak-${database}.json`);
    await writeFile(out, `${JSON.stringify(result)}\n`);
    console.log(`written ${out}`);
    process.exitCode = result.passed ? 0 : 1;
  } finally {
    await scratch?.drop();
  }
}
