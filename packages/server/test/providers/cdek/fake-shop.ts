import { sandboxProvidersConfig } from '../../../src/providers/config.js';
import { createTestApp, type TestApp } from '../../test-support/app.js';
import { type FakeCdek, startFakeCdek } from './fake-server.js';

/** The shop's CDEK credentials in tests that talk to the fake CDEK. */
export const fakeCdekCredentials = { clientId: 'shop-client', clientSecret: 'shop-secret' };

export interface ShopWithFakeCdek {
  testApp: TestApp;
  fake: FakeCdek;
  close(): Promise<void>;
}

/**
 * A test shop whose CDEK is the fake CDEK over HTTP, reached by the real client; parcels start in
 * Ryazan (city code 61). The fake answers from the sandbox's table, so tests also show what a
 * local run sees.
 */
export async function startShopWithFakeCdek(): Promise<ShopWithFakeCdek> {
  const fake = await startFakeCdek(fakeCdekCredentials);
  const testApp = await createTestApp({
    config: {
      providers: {
        ...sandboxProvidersConfig(),
        timeoutMs: 2000,
        cdek: { ...fakeCdekCredentials, apiUrl: fake.url },
        cdekFrom: { code: 61 },
      },
    },
  });
  return {
    testApp,
    fake,
    close: async () => {
      await testApp.close();
      await fake.close();
    },
  };
}
