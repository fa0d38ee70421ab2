// A manager's day (issue 28, item 5): the list with its search and new filters, and the CSV
// export, over 10,000 orders on PostgreSQL.
//   1. the list API of the real server (tsx, production mode) per search / filter: median and
//      p95 over N sequential requests after 3 warm-up ones (target: median ≤ 100 ms);
//   2. the CSV of every order (streamed in batches): the server's resident memory sampled every
//      10 ms during the download, growth = peak − the figure just before (target ≤ 20 MiB),
//      and the download's time and size.
//
//   node bench/manager-list.mjs [--orders 10000] [--requests 30]
//
// PostgreSQL from BENCH_DATABASE_URL, TEST_DATABASE_URL or the local server (a scratch database,
// dropped afterwards); without one the result says why it was skipped.
// Results go to bench/results/manager-list.json.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { measureListApi } from './lib/order-list-api.mjs';
import { createScratchDatabase, findPostgres } from './lib/postgres.mjs';
import { repoRoot, rssMiB, signInAsBenchAdmin, startAppServer } from './lib/processes.mjs';
import { seedOrders } from './lib/seed-orders.mjs';
import { machineFigures } from './lib/stats.mjs';

const { values: options } = parseArgs({
  options: {
    orders: { type: 'string', default: '10000' },
    requests: { type: 'string', default: '30' },
  },
});
const orderCount = Number(options.orders);
const requestCount = Number(options.requests);
const resultFile = join(repoRoot, 'bench/results/manager-list.json');
/** Today in Moscow, shifted by whole days, `YYYY-MM-DD`. */
const moscowDay = (offsetDays = 0) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Moscow' }).format(
    new Date(Date.now() + offsetDays * 86_400_000),
  );

/**
 * What a manager's day searches and filters beyond the shared columns (bench/lib/seed-orders.mjs):
 * names with ё, phones, track numbers, planned send dates around today, send dates on the shipped ones.
 */
const orderColumns = {
  client_name: `(array['Ёлкина', 'Петрова', 'Сидоров', 'Алексеев', 'Иванова'])[1 + i % 5] || ' ' || (i % 997)`,
  checked_out_at: `now() - (i % 365) * interval '1 day' - (i % 24) * interval '1 hour'`,
  approximal_send_date: 'current_date + (i % 40) - 20',
  send_date: `case when i % 9 = 7 then to_char(current_date - (i % 60), 'YYYY-MM-DD') end`,
  track_number: `case when i % 9 = 7 then (case when i % 2 = 0 then 'RP' || lpad(i::text, 9, '0') || 'RU' else (1000000000 + i)::text end) end`,
  delivery_type: `(array['CDEK', 'RussianPost', 'Pickup'])[1 + i % 3]`,
  receiver_credentials: `'Получатель ' || (i % 997)`,
  phone_number: `'+7 9' || lpad((i * 7919 % 1000000000)::text, 9, '0')`,
  cdek_pvz_code: `case when i % 3 = 0 then 'RZN' || (i % 50) end`,
  delivery_address: `case when i % 3 = 1 then 'Рязань, ул. Есенина, ' || (i % 120) end`,
  post_index: `case when i % 3 = 1 then '390' || lpad((i % 1000)::text, 3, '0') end`,
};

const combinations = {
  none: {},
  searchName: { q: 'елкина 12' },
  searchPhone: { q: '000 79 19' },
  searchTrack: { q: 'RP00000' },
  searchNumberPrefix: { q: '42' },
  threeStatuses: { statuses: 'Готов к печати,В работе,Готов к отправке' },
  plannedToday: { plannedSend: 'today' },
  plannedOverdue: { plannedSend: 'overdue' },
  deliveryDateRange: { deliveryDateFrom: moscowDay(-30), deliveryDateTo: moscowDay(0) },
  combined: { statuses: 'Готов к отправке,В работе', plannedSend: 'overdue', q: 'петрова', isPayed: 'true' },
};

