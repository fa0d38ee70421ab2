// The API scenarios on one database, each measured against two yardsticks in the same run:
// a bare Fastify route answering a fixed ~100-byte JSON (`ratioToBare`), and the limit — a
// minimal route with the app's request logging and token check answering the same JSON from
// ONE prepared statement (bench/lib/limit-server.mjs; `ratioToLimit`). Orders of 10, 50 and
// 200 items, the order list, both price views, an item save and the admin list.
//
//   node bench/api.mjs [--database pglite|postgres] [--duration 10] [--connections 10] [--only NAME]
//
// `--only` drives just the scenarios whose name contains NAME (e.g. `--only 'admin order list'`).
//
// (bench/run.mjs calls it for PGlite and, when reachable, PostgreSQL.)
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual, parseArgs } from 'node:util';
import { dressOrders, prepareShop, stickerItem } from './lib/fixtures.mjs';
import { drive } from './lib/load.mjs';
import { createScratchDatabase, findPostgres } from './lib/postgres.mjs';
import { sleep, startAppServer, startBareServer, startLimitServer } from './lib/processes.mjs';

/** Scenarios; `limit: true` where the limit server answers the same request. */
function scenarios(shop) {
  const customer = { authorization: `Bearer ${shop.customerToken}` };
  const admin = { authorization: `Bearer ${shop.adminToken}` };
  let saves = 0;
  const orderRead = (items, id) => ({
    name: `order with ${items} items`,
    path: `/api/web/orders/${id}`,
    headers: customer,
    limit: true,
    items,
  });
  return [
    orderRead(shop.bigOrderItems, shop.bigOrderId),
    orderRead(shop.smallOrderItems, shop.smallOrderId),
    orderRead(shop.largeOrderItems, shop.largeOrderId),
    { name: 'order list', path: '/api/web/orders/list', headers: customer, limit: true },
    { name: 'sticker price views', path: '/api/stickers/prices/get-stickers-prices-views' },
    { name: 'acrylic price views', path: '/api/stickers/prices/get-acryl-prices-views' },
    {
      name: 'item save (50-item order)',
      path: `/api/web/stickers/${shop.bigOrderId}/save`,
      headers: { ...customer, 'content-type': 'application/json' },
      method: 'POST',
      limit: true,
      compare: false,
      // Every save changes the count, so each one reprices the order for real.
      setupRequest: (request) => ({
        ...request,
        body: JSON.stringify(stickerItem(shop.itemToSave.name, { id: shop.itemToSave.id, count: 20 + (saves++ % 80) })),
      }),
    },
    { name: 'admin order list', path: '/api/stickers/orders/get-order-views', headers: admin, limit: true },
  ];
}

const round3 = (value) => Number(value.toPrecision(3));

async function driveScenario(url, scenario, durationSec, connections) {
  return drive({
    url,
    durationSec,
    connections,
    // autocannon calls `setupRequest` whenever the key is present, so it is set only when used.
    requests: [
      {
        method: scenario.method ?? 'GET',
        path: scenario.path,
        ...(scenario.headers ? { headers: scenario.headers } : {}),
        ...(scenario.setupRequest ? { setupRequest: scenario.setupRequest } : {}),
      },
    ],
  });
}

/** Whether the limit answers what the app answers (parsed JSON, key order aside). */
async function sameAnswer(appUrl, limitUrl, scenario) {
  const read = async (base) => {
    const response = await fetch(base + scenario.path, { headers: scenario.headers });
    return { status: response.status, body: await response.json() };
  };
  const [app, limit] = await Promise.all([read(appUrl), read(limitUrl)]);
  return app.status === 200 && limit.status === 200 && isDeepStrictEqual(app.body, limit.body);
}

/**
 * The limit's PGlite: one data directory opens in one process only, so the app seeds the shop,
 * stops, and the limit opens a copy of its directory while the app runs on the original again.
 */
async function startLimitBeside(server, { dataDir, databaseUrl, restartApp }) {
  if (databaseUrl) return { server, limit: await startLimitServer({ databaseUrl }) };
  await server.stop();
  const copy = join(dataDir, 'limit-copy');
  await cp(join(dataDir, 'pglite'), copy, { recursive: true });
  const restarted = await restartApp();
  return { server: restarted, limit: await startLimitServer({ pgliteDir: copy }) };
}

/**
 * Starts the bare server, the real one on `database` and the limit beside it, seeds the shop,
 * and drives each scenario in turn for `durationSec`: the app, then (where it has one) the
 * limit, so each pair runs back to back under the same machine load.
 */
