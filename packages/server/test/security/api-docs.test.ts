import { afterEach, describe, expect, it } from 'vitest';
import { sandboxProvidersConfig } from '../../src/providers/config.js';
import { createTestApp, type TestApp } from '../test-support/app.js';

let testApp: TestApp | undefined;
afterEach(async () => {
  await testApp?.close();
  testApp = undefined;
});

/** Production with the sandboxes allowed (this test needs no real provider). */
const production = {
  nodeEnv: 'production' as const,
  providers: { ...sandboxProvidersConfig(), allowSandboxInProduction: true },
};

describe('/api/docs', () => {
  it('is not served in production, while /api/openapi.json stays', async () => {
    testApp = await createTestApp({ config: production });
    const docs = await testApp.app.inject({ method: 'GET', url: '/api/docs' });
    expect(docs.statusCode).toBe(404);
    expect(docs.json().message).toBe('Не найдено');
    expect((await testApp.app.inject({ method: 'GET', url: '/api/docs/static/index.html' })).statusCode).toBe(404);
    expect((await testApp.app.inject({ method: 'GET', url: '/api/openapi.json' })).statusCode).toBe(200);
  });

  it('is served in production when API_DOCS=true, under its own CSP', async () => {
    testApp = await createTestApp({ config: { ...production, apiDocs: true } });
    const page = await testApp.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    // Swagger UI's own policy (its scripts are files of its own), not the API's `default-src 'none'`.
    expect(page.headers['content-security-policy']).toMatch(/^default-src 'self';.*script-src 'self'/);
  });
});