/**
 * One CSV download of every order, read slowly enough to be a real client (chunk by chunk),
 * with the server's RSS sampled every 10 ms; before it, the RSS after a first download (so code
 * paths and pools are warm) and a pause.
 */
async function measureCsv(baseUrl, token, pid) {
  const url = `${baseUrl}/api/stickers/orders/get-order-views/export.csv`;
  const headers = { authorization: `Bearer ${token}`, 'accept-encoding': 'identity' };
  const download = async () => {
    const response = await fetch(url, { headers });
    if (!response.ok) throw new Error(`CSV answered ${response.status}`);
    let bytes = 0;
    let lines = 0;
    for await (const chunk of response.body) {
      bytes += chunk.byteLength;
      for (const byte of chunk) if (byte === 10) lines += 1;
    }
    return { bytes, rows: lines - 1 };
  };
  await download();
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const runs = [];
  for (let round = 0; round < 3; round++) {
    const before = await rssMiB(pid);
    let peak = before;
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        peak = Math.max(peak, await rssMiB(pid));
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    })();
    const started = performance.now();
    const { bytes, rows } = await download();
    const ms = Math.round(performance.now() - started);
    sampling = false;
    await sampler;
    runs.push({
      ms,
      bytes,
      rows,
      rssBeforeMiB: round1(before),
      rssPeakMiB: round1(peak),
      growthMiB: round1(peak - before),
    });
    console.log(`CSV ${rows} rows, ${bytes} bytes in ${ms} ms; RSS ${round1(before)} → peak ${round1(peak)} MiB`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return { runs, maxGrowthMiB: Math.max(...runs.map((run) => run.growthMiB)) };
}

const round1 = (value) => Math.round(value * 10) / 10;

async function main() {
  const loadAtStart = loadavg();
  const postgres = await findPostgres();
  if (!postgres.url) {
    const skipped = { benchmark: 'manager-list', date: new Date().toISOString(), skipped: postgres.reason };
    await mkdir(join(repoRoot, 'bench/results'), { recursive: true });
    await writeFile(resultFile, `${JSON.stringify(skipped, null, 2)}\n`);
    console.log(`manager-list skipped: no PostgreSQL (${postgres.reason})`);
    return;
  }
  const scratch = await createScratchDatabase(postgres.url);
  const dataDir = await mkdtemp(join(tmpdir(), 's62-bench-manager-'));
  let server;
  try {
    // The server migrates the scratch database at start; the orders come after.
    server = await startAppServer({ dataDir, databaseUrl: scratch.url });
    const seeded = await seedOrders({ databaseUrl: scratch.url, orderCount, orderColumns });
    console.log(`seeded ${orderCount} orders in ${seeded.seconds} s`);
    const token = await signInAsBenchAdmin(server.url);
    const list = await measureListApi(server.url, token, combinations, requestCount);
    const csv = await measureCsv(server.url, token, server.pid);
    const medians = Object.values(list).map((entry) => entry.listMs.median);
    const results = {
      benchmark: 'manager-list',
      date: new Date().toISOString(),
      machine: machineFigures(loadAtStart),
      database: `PostgreSQL (${postgres.source}), a fresh scratch database, migrations of packages/server/drizzle`,
      orders: orderCount,
      seedSeconds: seeded.seconds,
      requestsPerMeasure: requestCount,
      notes:
        'Sequential requests over loopback with a bearer token, after 3 warm-up requests; a page holds at most 500 rows (orderViewPageSize). CSV: every order, uncompressed, RSS of the server process from /proc sampled every 10 ms.',
      list,
      worstListMedianMs: Math.max(...medians),
      csv,
      targets: { listMedianMs: 100, csvGrowthMiB: 20 },
      met: { list: Math.max(...medians) <= 100, csv: csv.maxGrowthMiB <= 20 },
    };
    await mkdir(join(repoRoot, 'bench/results'), { recursive: true });
    await writeFile(resultFile, `${JSON.stringify(results, null, 2)}\n`);
    console.log(`written ${resultFile}`);
  } finally {
    await server?.stop();
    await scratch.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
