import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-support/app.js';

let testApp: TestApp;
let siteDir: string;

beforeAll(async () => {
  siteDir = mkdtempSync(join(tmpdir(), 's62-site-'));
  mkdirSync(join(siteDir, 'assets'));
  writeFileSync(join(siteDir, 'index.html'), '<!doctype html><title>Стикеры 62</title>');
  writeFileSync(join(siteDir, 'assets', 'app.js'), 'console.log(1)');
  testApp = await createTestApp({ config: { siteDir } });
});
afterAll(async () => {
  await testApp.close();
  rmSync(siteDir, { recursive: true, force: true });
});

describe('the built site', () => {
  it('serves files as they are', async () => {
    const reply = await testApp.app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(reply.statusCode).toBe(200);
    expect(reply.body).toBe('console.log(1)');
  });

  it('answers index.html for the site’s own routes (SPA fallback)', async () => {
    for (const url of ['/', '/order/3b241101-e2bb-4255-8caf-4136c566a962', '/admin/list?x=1']) {
      const reply = await testApp.app.inject({ method: 'GET', url });
      expect(reply.statusCode, url).toBe(200);
      expect(reply.headers['content-type'], url).toContain('text/html');
      expect(reply.body, url).toContain('Стикеры 62');
    }
  });

  it('keeps /api answers JSON, also for unknown paths and other methods', async () => {
    const api = await testApp.app.inject({ method: 'GET', url: '/api/unknown' });
    expect(api.statusCode).toBe(404);
    expect(api.json().message).toBe('Не найдено');
    const post = await testApp.app.inject({ method: 'POST', url: '/somewhere' });
    expect(post.statusCode).toBe(404);
  });
});
