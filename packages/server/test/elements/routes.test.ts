import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { routes } from '@stickers62/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ManifestEntry } from '../../src/elements/routes.js';
import { createTestApp, type TestApp } from '../test-support/app.js';
import { recordSiteBuild } from '../test-support/site-build.js';

// Real files in the layout of the widgets build (dist/elements): scripts, their types and stats.
const scriptSources: Record<string, string> = {
  'sticker-calculator': 'customElements.define("s62-sticker-calculator", class extends HTMLElement {});\n',
  'acryl-calculator': 'customElements.define("s62-acryl-calculator", class extends HTMLElement {});\n',
  all: 'export {};\n// every element\n',
  'embed-frame': 'document.body.append("frame");\n',
};

let root: string;
let elementsDir: string;
let archiveDir: string;
let testApp: TestApp;

/** A chunk's file name as the widgets build names it: its bytes' SHA-384, 16 hex digits. */
const chunkName = (name: string, source: string) =>
  `${name}.${createHash('sha384').update(source).digest('hex').slice(0, 16)}.js`;
// The payment card's delivery choice, loaded on demand (a chunk imports nothing by name).
const deliveryChunk = 'export default function Delivery() { return "delivery v1"; }\n';

function writeScripts(folder: string, sources: Record<string, string>, chunks: Record<string, string> = {}) {
  mkdirSync(join(folder, 'chunks'), { recursive: true });
  for (const [name, source] of Object.entries(sources)) writeFileSync(join(folder, `${name}.js`), source);
  for (const [name, source] of Object.entries(chunks))
    writeFileSync(join(folder, 'chunks', chunkName(name, source)), source);
  writeFileSync(join(folder, 'sticker-calculator.d.ts'), 'export {};\n');
  writeFileSync(join(folder, 'stats.json'), '{}\n');
}

const sha384 = (bytes: Buffer | string) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
const get = (url: string, headers: Record<string, string> = {}) => testApp.app.inject({ method: 'GET', url, headers });

async function manifest(app = testApp): Promise<Record<string, ManifestEntry>> {
  const reply = await app.app.inject({ method: 'GET', url: '/elements/manifest.json' });
  expect(reply.statusCode).toBe(200);
  return (reply.json() as { scripts: Record<string, ManifestEntry> }).scripts;
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 's62-elements-'));
  elementsDir = join(root, 'dist-elements');
  archiveDir = join(root, 'data', 'elements');
  writeScripts(elementsDir, scriptSources, { 'payment-card-order-delivery': deliveryChunk });
  // A built site beside them: an unknown /elements/ path must not fall back to its index.html.
  const siteDir = join(root, 'site');
  mkdirSync(siteDir);
  writeFileSync(join(siteDir, 'index.html'), '<!doctype html><title>Стикеры 62</title>');
  recordSiteBuild(siteDir);
  testApp = await createTestApp({ config: { elementsDir, elementsArchiveDir: archiveDir, siteDir } });
});
afterAll(async () => {
  await testApp.close();
  rmSync(root, { recursive: true, force: true });
});

