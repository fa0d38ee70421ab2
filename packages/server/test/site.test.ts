import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-support/app.js';
import { recordSiteBuild } from './test-support/site-build.js';

let testApp: TestApp;
let siteDir: string;

beforeAll(async () => {
  siteDir = mkdtempSync(join(tmpdir(), 's62-site-'));
  mkdirSync(join(siteDir, 'assets'));
  writeFileSync(join(siteDir, 'index.html'), '<!doctype html><title>Стикеры 62</title>');
  writeFileSync(join(siteDir, 'assets', 'app.js'), 'console.log(1)');
  // What the site build writes beside its files (site/precompress.ts).
  writeFileSync(join(siteDir, 'assets', 'app.js.br'), brotliCompressSync('console.log(1)'));
  writeFileSync(join(siteDir, 'assets', 'app.js.gz'), gzipSync('console.log(1)'));
  recordSiteBuild(siteDir);
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

describe('compression and caching of the built site', () => {
  it('sends the pre-compressed file the browser accepts, with its own content type', async () => {
    const br = await testApp.app.inject({
      method: 'GET',
      url: '/assets/app.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers.vary).toContain('accept-encoding');

    const gzip = await testApp.app.inject({
      method: 'GET',
      url: '/assets/app.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe('console.log(1)');
  });

  it('caches hashed assets for a year and makes index.html revalidate, also as the SPA fallback', async () => {
    const asset = await testApp.app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of ['/', '/index.html', '/order/3b241101-e2bb-4255-8caf-4136c566a962']) {
      const page = await testApp.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['cache-control'], url).toBe('no-cache');
      expect(page.body, url).toContain('Стикеры 62');
    }
  });
});

describe('route chunks preloaded with the page (route-preloads.json of the site build)', () => {
  let preloadApp: TestApp;
  let preloadSiteDir: string;
  const entryHtml =
    '<!doctype html><html lang="ru"><head><title>Стикеры 62</title>' +
    '<script type="module" crossorigin src="/assets/index-1.js"></script></head><body><div id="root"></div></body></html>';

  beforeAll(async () => {
    preloadSiteDir = mkdtempSync(join(tmpdir(), 's62-site-preload-'));
    writeFileSync(join(preloadSiteDir, 'index.html'), entryHtml);
    writeFileSync(
      join(preloadSiteDir, 'route-preloads.json'),
      JSON.stringify([
        { path: '/stickers', preload: ['/assets/stickers-1.js', '/assets/product-notes-1.js'] },
        { path: '/order/:id/payment', preload: ['/assets/payment-1.js'] },
        { path: '/order/:id', preload: ['/assets/order-1.js'] },
        { path: '/completed/:id?', preload: ['/assets/completed-1.js'] },
      ]),
    );
    recordSiteBuild(preloadSiteDir);
    preloadApp = await createTestApp({ config: { siteDir: preloadSiteDir } });
  });
  afterAll(async () => {
    await preloadApp.close();
    rmSync(preloadSiteDir, { recursive: true, force: true });
  });

  const preloadsOf = (html: string) =>
    [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((match) => match[1]);

  it('names the route’s chunks as modulepreloads in the head of its page, the entry kept', async () => {
    const page = await preloadApp.app.inject({ method: 'GET', url: '/stickers?utm=1' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(preloadsOf(page.body)).toEqual(['/assets/stickers-1.js', '/assets/product-notes-1.js']);
    expect(page.body).toContain('<script type="module" crossorigin src="/assets/index-1.js"></script>');
    expect(page.body.indexOf('modulepreload')).toBeLessThan(page.body.indexOf('</head>'));
  });

  it('matches parameters as the site does: one segment, optional with `?`, the first route that fits', async () => {
    const id = '3b241101-e2bb-4255-8caf-4136c566a962';
    const cases: [string, string[]][] = [
      [`/order/${id}`, ['/assets/order-1.js']],
      [`/order/${id}/payment`, ['/assets/payment-1.js']],
      ['/completed', ['/assets/completed-1.js']],
      [`/completed/${id}`, ['/assets/completed-1.js']],
      [`/order/${id}/unknown`, []],
      ['/stickers/more', []],
      ['/nowhere', []],
    ];
    for (const [url, expected] of cases) {
      const page = await preloadApp.app.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(200);
      expect(preloadsOf(page.body), url).toEqual(expected);
      expect(page.body, url).toContain('/assets/index-1.js');
    }
  });

  it('keeps the site’s security headers on a page with preloads', async () => {
    const plain = await preloadApp.app.inject({ method: 'GET', url: '/nowhere' });
    const withPreloads = await preloadApp.app.inject({ method: 'GET', url: '/stickers' });
    expect(withPreloads.headers['content-security-policy']).toBeTruthy();
    for (const name of ['content-security-policy', 'x-frame-options', 'x-content-type-options', 'referrer-policy']) {
      expect(withPreloads.headers[name], name).toBe(plain.headers[name]);
    }
  });
});

describe('pages the site build prerendered (prerendered.json)', () => {
  let prerenderApp: TestApp;
  let prerenderSiteDir: string;
  const page = (title: string) =>
    `<!doctype html><html><head><title>${title}</title></head><body><div id="root">…</div></body></html>`;

  beforeAll(async () => {
    prerenderSiteDir = mkdtempSync(join(tmpdir(), 's62-site-prerendered-'));
    mkdirSync(join(prerenderSiteDir, 'prerendered'));
    writeFileSync(join(prerenderSiteDir, 'index.html'), page('shell'));
    writeFileSync(join(prerenderSiteDir, 'prerendered', 'index.html'), page('home'));
    writeFileSync(join(prerenderSiteDir, 'prerendered', 'stickers.html'), page('stickers'));
    writeFileSync(join(prerenderSiteDir, 'prerendered', 'stickers.html.br'), brotliCompressSync(page('stickers')));
    writeFileSync(join(prerenderSiteDir, 'prerendered', 'order-id-payment.html'), page('order-link shell'));
    // Written but not listed: the address must not reach it.
    writeFileSync(join(prerenderSiteDir, 'prerendered', 'secret.html'), page('secret'));
    writeFileSync(
      join(prerenderSiteDir, 'prerendered.json'),
      JSON.stringify([
        { path: '/', file: 'prerendered/index.html' },
        { path: '/stickers', file: 'prerendered/stickers.html' },
        { path: '/order/:id/payment', file: 'prerendered/order-id-payment.html' },
      ]),
    );
    writeFileSync(
      join(prerenderSiteDir, 'route-preloads.json'),
      JSON.stringify([{ path: '/order/:id', preload: ['/assets/order-1.js'] }]),
    );
    recordSiteBuild(prerenderSiteDir);
    prerenderApp = await createTestApp({ config: { siteDir: prerenderSiteDir } });
  });
  afterAll(async () => {
    await prerenderApp.close();
    rmSync(prerenderSiteDir, { recursive: true, force: true });
  });

  it('answers a listed path with its page, a query string kept out of the match, compressed when asked', async () => {
    const cases: [string, string][] = [
      ['/', 'home'],
      ['/?utm_source=vk', 'home'],
      ['/stickers', 'stickers'],
      // A trailing slash is the same address, as the router and the route preloads take it.
      ['/stickers/', 'stickers'],
      // A route pattern's page is the shell of every address of it.
      ['/order/3b241101-e2bb-4255-8caf-4136c566a962/payment', 'order-link shell'],
      ['/order/another-order/payment?x=1', 'order-link shell'],
    ];
    for (const [url, title] of cases) {
      const reply = await prerenderApp.app.inject({ method: 'GET', url });
      expect(reply.statusCode, url).toBe(200);
      expect(reply.headers['content-type'], url).toContain('text/html');
      expect(reply.headers['cache-control'], url).toBe('no-cache');
      expect(reply.body, url).toContain(`<title>${title}</title>`);
    }
    const br = await prerenderApp.app.inject({ method: 'GET', url: '/stickers', headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('<title>stickers</title>');
  });

  it('answers every other path with index.html, its preloads still added; an unlisted file is not a page', async () => {
    for (const url of [
      '/stickers/more',
      '/acryl',
      '/secret',
      '/prerendered',
      '/order/3b241101-e2bb-4255-8caf-4136c566a962',
      '/order/3b241101-e2bb-4255-8caf-4136c566a962/payment-completed',
      '/order//payment',
    ]) {
      const reply = await prerenderApp.app.inject({ method: 'GET', url });
      expect(reply.statusCode, url).toBe(200);
      expect(reply.body, url).toContain('<title>shell</title>');
    }
    const order = await prerenderApp.app.inject({ method: 'GET', url: '/order/3b241101-e2bb-4255-8caf-4136c566a962' });
    expect(order.body).toContain('href="/assets/order-1.js"');
  });

  it('keeps the security headers of every page', async () => {
    const shell = await prerenderApp.app.inject({ method: 'GET', url: '/acryl' });
    const prerendered = await prerenderApp.app.inject({ method: 'GET', url: '/' });
    for (const name of ['content-security-policy', 'x-frame-options', 'x-content-type-options', 'referrer-policy']) {
      expect(prerendered.headers[name], name).toBeTruthy();
      expect(prerendered.headers[name], name).toBe(shell.headers[name]);
    }
  });
});
