import { type FakeCdek, startFakeCdek } from '../providers/cdek/fake-server.js';
import { sandboxProvidersConfig } from '../providers/config.js';
import { createTestApp, type TestApp } from './app.js';

/**
 * A test app whose CDEK is the fake CDEK over HTTP with the real client; parcels start in Ryazan
 * (61). To RYZ3 it offers tariff 136 (190 ₽, 1–2 days) and tariff 234 (162 ₽, 3–4 days),
 * nothing else to a PVZ. `fake.faults` makes it fail the next calls.
 */
export async function startAppWithFakeCdek(): Promise<{
  testApp: TestApp;
  fake: FakeCdek;
  close: () => Promise<void>;
}> {
  const credentials = { clientId: 'shop-client', clientSecret: 'shop-secret' };
  const fake = await startFakeCdek(credentials);
  const testApp = await createTestApp({
    config: {
      providers: {
        ...sandboxProvidersConfig(),
        timeoutMs: 2000,
        cdek: { ...credentials, apiUrl: fake.url },
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