describe('hosted element scripts', () => {
  it('serves the current version as JavaScript any origin may load, cached briefly', async () => {
    const reply = await get('/elements/sticker-calculator.js', { origin: 'https://partner.example' });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(reply.body).toBe(scriptSources['sticker-calculator']);
    expect(reply.headers['cache-control']).toBe('public, max-age=300');
    expect(reply.headers['access-control-allow-origin']).toBe('*');
    expect(reply.headers['access-control-allow-credentials']).toBeUndefined();
    expect(reply.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
    // A script takes the policy of the page that loads it: no page CSP or framing rule here.
    expect(reply.headers['content-security-policy']).toBeUndefined();
    expect(reply.headers['x-frame-options']).toBeUndefined();
  });

  it('publishes each script’s pinned address and the SRI hash of exactly the bytes served there', async () => {
    const scripts = await manifest();
    expect(Object.keys(scripts).sort()).toEqual(Object.keys(scriptSources).sort());
    for (const [name, entry] of Object.entries(scripts)) {
      expect(entry.url, name).toBe(`http://localhost:3000/elements/${name}.js`);
      expect(entry.pinnedUrl, name).toMatch(new RegExp(`^http://localhost:3000/elements/${name}\\.[0-9a-f]{16}\\.js$`));
      const pinned = await get(new URL(entry.pinnedUrl).pathname);
      expect(pinned.statusCode, name).toBe(200);
      expect(pinned.headers['content-type'], name).toBe('text/javascript; charset=utf-8');
      expect(pinned.headers['cache-control'], name).toBe('public, max-age=31536000, immutable');
      expect(pinned.headers['access-control-allow-origin'], name).toBe('*');
      expect(pinned.headers['cross-origin-resource-policy'], name).toBe('cross-origin');
      expect(sha384(pinned.rawPayload), name).toBe(entry.integrity);
      expect(entry.integrity, name).toBe(sha384(scriptSources[name] ?? ''));
      expect(entry.bytes, name).toBe(Buffer.byteLength(scriptSources[name] ?? ''));
    }
  });

  it('sends brotli or gzip to browsers that accept them, the same bytes once decoded', async () => {
    const source = scriptSources['sticker-calculator'];
    const br = await get('/elements/sticker-calculator.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(source);
    const gzip = await get('/elements/sticker-calculator.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(source);
    // An encoding refused with q=0 is not sent (the same reading as the API's answers).
    const noBrotli = await get('/elements/sticker-calculator.js', { 'accept-encoding': 'br;q=0, gzip' });
    expect(noBrotli.headers['content-encoding']).toBe('gzip');
    const plain = await get('/elements/sticker-calculator.js', { 'accept-encoding': 'gzip;q=0' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(source);
  });

  it('answers 304 to a browser that has the version already', async () => {
    const first = await get('/elements/acryl-calculator.js');
    const again = await get('/elements/acryl-calculator.js', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('answers 404 JSON, never the site’s page, for anything else under /elements/', async () => {
    for (const url of [
      '/elements/x.js',
      '/elements/sticker-calculator.0123456789abcdef.js',
      '/elements/sticker-calculator.d.ts',
      '/elements/stats.json',
      '/elements/STICKER-CALCULATOR.js',
      '/elements/..%2Fsite%2Findex.html',
      '/elements/nested/sticker-calculator.js',
      '/elements/',
    ]) {
      const reply = await get(url);
      expect(reply.statusCode, url).toBe(404);
      expect(reply.headers['content-type'], url).toContain('application/json');
      expect(reply.json().message, url).toBe('Не найдено');
    }
  });

  it('keeps the API’s own CORS rule: the caller’s origin with credentials, only on the widget routes', async () => {
    const prices = await get(routes.stickerPrices.path, { origin: 'https://partner.example' });
    expect(prices.headers['access-control-allow-origin']).toBe('https://partner.example');
    expect(prices.headers['access-control-allow-credentials']).toBe('true');
    const profile = await get(routes.client.path, { origin: 'https://partner.example' });
    expect(profile.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('keeps serving a pinned version after an upgrade, from the archive', async () => {
    const before = (await manifest())['sticker-calculator'];
    const upgradedDir = join(root, 'dist-elements-2');
    const upgraded = { ...scriptSources, 'sticker-calculator': `${scriptSources['sticker-calculator']}// v2\n` };
    const deliveryV2 = deliveryChunk.replace('v1', 'v2');
    writeScripts(upgradedDir, upgraded, { 'payment-card-order-delivery': deliveryV2 });
    // The first build's scripts have been read (and so archived with their chunks).
    await manifest();
    const next = await createTestApp({ config: { elementsDir: upgradedDir, elementsArchiveDir: archiveDir } });
    try {
      const after = (await manifest(next))['sticker-calculator'];
      expect(after?.pinnedUrl).not.toBe(before?.pinnedUrl);
      const current = await next.app.inject({ method: 'GET', url: '/elements/sticker-calculator.js' });
      expect(current.body).toBe(upgraded['sticker-calculator']);
      const old = await next.app.inject({ method: 'GET', url: new URL(before?.pinnedUrl ?? '').pathname });
      expect(old.statusCode).toBe(200);
      expect(old.body).toBe(scriptSources['sticker-calculator']);
      expect(old.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(sha384(old.rawPayload)).toBe(before?.integrity);
      // The chunks of both builds: the new one's, and the old one's from the archive, for good.
      const chunk = async (source: string) => {
        const reply = await next.app.inject({
          method: 'GET',
          url: `/elements/chunks/${chunkName('payment-card-order-delivery', source)}`,
        });
        expect(reply.statusCode).toBe(200);
        expect(reply.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        return reply.body;
      };
      expect(await chunk(deliveryV2)).toBe(deliveryV2);
      expect(await chunk(deliveryChunk)).toBe(deliveryChunk);
      // An archived chunk whose bytes do not match its name is not served either.
      const forgedChunk = chunkName('payment-card-order-delivery', 'forged');
      writeFileSync(join(archiveDir, 'chunks', forgedChunk), 'alert(1)');
      expect((await next.app.inject({ method: 'GET', url: `/elements/chunks/${forgedChunk}` })).statusCode).toBe(404);
      // A file in the archive whose bytes do not match its name is not served.
      const forged = `sticker-calculator.${'f'.repeat(16)}.js`;
      writeFileSync(join(archiveDir, forged), 'alert(1)');
      expect((await next.app.inject({ method: 'GET', url: `/elements/${forged}` })).statusCode).toBe(404);
    } finally {
      await next.close();
    }
  });

  it('serves the parts a script loads on demand under their hash for good, outside the manifest', async () => {
    const file = chunkName('payment-card-order-delivery', deliveryChunk);
    const reply = await get(`/elements/chunks/${file}`, { 'accept-encoding': 'gzip' });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(reply.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(reply.headers['access-control-allow-origin']).toBe('*');
    expect(gunzipSync(reply.rawPayload).toString()).toBe(deliveryChunk);
    expect(Object.keys(await manifest())).not.toContain('payment-card-order-delivery');
    // Only its pinned name: no plain address, no other hash, no path out of the folder.
    for (const url of [
      '/elements/chunks/payment-card-order-delivery.js',
      `/elements/chunks/payment-card-order-delivery.${'0'.repeat(16)}.js`,
      `/elements/${file}`,
      '/elements/chunks/..%2Fsticker-calculator.js',
      '/elements/chunks/',
    ]) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
  });

  it('refuses a chunk whose bytes were changed after the build', async () => {
    const tamperedDir = join(root, 'dist-elements-tampered');
    writeScripts(tamperedDir, scriptSources);
    const file = chunkName('payment-card-order-delivery', deliveryChunk);
    writeFileSync(join(tamperedDir, 'chunks', file), `${deliveryChunk}alert(1);\n`);
    const tampered = await createTestApp({ config: { elementsDir: tamperedDir } });
    try {
      expect((await tampered.app.inject({ method: 'GET', url: `/elements/chunks/${file}` })).statusCode).toBe(404);
    } finally {
      await tampered.close();
    }
  });

  it('serves nothing when the scripts are not built', async () => {
    const bare = await createTestApp({ config: { elementsDir: join(root, 'missing') } });
    try {
      const reply = await bare.app.inject({ method: 'GET', url: '/elements/sticker-calculator.js' });
      expect(reply.statusCode).toBe(404);
      expect((await bare.app.inject({ method: 'GET', url: '/embed/sticker-calculator' })).statusCode).toBe(404);
    } finally {
      await bare.close();
    }
  });
});

describe('iframe pages', () => {
  it('renders a widget’s page with its pinned scripts, framable by any site', async () => {
    const scripts = await manifest();
    const reply = await get('/embed/sticker-calculator?film-types=Белая');
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(reply.headers['cache-control']).toBe('no-cache');
    for (const name of ['embed-frame', 'sticker-calculator']) {
      const entry = scripts[name];
      expect(reply.body).toContain(`src="${new URL(entry?.pinnedUrl ?? '').pathname}" integrity="${entry?.integrity}"`);
    }
    expect(reply.body).toContain('<title>Калькулятор стикеров — Стикеры 62</title>');
    const csp = String(reply.headers['content-security-policy']);
    expect(csp).toContain('frame-ancestors *');
    expect(csp).toContain("script-src 'self'");
    expect(reply.headers['x-frame-options']).toBeUndefined();
    // The site's own pages still refuse other sites' frames.
    const site = await get('/partners');
    expect(site.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(String(site.headers['content-security-policy'])).toContain("frame-ancestors 'self'");
  });

  it('answers 404 for the all-in-one script, the frame script and unknown widgets', async () => {
    for (const url of ['/embed/all', '/embed/embed-frame', '/embed/x', '/embed/sticker-calculator/more']) {
      const reply = await get(url);
      expect(reply.statusCode, url).toBe(404);
      expect(reply.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(reply.body, url).toContain('Такого виджета нет');
    }
  });
});
