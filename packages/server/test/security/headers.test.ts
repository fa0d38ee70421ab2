import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildPath, routes } from '@stickers62/core/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxAuthorizePath } from '../../src/providers/vkid/sandbox.js';
import { pageKindOf } from '../../src/security/headers.js';
import { pngFixture } from '../files/test-fixtures.js';
import { type Customer, createCustomer } from '../files/test-support.js';
import { createTestApp, type TestApp } from '../test-support/app.js';
import { recordSiteBuild } from '../test-support/site-build.js';

let testApp: TestApp;
let siteDir: string;
let dataDir: string;
let customer: Customer;

beforeAll(async () => {
  siteDir = mkdtempSync(join(tmpdir(), 's62-headers-site-'));
  dataDir = mkdtempSync(join(tmpdir(), 's62-headers-data-'));
  mkdirSync(join(siteDir, 'assets'));
  writeFileSync(join(siteDir, 'index.html'), '<!doctype html><title>Стикеры 62</title>');
  writeFileSync(join(siteDir, 'assets', 'app.js'), 'console.log(1)');
  recordSiteBuild(siteDir);
  testApp = await createTestApp({ config: { siteDir, dataDir, publicUrl: 'https://stickers62.test' } });
  customer = await createCustomer(testApp.app);
  const uploaded = await testApp.app.inject({
    method: 'POST',
    url: buildPath(routes.uploadFile.path, { orderId: customer.orderId, kind: 'stickers', itemName: 'Котики' }),
    query: { fileName: 'layout.png' },
    headers: { ...customer.headers, 'content-type': 'application/octet-stream' },
    body: await pngFixture(),
  });
  expect(uploaded.statusCode, uploaded.body).toBe(200);
});
afterAll(async () => {
  await testApp?.close();
  rmSync(siteDir, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => testApp.app.inject({ method: 'GET', url, headers });

function directives(reply: LightMyRequestResponse): Map<string, string> {
  const policy = String(reply.headers['content-security-policy'] ?? '');
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim())
      .filter((part) => part !== '')
      .map((part) => {
        const [name = '', ...values] = part.split(/\s+/);
        return [name, values.join(' ')] as const;
      }),
  );
}

const filePath = (call: 'downloadFile' | 'filePreview' | 'fileImage') =>
  buildPath(routes[call].path, { orderId: customer.orderId, kind: 'stickers', itemName: 'Котики' });

describe('browser security headers of each kind of page', () => {
  it('gives the site’s pages and assets a strict CSP, framing by the site only, HSTS under https', async () => {
    for (const url of [
      '/',
      '/stickers',
      '/login',
      '/admin',
      '/order/3b241101-e2bb-4255-8caf-4136c566a962',
      '/assets/app.js',
    ]) {
      const reply = await get(url);
      expect(reply.statusCode, url).toBe(200);
      const csp = directives(reply);
      expect(csp.get('script-src'), url).toBe("'self'");
      expect(csp.get('style-src'), url).not.toContain('unsafe-inline');
      expect(csp.get('object-src'), url).toBe("'none'");
      expect(csp.get('base-uri'), url).toBe("'none'");
      expect(csp.get('frame-ancestors'), url).toBe("'self'");
      expect(reply.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(reply.headers['strict-transport-security'], url).toBe('max-age=31536000');
      expect(reply.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(reply.headers['permissions-policy'], url).toContain('camera=()');
      expect(reply.headers['x-content-type-options'], url).toBe('nosniff');
    }
  });

  it('lets anyone frame the embed pages, and only them', async () => {
    const reply = await get('/embed/sticker-calculator');
    const csp = directives(reply);
    expect(csp.get('frame-ancestors')).toBe('*');
    expect(csp.get('script-src')).toBe("'self'");
    expect(reply.headers['x-frame-options']).toBeUndefined();
    expect(pageKindOf('/embedded')).toBe('site');
  });

  it('gives API answers, errors included, a CSP that allows nothing and forbids framing', async () => {
    for (const url of ['/api/health', '/api/unknown', routes.stickerPrices.path]) {
      const reply = await get(url);
      expect(reply.headers['content-type'], url).toContain('application/json');
      expect(directives(reply).get('default-src'), url).toBe("'none'");
      expect(directives(reply).get('frame-ancestors'), url).toBe("'none'");
      expect(reply.headers['x-frame-options'], url).toBe('DENY');
      expect(reply.headers['referrer-policy'], url).toBe('no-referrer');
      expect(reply.headers['strict-transport-security'], url).toBe('max-age=31536000');
    }
  });

  it('serves file downloads and previews under the API policy', async () => {
    for (const call of ['downloadFile', 'filePreview', 'fileImage'] as const) {
      const reply = await get(filePath(call), customer.headers);
      expect(reply.statusCode, call).toBe(200);
      expect(directives(reply).get('default-src'), call).toBe("'none'");
      expect(directives(reply).get('frame-ancestors'), call).toBe("'none'");
      expect(reply.headers['x-content-type-options'], call).toBe('nosniff');
      expect(reply.headers['referrer-policy'], call).toBe('no-referrer');
    }
  });

  it('lets the sandbox pages show their forms and styles, and run no script', async () => {
    const payPage = await get('/api/yookassa/sandbox/pay/3b241101-e2bb-4255-8caf-4136c566a962');
    const vkPage = await get(`${sandboxAuthorizePath}?state=s&redirect_uri=x`);
    for (const reply of [payPage, vkPage]) {
      expect(reply.headers['content-type']).toContain('text/html');
      expect(reply.body).not.toContain('<script');
      const csp = directives(reply);
      expect(csp.get('default-src')).toBe("'none'");
      expect(csp.has('script-src')).toBe(false);
      expect(csp.get('style-src')).toBe("'unsafe-inline'");
      expect(csp.get('form-action')).toBe("'self' https://stickers62.test");
      expect(csp.get('frame-ancestors')).toBe("'none'");
    }
  });

  it('sends no HSTS when the shop is reached over plain http', async () => {
    const plain = await createTestApp({ config: { siteDir } });
    try {
      for (const url of ['/', '/api/health']) {
        const reply = await plain.app.inject({ method: 'GET', url });
        expect(reply.headers['strict-transport-security'], url).toBeUndefined();
        expect(reply.headers['content-security-policy'], url).toBeDefined();
      }
    } finally {
      await plain.close();
    }
  });
});
