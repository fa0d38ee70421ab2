import { asc } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import type { Database } from '../../src/db/client.js';
import { acrylItems, orders, stickerItems, users } from '../../src/db/schema.js';
import { createTestApp, type TestApp, type TestSession } from './app.js';

/**
 * The app of one test file, built before its tests and closed after them. Its fields are read
 * inside tests and hooks (they exist once `beforeAll` has run), not when the module loads.
 */
export function useTestApp(options: Parameters<typeof createTestApp>[0] = {}): TestApp {
  let built: TestApp | undefined;
  beforeAll(async () => {
    built = await createTestApp(options);
  });
  afterAll(() => built?.close());
  // A mismatch with the OpenAPI document fails the test that caused it.
  afterEach(() => {
    const mismatches = built?.conformance.takeMismatches() ?? [];
    expect(mismatches, 'answers that do not match the OpenAPI document').toEqual([]);
  });
  const current = () => {
    if (!built) throw new Error('The test app is built in beforeAll; read it inside a test or a hook');
    return built;
  };
  return {
    get app() {
      return current().app;
    },
    get notifier() {
      return current().notifier;
    },
    get conformance() {
      return current().conformance;
    },
    close: () => current().close(),
  };
}

/** Every order, item and user row, in a stable order: equal before and after means nothing changed. */
export async function databaseState(db: Database) {
  return {
    orders: await db.select().from(orders).orderBy(asc(orders.number)),
    stickers: await db.select().from(stickerItems).orderBy(asc(stickerItems.id)),
    acryl: await db.select().from(acrylItems).orderBy(asc(acrylItems.id)),
    users: await db.select().from(users).orderBy(asc(users.id)),
  };
}

/**
 * Sends a request as `session` that must be refused with 400 and `message`, and checks that
 * nothing changed in the database.
 */
export async function expectRefusal(testApp: TestApp, session: TestSession, request: InjectOptions, message: string) {
  const before = await databaseState(testApp.app.db);
  const reply = await testApp.app.inject({ ...request, headers: { ...session.headers, ...request.headers } });
  expect(reply.statusCode).toBe(400);
  expect(reply.json().message).toBe(message);
  expect(await databaseState(testApp.app.db)).toEqual(before);
}