export async function runApiBenchmarks({ database, databaseUrl, durationSec, connections, only, log = console.log }) {
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-api-'));
  const bare = await startBareServer();
  // BENCH_SERVER_NODE_OPTIONS (e.g. "--cpu-prof") goes to the real server's node, as in bench/upload.mjs.
  const nodeArgs = (process.env.BENCH_SERVER_NODE_OPTIONS ?? '').split(' ').filter(Boolean);
  const startApp = () => startAppServer({ dataDir, databaseUrl, nodeArgs });
  let server = await startApp();
  let limit;
  try {
    const shop = await prepareShop(server.url);
    // Layouts, managers' prices, delivery details, refunds: the fields `sameAnswer` must see filled.
    await dressOrders(server.url, shop);
    ({ server, limit } = await startLimitBeside(server, { dataDir, databaseUrl, restartApp: startApp }));
    log(
      `  [${database}] shop ready: orders of ${shop.smallOrderItems}, ${shop.bigOrderItems} and ${shop.largeOrderItems} items`,
    );
    const results = [];
    const baseline = await drive({
      url: bare.url,
      durationSec,
      connections,
      requests: [{ method: 'GET', path: '/fixed' }],
    });
    log(`  [${database}] bare Fastify route: ${baseline.requestsPerSecond} req/s, p99 ${baseline.latencyMs.p99} ms`);
    const list = scenarios(shop).filter((scenario) => !only || scenario.name.includes(only));
    // Before any save changes either copy: the limit must answer what the app answers.
    const answersMatch = {};
    for (const scenario of list.filter((s) => s.limit && s.compare !== false)) {
      answersMatch[scenario.name] = await sameAnswer(server.url, limit.url, scenario);
      if (!answersMatch[scenario.name]) log(`  [${database}] WARNING: the limit answers ${scenario.name} differently`);
    }
    for (const scenario of list) {
      const figures = await driveScenario(server.url, scenario, durationSec, connections);
      // A write's last requests may still hold the order's lock when autocannon stops counting.
      if (scenario.method === 'POST') await sleep(1000);
      const limitFigures = scenario.limit ? await driveScenario(limit.url, scenario, durationSec, connections) : null;
      const ratio = round3(figures.requestsPerSecond / baseline.requestsPerSecond);
      const timesSlower = Math.round(baseline.requestsPerSecond / Math.max(figures.requestsPerSecond, 1));
      const ratioToLimit = limitFigures
        ? round3(figures.requestsPerSecond / Math.max(limitFigures.requestsPerSecond, 1))
        : null;
      results.push({
        name: scenario.name,
        ...(scenario.items ? { items: scenario.items } : {}),
        ...figures,
        ratioToBare: ratio,
        timesSlowerThanBare: timesSlower,
        ...(limitFigures ? { ratioToLimit, limit: limitFigures } : {}),
        ...(scenario.name in answersMatch ? { limitAnswersSame: answersMatch[scenario.name] } : {}),
      });
      log(
        `  [${database}] ${scenario.name}: ${figures.requestsPerSecond} req/s, p50 ${figures.latencyMs.p50} ms, ` +
          `p99 ${figures.latencyMs.p99} ms, ratio ${ratio} (${timesSlower}× slower), non-2xx ${figures.non2xx}, errors ${figures.errors}` +
          (limitFigures
            ? `; limit ${limitFigures.requestsPerSecond} req/s, p99 ${limitFigures.latencyMs.p99} ms, ratio to limit ${ratioToLimit}` +
              ` (limit non-2xx ${limitFigures.non2xx})`
            : ''),
      );
    }
    const reads = results.filter((result) => result.items);
    const byItems = (count) => reads.find((result) => result.items === count);
    const smallest = byItems(Math.min(...reads.map((result) => result.items)));
    const largest = byItems(Math.max(...reads.map((result) => result.items)));
    // How much dearer a read of the largest order is than one of the smallest (goal: ≤ 2×).
    const orderSizeCost =
      smallest && largest
        ? {
            fromItems: smallest.items,
            toItems: largest.items,
            costGrowth: round3(smallest.requestsPerSecond / Math.max(largest.requestsPerSecond, 1)),
            limitCostGrowth: round3(smallest.limit.requestsPerSecond / Math.max(largest.limit.requestsPerSecond, 1)),
          }
        : null;
    if (orderSizeCost) {
      log(
        `  [${database}] order read ${orderSizeCost.fromItems} → ${orderSizeCost.toItems} items costs ` +
          `${orderSizeCost.costGrowth}× (limit ${orderSizeCost.limitCostGrowth}×)`,
      );
    }
    return {
      database,
      durationSec,
      connections,
      bigOrderItems: shop.bigOrderItems,
      bare: baseline,
      scenarios: results,
      orderSizeCost,
    };
  } finally {
    await limit?.stop();
    await server.stop();
    await bare.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

// Run directly: one database, results printed and returned as JSON on the last line.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      database: { type: 'string', default: 'pglite' },
      duration: { type: 'string', default: '10' },
      connections: { type: 'string', default: '10' },
      only: { type: 'string' },
    },
  });
  const settings = {
    durationSec: Number(values.duration),
    connections: Number(values.connections),
    only: values.only,
  };
  if (values.database === 'postgres') {
    const found = await findPostgres();
    if (!found.url) throw new Error(`no PostgreSQL reachable: ${found.reason}`);
    const scratch = await createScratchDatabase(found.url);
    try {
      console.log(
        JSON.stringify(await runApiBenchmarks({ database: 'postgres', databaseUrl: scratch.url, ...settings })),
      );
    } finally {
      await scratch.drop();
    }
  } else {
    console.log(JSON.stringify(await runApiBenchmarks({ database: 'pglite', ...settings })));
  }
}
