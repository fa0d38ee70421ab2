// A soak: mixed reads and writes against the real server for a minute, sampling the server's
// RSS every second. Passes with no errors, no non-2xx answers and no RSS growth trend (the
// slope of a least-squares line after warm-up, in MiB per minute).
//
//   node bench/soak.mjs [--duration 60]
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { prepareShop, stickerItem } from './lib/fixtures.mjs';
import { summarize } from './lib/load.mjs';
import { rssMiB, startAppServer } from './lib/processes.mjs';

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

export async function runSoak({
  database = 'pglite',
  durationSec = 60,
  warmupSec = 15,
  connections = 10,
  databaseUrl,
  /** A quick run's few seconds cover less than one GC cycle: its slope says nothing. */
  judgeRss = true,
  log = console.log,
}) {
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-soak-'));
  const server = await startAppServer({ dataDir, databaseUrl });
  try {
    const shop = await prepareShop(server.url, { historyOrders: 5 });
    const customer = { authorization: `Bearer ${shop.customerToken}` };
    let saves = 0;
    const samples = [];
    const started = Date.now();
    const sampler = setInterval(async () => {
      const mib = await rssMiB(server.pid).catch(() => Number.NaN);
      samples.push({ t: (Date.now() - started) / 1000, mib: Number(mib.toFixed(2)) });
    }, 1000);
    const result = await autocannon({
      url: server.url,
      connections,
      duration: durationSec,
      requests: [
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
            body: JSON.stringify(
              stickerItem(shop.itemToSave.name, { id: shop.itemToSave.id, count: 20 + (saves++ % 80) }),
            ),
          }),
        },
      ],
    });
    clearInterval(sampler);
    const figures = summarize(result);
    const afterWarmup = samples.filter((sample) => sample.t >= warmupSec && Number.isFinite(sample.mib));
    const slope = Number(slopePerMinute(afterWarmup).toFixed(3));
    // V8 grows the old space in a sawtooth (a collection every 20–40 s here), so the fitted slope
    // depends on where the minute cuts the teeth; the lowest RSS of each 10 s window shows the floor.
    const floors = [];
    for (let start = warmupSec; start < durationSec; start += 10) {
      const window = afterWarmup.filter((sample) => sample.t >= start && sample.t < start + 10);
      if (window.length > 0) floors.push(Math.min(...window.map((sample) => sample.mib)));
    }
    const passed =
      figures.errors === 0 &&
      figures.non2xx === 0 &&
      figures.timeouts === 0 &&
      (!judgeRss || slope < rssSlopeLimitMiBPerMinute);
    log(
      `  [${database}] soak ${durationSec} s: ${figures.requests} requests, ${figures.requestsPerSecond} req/s, errors ${figures.errors}, ` +
        `non-2xx ${figures.non2xx}, RSS ${afterWarmup[0]?.mib} → ${afterWarmup.at(-1)?.mib} MiB, ` +
        `slope ${slope} MiB/min after ${warmupSec} s warm-up${judgeRss ? '' : ' (not judged: too short)'}, ` +
        `10 s floors ${floors.join(' ')}: ${passed ? 'PASS' : 'FAIL'}`,
    );
    return {
      database,
      durationSec,
      warmupSec,
      connections,
      ...figures,
      rssSlopeMiBPerMinute: slope,
      rssFloorsMiBPer10s: floors,
      rssSlopeLimitMiBPerMinute,
      rssJudged: judgeRss,
      rssSamples: samples,
      passed,
    };
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
