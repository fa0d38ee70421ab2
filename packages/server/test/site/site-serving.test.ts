import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serverTexts } from '@stickers62/core/texts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { ConfigError } from '../../src/config.js';
import { sandboxProvidersConfig } from '../../src/providers/config.js';
import { siteBuildRecordFile } from '../../src/site/site-build-record.js';
import { createTestApp, type TestApp, testConfig } from '../test-support/app.js';
import { openTestDatabase } from '../test-support/database.js';
import { recordSiteBuild } from '../test-support/site-build.js';

/** A site build as Vite leaves it: index.html naming its hashed entry, the entry, a lazy chunk. */
function writeBuild(siteDir: string, version: string, nodeEnv = 'production') {
  mkdirSync(join(siteDir, 'assets'), { recursive: true });
  writeFileSync(
    join(siteDir, 'index.html'),
    `<!doctype html><title>Стикеры 62 ${version}</title><script type="module" src="/assets/index-${version}.js"></script>`,
  );
  writeFileSync(join(siteDir, 'assets', `index-${version}.js`), `console.log('${version}')`);
  writeFileSync(join(siteDir, 'assets', `order-${version}.js`), `export const order = '${version}'`);
  writeFileSync(join(siteDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  recordSiteBuild(siteDir, nodeEnv);
}

/** What Vite's `emptyOutDir` does first: the folder stays, everything in it goes. */
function emptySiteDir(siteDir: string) {
  rmSync(siteDir, { recursive: true, force: true });
  mkdirSync(siteDir);
}

const page = { accept: 'text/html,application/xhtml+xml' };

describe('a missing file of the built site', () => {
  let testApp: TestApp;
  let siteDir: string;

  beforeAll(async () => {
    siteDir = mkdtempSync(join(tmpdir(), 's62-site-missing-'));
    writeBuild(siteDir, 'a1');
    testApp = await createTestApp({ config: { siteDir } });
  });
  afterAll(async () => {
    await testApp.close();
    rmSync(siteDir, { recursive: true, force: true });
  });

  it('answers 404 under the build’s folders and for file names, not the site’s page', async () => {
    for (const url of [
      '/assets/index-gone.js',
      '/assets/index-gone.js?v=1',
      '/assets/index-gone.css',
      '/assets/deeper/chunk.js',
      '/assets/',
      '/favicon.ico',
      '/robots.txt',
      '/order.js',
    ]) {
      const reply = await testApp.app.inject({ method: 'GET', url, headers: page });
      expect(reply.statusCode, url).toBe(404);
      expect(reply.headers['content-type'], url).toContain('application/json');
      expect(reply.json().message, url).toBe(serverTexts.notFound);
    }
  });

  it('still serves the files of the build and the page for the site’s own routes', async () => {
    const script = await testApp.app.inject({ method: 'GET', url: '/assets/index-a1.js' });
    expect(script.statusCode).toBe(200);
    expect(script.body).toBe("console.log('a1')");
    for (const url of ['/', '/order/3b241101-e2bb-4255-8caf-4136c566a962', '/admin/list?x=1', '/assets-guide']) {
      const reply = await testApp.app.inject({ method: 'GET', url, headers: page });
      expect(reply.statusCode, url).toBe(200);
      expect(reply.body, url).toContain('Стикеры 62 a1');
    }
  });

  it('serves no file the build did not list, though it is in the folder', async () => {
    writeFileSync(join(siteDir, 'assets', 'dropped-later.js'), 'console.log("not built")');
    const reply = await testApp.app.inject({ method: 'GET', url: '/assets/dropped-later.js' });
    expect(reply.statusCode).toBe(404);
  });
});

describe('a site rebuilt under the running server', () => {
  let testApp: TestApp;
  let siteDir: string;

  beforeAll(async () => {
    siteDir = mkdtempSync(join(tmpdir(), 's62-site-rebuilt-'));
    writeBuild(siteDir, 'v1');
    testApp = await createTestApp({ config: { siteDir } });
  });
  afterAll(async () => {
    await testApp.close();
    rmSync(siteDir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    testApp.app.inject({ method: 'GET', url, headers });

  it('is served at once when its build is whole, never mixed with the one before, without a restart', async () => {
    expect((await get('/stickers', page)).body).toContain('Стикеры 62 v1');
    expect((await get('/assets/index-v1.js')).statusCode).toBe(200);

    // The build has emptied the folder: pages and files say "try again shortly", not a broken page.
    emptySiteDir(siteDir);
    const emptied = await get('/stickers', page);
    expect(emptied.statusCode).toBe(503);
    expect(emptied.headers['retry-after']).toBe('5');
    expect(emptied.headers['content-type']).toContain('text/html');
    expect(emptied.body).toContain(serverTexts.siteUpdating);
    const script = await get('/assets/index-v1.js');
    expect(script.statusCode).toBe(503);
    expect(script.json().message).toBe(serverTexts.siteUpdating);

    // Half written: the new index.html and its entry are there, the record is not yet.
    writeBuild(siteDir, 'v2');
    rmSync(join(siteDir, siteBuildRecordFile));
    expect((await get('/stickers', page)).statusCode).toBe(503);
    expect((await get('/assets/index-v2.js')).statusCode).toBe(503);

    // The record comes last: from now on the new build, whole.
    recordSiteBuild(siteDir);
    const rebuilt = await get('/stickers', page);
    expect(rebuilt.statusCode).toBe(200);
    expect(rebuilt.body).toContain('Стикеры 62 v2');
    expect(rebuilt.body).toContain('/assets/index-v2.js');
    expect((await get('/assets/index-v2.js')).body).toBe("console.log('v2')");
    expect((await get('/assets/order-v2.js')).statusCode).toBe(200);
    expect((await get('/assets/index-v1.js')).statusCode).toBe(404);
  });

  it('serves no site while SITE_DIR holds none (the API alone), then the site once it is built', async () => {
    const emptyDir = mkdtempSync(join(tmpdir(), 's62-site-later-'));
    const later = await createTestApp({ config: { siteDir: emptyDir } });
    try {
      const before = await later.app.inject({ method: 'GET', url: '/stickers', headers: page });
      expect(before.statusCode).toBe(404);
      writeBuild(emptyDir, 'late');
      const after = await later.app.inject({ method: 'GET', url: '/stickers', headers: page });
      expect(after.statusCode).toBe(200);
      expect(after.body).toContain('Стикеры 62 late');
    } finally {
      await later.close();
      rmSync(emptyDir, { recursive: true, force: true });
    }
  });
});

describe('a development build of the site under a production server', () => {
  const production = {
    nodeEnv: 'production' as const,
    providers: { ...sandboxProvidersConfig(), allowSandboxInProduction: true },
  };
  let siteDir: string;
  let testApp: TestApp | undefined;

  beforeAll(() => {
    siteDir = mkdtempSync(join(tmpdir(), 's62-site-development-'));
  });
  afterEach(async () => {
    await testApp?.close();
    testApp = undefined;
  });
  afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

  /** buildApp's refusal, with the test database closed after it. */
  async function startRefusal(): Promise<unknown> {
    const database = await openTestDatabase();
    try {
      await buildApp(testConfig({ ...production, siteDir }), { database, logger: false });
      return undefined;
    } catch (error) {
      return error;
    } finally {
      await database.close();
    }
  }

  it('is refused at start, saying what to run', async () => {
    emptySiteDir(siteDir);
    writeBuild(siteDir, 'dev', 'development');
    const refusal = await startRefusal();
    expect(refusal).toBeInstanceOf(ConfigError);
    expect((refusal as Error).message).toContain('development build');
    expect((refusal as Error).message).toContain('NODE_ENV=development');
    expect((refusal as Error).message).toContain('npm run build:app');
  });

  it('is refused at start when the build says nothing of how it was built (no record)', async () => {
    emptySiteDir(siteDir);
    writeBuild(siteDir, 'old');
    rmSync(join(siteDir, siteBuildRecordFile));
    const refusal = await startRefusal();
    expect(refusal).toBeInstanceOf(ConfigError);
    expect((refusal as Error).message).toContain('npm run build:app');
  });

  it('is served in development, and a production build in production', async () => {
    emptySiteDir(siteDir);
    writeBuild(siteDir, 'dev', 'development');
    testApp = await createTestApp({ config: { siteDir, nodeEnv: 'development' } });
    expect((await testApp.app.inject({ method: 'GET', url: '/', headers: page })).statusCode).toBe(200);
    await testApp.close();

    emptySiteDir(siteDir);
    writeBuild(siteDir, 'prod');
    testApp = await createTestApp({ config: { ...production, siteDir } });
    const served = await testApp.app.inject({ method: 'GET', url: '/', headers: page });
    expect(served.statusCode).toBe(200);
    expect(served.body).toContain('Стикеры 62 prod');
  });

  it('is not served when it replaces the production build of a running production server', async () => {
    emptySiteDir(siteDir);
    writeBuild(siteDir, 'prod');
    testApp = await createTestApp({ config: { ...production, siteDir } });
    emptySiteDir(siteDir);
    writeBuild(siteDir, 'dev', 'development');
    const refused = await testApp.app.inject({ method: 'GET', url: '/', headers: page });
    expect(refused.statusCode).toBe(503);
    expect(refused.body).not.toContain('Стикеры 62 dev');
    expect((await testApp.app.inject({ method: 'GET', url: '/assets/index-dev.js' })).statusCode).toBe(503);
  });
});
