import type { AppConfig } from '../../src/config.js';

// The test accounts and the app's test settings, apart from app.ts: a test that starts the
// server as a process needs these and no database of its own, and importing app.ts would load
// the test database helper (scripts/server-test-engines.mjs tells the two kinds apart).

export const testAdmin = { username: 'admin', password: 'admin-password-for-tests' } as const;

export const testPassword = 'correct-horse-battery';

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
    addressLimits: { logins: 100_000, accessKeys: 100_000, signUps: 100_000 },
    ...overrides,
  };
}
