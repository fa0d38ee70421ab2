import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { buildApp } from '../app.js';
import type { AppConfig } from '../config.js';
import type { Notifier, OrderSubmittedEvent } from '../notifier.js';
import { openTestDatabase } from './database.js';

export const testAdmin = { username: 'admin', password: 'admin-password-for-tests' } as const;

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    nodeEnv: 'test',
    port: 0,
    host: '127.0.0.1',
    dataDir: '/nonexistent',
    publicUrl: 'http://localhost:3000',
    adminUsername: testAdmin.username,
    adminPassword: testAdmin.password,
    siteDir: '/nonexistent-site',
    // Cheap hashing: the suite signs in hundreds of times on two cores.
    passwordHashCost: 2 ** 10,
    inMemoryDatabase: true,
    ...overrides,
  };
}

/** A notifier that remembers what it was told, for assertions. */
export function createRecordingNotifier(): Notifier & { submitted: OrderSubmittedEvent[] } {
  const submitted: OrderSubmittedEvent[] = [];
  return {
    submitted,
    async orderSubmitted(event) {
      submitted.push(event);
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  notifier: ReturnType<typeof createRecordingNotifier>;
  close(): Promise<void>;
}

/**
 * The whole app on a fresh database (PGlite in memory, or PostgreSQL with TEST_DATABASE_URL),
 * seeded like a first start. Call once per test file (`beforeAll`) and `close` in `afterAll`.
 */
export async function createTestApp(
  options: { config?: Partial<AppConfig>; plugins?: FastifyPluginAsync[] } = {},
): Promise<TestApp> {
  const database = await openTestDatabase();
  const notifier = createRecordingNotifier();
  const app = await buildApp(testConfig(options.config), { database, notifier, plugins: options.plugins });
  await app.ready();
  return {
    app,
    notifier,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
