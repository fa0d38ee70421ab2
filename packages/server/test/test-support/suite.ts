import { asc } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import type { Database } from '../../src/db/client.js';
import { acrylItems, orders, stickerItems, users } from '../../src/db/schema.js';
import { createTestApp, type TestApp, type TestSession } from './app.js';

/**
 * What `start` makes for one test file, made before its tests and `stop`ped after them: its fields
 * are read inside tests and hooks (they exist once `beforeAll` has run), not when the module loads.
 */
export function useBeforeAll<T extends object>(what: string, start: () => Promise<T>, stop: (made: T) => unknown): T {
  let made: T | undefined;
  beforeAll(async () => {
    made = await start();
  });
  afterAll(() => (made ? stop(made) : undefined));
  return new Proxy({} as T, {
    get(_target, field) {
      if (!made) throw new Error(`${what} is made in beforeAll; read it inside a test or a hook`);
      return Reflect.get(made, field);
    },
  });
}

/** The app of one test file, built before its tests and closed after them (`useBeforeAll`). */
export function useTestApp(options: Parameters<typeof createTestApp>[0] = {}): TestApp {
  const testApp = useBeforeAll(
    'The test app',
    () => createTestApp(options),
    (built) => built.close(),
  );
  // A mismatch with the OpenAPI document fails the test that caused it.
  afterEach(() => {
    const mismatches = testApp.conformance.takeMismatches();
    expect(mismatches, 'answers that do not match the OpenAPI document').toEqual([]);
  });
  return testApp;
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
