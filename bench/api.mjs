// The API scenarios on one database, side by side with a bare Fastify route in the same run:
// an order of 50 items, the order list, both price views, an item save and the admin list.
//
//   node bench/api.mjs [--database pglite|postgres] [--duration 10] [--connections 10]
//
// (bench/run.mjs calls it for PGlite and, when reachable, PostgreSQL.)
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { prepareShop, stickerItem } from './lib/fixtures.mjs';
import { drive } from './lib/load.mjs';
import { startAppServer, startBareServer } from './lib/processes.mjs';

function scenarios(shop) {
  const customer = { authorization: `Bearer ${shop.customerToken}` };
  const admin = { authorization: `Bearer ${shop.adminToken}` };
  let saves = 0;
  return [
    { name: 'order with 50 items', path: `/api/web/orders/${shop.bigOrderId}`, headers: customer },
    { name: 'order list', path: '/api/web/orders/list', headers: customer },
    { name: 'sticker price views', path: '/api/stickers/prices/get-stickers-prices-views' },
    { name: 'acrylic price views', path: '/api/stickers/prices/get-acryl-prices-views' },
    {
      name: 'item save (50-item order)',
      path: `/api/web/stickers/${shop.bigOrderId}/save`,
      headers: { ...customer, 'content-type': 'application/json' },
      method: 'POST',
      // Every save changes the count, so each one reprices the order for real.
      setupRequest: (request) => ({
        ...request,
        body: JSON.stringify(stickerItem(shop.itemToSave.name, { id: shop.itemToSave.id, count: 20 + (saves++ % 80) })),
      }),
    },
    { name: 'admin order list', path: '/api/stickers/orders/get-order-views', headers: admin },
  ];
}

/**
 * Starts the bare server and the real one on `database`, seeds the shop, and drives each
 * scenario in turn for `durationSec`. Ratios are scenario throughput over the bare route's.
 */
export async function runApiBenchmarks({ database, databaseUrl, durationSec, connections, log = console.log }) {
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-api-'));
  const bare = await startBareServer();
  const server = await startAppServer({ dataDir, databaseUrl });
  try {
    const shop = await prepareShop(server.url);
    log(`  [${database}] shop ready: order ${shop.bigOrderId} with ${shop.bigOrderItems} items`);
    const results = [];
    const baseline = await drive({
      url: bare.url,
      durationSec,
      connections,
      requests: [{ method: 'GET', path: '/fixed' }],
    });
    log(`  [${database}] bare Fastify route: ${baseline.requestsPerSecond} req/s, p99 ${baseline.latencyMs.p99} ms`);
    for (const scenario of scenarios(shop)) {
      const figures = await drive({
        url: server.url,
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
      const ratio = Number((figures.requestsPerSecond / baseline.requestsPerSecond).toPrecision(3));
      const timesSlower = Math.round(baseline.requestsPerSecond / Math.max(figures.requestsPerSecond, 1));
      results.push({ name: scenario.name, ...figures, ratioToBare: ratio, timesSlowerThanBare: timesSlower });
      log(
        `  [${database}] ${scenario.name}: ${figures.requestsPerSecond} req/s, p50 ${figures.latencyMs.p50} ms, ` +
          `p99 ${figures.latencyMs.p99} ms, ratio ${ratio} (${timesSlower}× slower), non-2xx ${figures.non2xx}, errors ${figures.errors}`,
      );
    }
    return {
      database,
      durationSec,
      connections,
      bigOrderItems: shop.bigOrderItems,
      bare: baseline,
      scenarios: results,
    };
  } finally {
    await server.stop();
    await bare.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
