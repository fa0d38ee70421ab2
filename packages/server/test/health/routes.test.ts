import type { FastifyPluginAsync } from 'fastify';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test-support/suite.js';

// A route that fails the way a bug would, to see what reaches the client.
const failing: FastifyPluginAsync = async (app) => {
  app.get('/api/test/failure', async () => {
    throw new Error('connection to 10.0.0.5 refused: password authentication failed');
  });
};
const testApp = useTestApp({ plugins: [failing] });

describe('operations', () => {
  it('answers liveness (the process serves; the database is not asked, health/outage.test.ts)', async () => {
    const reply = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ status: 'ok' });
    expect(reply.headers['x-request-id']).toBeTruthy();
  });

  it('answers readiness with a database round trip', async () => {
    const reply = await testApp.app.inject({ method: 'GET', url: '/api/ready' });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ status: 'ok' });
  });

  it('answers unknown API paths with a Russian JSON 404', async () => {
    const reply = await testApp.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(reply.statusCode).toBe(404);
    expect(reply.json().message).toBe('Не найдено');
  });

  it('never sends the details of a 500', async () => {
    const reply = await testApp.app.inject({ method: 'GET', url: '/api/test/failure' });
    expect(reply.statusCode).toBe(500);
    expect(reply.json()).toEqual({
      statusCode: 500,
      error: 'Internal Server Error',
      message: 'Внутренняя ошибка сервера. Попробуйте позже.',
    });
    expect(reply.headers['x-request-id']).toBeTruthy();
  });

  it('serves the OpenAPI document and the docs page', async () => {
    const document = await testApp.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(document.statusCode).toBe(200);
    expect(document.json().paths['/api/health']).toBeDefined();
    const docs = await testApp.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(docs.statusCode);
  });
});
