// The request log's share of an order read's CPU (issue 33, item 2: ≤ 3 %). The real server in
// production (JSON log, asynchronous destination) on PGlite is driven with order reads while
// its V8 profiler runs over the inspector; every sample whose stack passes through the logging
// code (pino, its stream, the request-line controller, URL redaction, Fastify's logger glue)
// counts as logging, and the share is taken of the samples that were not idle.
//
//   node bench/log-share.mjs [--duration 10] [--connections 10] [--out bench/results/log-share.json]
//                            [--profile-out read.cpuprofile]   (the V8 profile, for Chromium's DevTools)
//                            [--database pglite|postgres]      (PostgreSQL: a scratch database, bench/lib/postgres.mjs)
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { prepareShop } from './lib/fixtures.mjs';
import { drive } from './lib/load.mjs';
import { createScratchDatabase, findPostgres } from './lib/postgres.mjs';
import { freePort, repoRoot, startAppServer } from './lib/processes.mjs';

const { values: options } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    out: { type: 'string', default: 'bench/results/log-share.json' },
    'profile-out': { type: 'string' },
    database: { type: 'string', default: 'pglite' },
  },
});

/** Where a profile frame is logging: script URLs of the logging code. */
const loggingCode = [
  /node_modules\/(pino|pino-std-serializers|sonic-boom|fast-redact|@pinojs\/redact|thread-stream|on-exit-leak-free)\//,
  /node_modules\/fastify\/lib\/logger/,
  /packages\/server\/src\/log-(request-line|redaction|destination)\.ts/,
];
const isLogging = (url) => loggingCode.some((pattern) => pattern.test(url));

/** A minimal Chrome DevTools Protocol session over the inspector's WebSocket. */
export async function inspectorSession(inspectorPort) {
  const [target] = await (await fetch(`http://127.0.0.1:${inspectorPort}/json/list`)).json();
  const socket = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true });
    socket.addEventListener('error', reject, { once: true });
  });
  let nextId = 1;
  const pending = new Map();
  socket.addEventListener('message', (event) => {
    const message = JSON.parse(event.data);
    const waiter = pending.get(message.id);
    if (!waiter) return;
    pending.delete(message.id);
    if (message.error) waiter.reject(new Error(message.error.message));
    else waiter.resolve(message.result);
  });
  return {
    send(method, params = {}) {
      const id = nextId++;
      socket.send(JSON.stringify({ id, method, params }));
      return new Promise((resolve, reject) => pending.set(id, { resolve, reject }));
    },
    close: () => socket.close(),
  };
}

/** Samples per kind: idle, logging (anywhere on the stack) and all others. */
export function loggingShare(profile) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
  const logging = new Map();
  const inLogging = (id) => {
    if (logging.has(id)) return logging.get(id);
    const node = byId.get(id);
    const parent = parentOf.get(id);
    const answer = isLogging(node.callFrame.url) || (parent !== undefined && inLogging(parent));
    logging.set(id, answer);
    return answer;
  };
  let idle = 0;
  let loggingSamples = 0;
  for (const id of profile.samples) {
    const name = byId.get(id).callFrame.functionName;
    if (name === '(idle)') idle++;
    else if (inLogging(id)) loggingSamples++;
  }
  const busy = profile.samples.length - idle;
  return { samples: profile.samples.length, busy, logging: loggingSamples, share: busy ? loggingSamples / busy : 0 };
}

async function main() {
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-log-share-'));
  const inspectorPort = await freePort();
  // On PostgreSQL the profile holds the server's own work alone; on PGlite it also holds the
  // database engine, which runs in the server's process.
  let scratch;
  if (options.database === 'postgres') {
    const found = await findPostgres();
    if (!found.url) throw new Error(`No PostgreSQL server: ${found.reason}`);
    scratch = await createScratchDatabase(found.url);
  }
  const server = await startAppServer({
    dataDir,
    databaseUrl: scratch?.url,
    nodeArgs: [`--inspect=127.0.0.1:${inspectorPort}`],
  });
  let session;
  try {
    const shop = await prepareShop(server.url, { historyOrders: 5 });
    const request = {
      method: 'GET',
      path: `/api/web/orders/${shop.bigOrderId}`,
      headers: { authorization: `Bearer ${shop.customerToken}` },
    };
    const durationSec = Number(options.duration);
    const connections = Number(options.connections);
    // Warm the code paths first, so the profile shows the steady state rather than compilation.
    await drive({ url: server.url, durationSec: 2, connections, requests: [request] });
    session = await inspectorSession(inspectorPort);
    await session.send('Profiler.enable');
    await session.send('Profiler.setSamplingInterval', { interval: 200 });
    await session.send('Profiler.start');
    const load = await drive({ url: server.url, durationSec, connections, requests: [request] });
    const { profile } = await session.send('Profiler.stop');
    const share = loggingShare(profile);
    if (options['profile-out']) await writeFile(options['profile-out'], JSON.stringify(profile));
    const result = {
      scenario: `order read (${shop.bigOrderItems} items), ${scratch ? 'PostgreSQL' : 'PGlite'}, production JSON log`,
      requestsPerSecond: load.requestsPerSecond,
      non2xx: load.non2xx,
      ...share,
      sharePercent: Number((share.share * 100).toFixed(2)),
      goalPercent: 3,
    };
    console.log(JSON.stringify(result, null, 2));
    await writeFile(join(repoRoot, options.out), `${JSON.stringify(result, null, 2)}\n`);
    if (load.non2xx > 0) throw new Error(`${load.non2xx} answers were not 2xx`);
  } finally {
    session?.close();
    await server.stop();
    await scratch?.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
