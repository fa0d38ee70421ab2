import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/app.js';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

describe('operations', () => {
  it('answers health with a database round trip', async () => {
    const reply = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ status: 'ok' });
    expect(reply.headers['x-request-id']).toBeTruthy();
  });

  it('answers unknown API paths with a Russian JSON 404', async () => {
    const reply = await testApp.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(reply.statusCode).toBe(404);
    expect(reply.json().message).toBe('Не найдено');
  });

  it('serves the OpenAPI document and the docs page', async () => {
    const document = await testApp.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(document.statusCode).toBe(200);
    expect(document.json().paths['/api/health']).toBeDefined();
    const docs = await testApp.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(docs.statusCode);
  });
});
