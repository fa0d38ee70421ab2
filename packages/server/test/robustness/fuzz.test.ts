import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { startChangeLog } from './change-log.js';
import { createFuzzWorld, type FuzzRole } from './fuzz-fixtures.js';
import { describeRequest, type FuzzRequest, fuzzRequests } from './fuzz-requests.js';
import { fuzzRuns, fuzzSeed, withSeedOnFailure } from './fuzz-settings.js';
import { discoverOperations } from './openapi-operations.js';

/**
 * Every operation of the app's own OpenAPI document gets malformed paths, queries, headers and
 * bodies, as a guest, as a customer and as an admin. No answer may be a 5xx, and a rejected
 * request (4xx) must leave every table exactly as it was.
 */

const world = await createFuzzWorld();
const { app } = world.testApp;
const operations = await discoverOperations(app);
afterAll(() => world.close());

const roles: FuzzRole[] = ['guest', 'customer', 'admin'];
/** Thirty-odd requests per operation; generous, because CI's two cores run other files alongside. */
const fuzzTestTimeoutMs = 120_000;
const changeLog = await startChangeLog(app.db);
let mark = await changeLog.mark();
/** Operations that answered a fuzzed request with success: the generators reach the handlers. */
const acceptedBy = new Set<string>();

async function send(request: FuzzRequest, role: FuzzRole) {
  const headers = { ...request.headers };
  if (role !== 'guest' && request.withCredentials) headers.authorization = world.sessions[role].headers.authorization;
  return app.inject({
    method: request.method as 'GET',
    url: request.url,
    query: request.query,
    headers,
    ...(request.payload !== undefined ? { payload: request.payload } : {}),
  });
}

/** The invariant for one request: no 5xx; a rejection changes nothing stored. */
async function checkRequest(label: string, request: FuzzRequest, role: FuzzRole): Promise<void> {
  const reply = await send(request, role);
  if (reply.statusCode < 400) acceptedBy.add(label);
  const context = `${describeRequest(request, role)} -> ${reply.statusCode} ${reply.body.slice(0, 300)}`;
  expect(reply.statusCode, context).toBeLessThan(500);
  if (reply.statusCode >= 400) {
    expect(await changeLog.tablesChangedSince(mark), `a rejected request changed data: ${context}`).toEqual([]);
  }
  mark = await changeLog.mark();
  if (role !== 'guest' && reply.statusCode < 400) {
    // A fuzzed logout may have ended the session, a checkout used up the cart; later runs need both.
    await world.restoreRole(role);
    mark = await changeLog.mark();
  }
}

describe('fuzzing every documented operation', () => {
  it('finds the operations in the OpenAPI document', () => {
    expect(operations.length).toBeGreaterThan(20);
  });

  for (const [index, operation] of operations.entries()) {
    it(
      `${operation.label}: no 5xx and no change from a rejected request`,
      async () => {
        for (const role of roles) {
          await withSeedOnFailure(`${operation.label} as ${role}`, fuzzSeed + index, () =>
            fc.assert(
              fc.asyncProperty(fuzzRequests(operation, world.pathValues, world.dictionary), (request) =>
                checkRequest(operation.label, request, role),
              ),
              { seed: fuzzSeed + index, numRuns: fuzzRuns(role), endOnFailure: true },
            ),
          );
        }
      },
      fuzzTestTimeoutMs,
    );
  }

  it(
    'answers paths and methods outside the document without a 5xx or a change',
    async () => {
      const prefixes = ['/api/', '/api/web/', '/api/web/orders/', '/api/stickers/', '/', '/order/'];
      const unknownRequests = fc.record({
        method: fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD'),
        url: fc
          .tuple(fc.constantFrom(...prefixes), fc.array(fc.string({ maxLength: 12 }), { maxLength: 4 }))
          .map(
            ([prefix, parts]) =>
              prefix + parts.map((part) => encodeURIComponent(part.replace(/[\uD800-\uDFFF]/g, ''))).join('/'),
          ),
        query: fc.constant({}),
        headers: fc.constant({ 'content-type': 'application/json' }),
        payload: fc.option(fc.json(), { nil: undefined }),
        withCredentials: fc.boolean(),
      });
      for (const role of roles) {
        await withSeedOnFailure(`unknown paths as ${role}`, fuzzSeed, () =>
          fc.assert(
            fc.asyncProperty(unknownRequests, (request) => checkRequest('unknown', request, role)),
            { seed: fuzzSeed, numRuns: fuzzRuns(role), endOnFailure: true },
          ),
        );
      }
    },
    fuzzTestTimeoutMs,
  );

  it('gets past validation into the handlers of most operations', () => {
    const neverAccepted = operations.map((operation) => operation.label).filter((label) => !acceptedBy.has(label));
    acceptedBy.delete('unknown');
    console.info(
      `fuzz: ${acceptedBy.size} of ${operations.length} operations accepted some fuzzed request; never: ${neverAccepted.join(', ')}`,
    );
    expect(acceptedBy.size).toBeGreaterThan(operations.length / 2);
  });
});
