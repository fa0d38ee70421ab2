// The limit: what a route costs when the database does all the work. Fastify with the app's
// request logging (pino at info, request ids, the asynchronous destination the app writes to),
// the app's HS256 access-token check, and per scenario ONE prepared statement (bench/lib/
// limit-queries.mjs) whose JSON text is sent as it comes. No validation of the answer, no
// mapping of rows. The app's API paths, so a scenario drives either server unchanged.
//
//   PORT=… SESSION_SECRET=… (DATABASE_URL=postgres://… | PGLITE_DIR=/path/to/pglite) \
//     node --conditions=@stickers62/source --import tsx bench/lib/limit-server.mjs
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import Fastify from 'fastify';
import pino from 'pino';
import { orderList, orderRead, orderViews, stickerSave } from './limit-queries.mjs';

const secret = process.env.SESSION_SECRET;
if (!secret) throw new Error('SESSION_SECRET is required');

/** One prepared statement per call: postgres.js names and caches it per connection. */
async function openDatabase() {
  if (process.env.DATABASE_URL) {
    const { default: postgres } = await import('postgres');
    const sql = postgres(process.env.DATABASE_URL, { max: 10, onnotice: () => {} });
    return { run: (text, params) => sql.unsafe(text, params, { prepare: true }), close: () => sql.end({ timeout: 5 }) };
  }
  // PGlite: PREPARE once, EXECUTE with literals (as the server's db/prepared.ts; its `query` with
  // parameters parses, describes and plans the statement on every call).
  const { PGlite } = await import('@electric-sql/pglite');
  const db = new PGlite(process.env.PGLITE_DIR);
  await db.waitReady;
  const names = new Map();
  const literal = (value) =>
    value === null || value === undefined
      ? 'null'
      : typeof value === 'string'
        ? `'${value.replaceAll("'", "''")}'`
        : String(value);
  async function run(text, params) {
    let name = names.get(text);
    if (!name) {
      name = `limit_${names.size}`;
      await db.exec(`prepare ${name} as ${text}`);
      names.set(text, name);
    }
    const [result] = await db.exec(`execute ${name}(${params.map(literal).join(', ')})`);
    return result.rows;
  }
  return { run, close: () => db.close() };
}

const tokenHeader = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

/** The app's check (packages/server/src/auth/tokens.ts): signature, shape, expiry. */
function claimsOf(request) {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  const parts = match?.[1]?.split('.');
  if (parts?.length !== 3 || parts[0] !== tokenHeader) return null;
  const expected = createHmac('sha256', secret).update(`${parts[0]}.${parts[1]}`).digest();
  const given = Buffer.from(parts[2], 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const claims = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8'));
    if (typeof claims.sub !== 'number' || typeof claims.fam !== 'string' || typeof claims.exp !== 'number') return null;
    return claims.exp * 1000 > Date.now() ? claims : null;
  } catch {
    return null;
  }
}

// The server's module from its source, as the other benches load it (through tsx, processes.mjs).
const { requestLineJson } = await import(
  new URL('../../packages/server/src/log-request-line.ts', import.meta.url).href
);

const database = await openDatabase();
// The app's destination (packages/server/src/log-destination.ts): lines collected up to 4 KiB.
const destination = pino.destination({ dest: 1, sync: false, minLength: 4096 });
// One line per request with its timing, as the app writes it (packages/server/src/log-request-line.ts).
const app = Fastify({
  logger: { level: 'info', stream: destination },
  disableRequestLogging: true,
  genReqId: () => randomUUID(),
});
app.addHook('onResponse', async (request, reply) => {
  // The app's line, made as the app makes it (its URL redaction aside: the bench's URLs carry no secret).
  const http = {
    method: request.method,
    url: request.url,
    status: reply.statusCode,
    ms: Math.round(reply.elapsedTime),
  };
  destination.write(requestLineJson(request.id, http));
});
app.addHook('onClose', async () => {
  await database.close();
  destination.flushSync();
});

const fail = (reply, status) => reply.status(status).send({ status, message: 'limit' });
const json = (reply, text) => reply.type('application/json; charset=utf-8').send(text);

/** Runs `text` for the caller; 401 without a token or a live session (no row, or `signed_in` 0). */
async function answer(request, reply, text, params, { gone = 'body' } = {}) {
  const claims = claimsOf(request);
  if (!claims) return fail(reply, 401);
  const [row] = await database.run(text, [claims.sub, claims.fam, ...params]);
  if (!row || row.signed_in === 0 || row.signed_in === '0') return fail(reply, 401);
  if (gone === 'order' && row.owner_id === null) return fail(reply, 404);
  if (row.body === null) return fail(reply, 403);
  return json(reply, row.body);
}

app.get('/api/health', async () => ({ status: 'ok' }));
app.get('/api/web/orders/list', (request, reply) => answer(request, reply, orderList, []));
app.get('/api/web/orders/:id', (request, reply) =>
  answer(request, reply, orderRead, [request.params.id], { gone: 'order' }),
);
app.get('/api/stickers/orders/get-order-views', (request, reply) => answer(request, reply, orderViews, []));
app.post('/api/web/stickers/:id/save', (request, reply) => {
  const item = request.body;
  return answer(request, reply, stickerSave, [
    request.params.id,
    item.id,
    item.name,
    item.comment ?? null,
    item.cuttingType ?? null,
    item.filmType ?? null,
    item.laminationType ?? null,
    item.count,
    item.width,
    item.height,
    item.isColorProof,
    item.isFileInOtherItem,
    item.otherItem ?? null,
    item.stickerWidth ?? null,
    item.stickerHeight ?? null,
  ]);
});

for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => app.close().then(() => process.exit(0)));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
