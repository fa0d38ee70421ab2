import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '@stickers62/testkit/free-port';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readableLine } from '../../src/log-readable.js';
import { describePostgres, startBanner, startFacts } from '../../src/startup/banner.js';
import { testConfig } from '../test-support/settings.js';
import { recordSiteBuild } from '../test-support/site-build.js';

const mainEntry = fileURLToPath(new URL('../../src/main.ts', import.meta.url));

/** The real server (main.ts, as `npm start` runs it after building), its standard output kept. */
interface Started {
  url: string;
  output(): string;
  /** Resolves once the output matches (the banner, a request's line), with all of it. */
  waitFor(pattern: RegExp): Promise<string>;
  stop(): Promise<void>;
}

async function startServer(env: Record<string, string>): Promise<Started> {
  const port = await freePort();
  const { DATABASE_URL: _database, ADMIN_PASSWORD: _password, LOG_FORMAT: _format, ...inherited } = process.env;
  const child: ChildProcess = spawn(
    process.execPath,
    ['--conditions=@stickers62/source', '--import', 'tsx', mainEntry],
    {
      env: { ...inherited, HOST: '127.0.0.1', PORT: String(port), NO_COLOR: '1', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let stdout = '';
  let stderr = '';
  child.stdout?.setEncoding('utf8').on('data', (text: string) => {
    stdout += text;
  });
  child.stderr?.setEncoding('utf8').on('data', (text: string) => {
    stderr += text;
  });
  const waitFor = async (pattern: RegExp) => {
    // Generous: on a loaded two-core machine a cold start (tsx, migrations) can take a while.
    const deadline = Date.now() + 120_000;
    while (Date.now() < deadline) {
      if (pattern.test(stdout)) return stdout;
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${stdout}\n${stderr}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`no ${pattern} in the server's output:\n${stdout}\n${stderr}`);
  };
  return {
    url: `http://127.0.0.1:${port}`,
    output: () => stdout,
    waitFor,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

describe('the development log: a banner, then one readable line per request', () => {
  let root: string;
  let siteDir: string;
  let dataDir: string;

  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 's62-banner-'));
    siteDir = join(root, 'site');
    dataDir = join(root, 'data');
    mkdirSync(join(siteDir, 'assets'), { recursive: true });
    writeFileSync(join(siteDir, 'index.html'), '<!doctype html><title>Стикеры 62</title>');
    writeFileSync(join(siteDir, 'assets', 'index-1.js'), 'console.log(1)');
    recordSiteBuild(siteDir);
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('says where to go, who the administrator is with the password framed, and what the shop runs on', async () => {
    const server = await startServer({ NODE_ENV: 'development', DATA_DIR: dataDir, SITE_DIR: siteDir });
    try {
      const output = await server.waitFor(/└─+┘/);
      const banner = output.slice(output.indexOf('┌'), output.indexOf('┘') + 1).split('\n');
      expect(banner.every((line) => line.length === banner[0]?.length)).toBe(true);
      const text = banner.join('\n');
      expect(text).toMatch(/open http:\/\/localhost:\d+/);
      expect(text).toMatch(/│ administrator +admin +│/);
      const password = text.match(/│ password +(\S+) +← shown this once/)?.[1];
      expect(password?.length).toBeGreaterThanOrEqual(16);
      // The password is in the frame, and only there.
      expect(output.split(password ?? '?').length - 1).toBe(1);
      expect(text).toContain(`PGlite (embedded PostgreSQL) in ${join(dataDir, 'pglite')}`);
      expect(text).toMatch(/payments +YooKassa sandbox/);
      expect(text).toMatch(/delivery +CDEK sandbox/);
      expect(text).toMatch(/VK ID +sandbox/);
      expect(text).toMatch(/site +.*production build of/);

      await fetch(`${server.url}/api/health`);
      await fetch(`${server.url}/api/orders/x?accessKey=secret-key`);
      await fetch(`${server.url}/assets/index-gone.js`);
      const withRequests = await server.waitFor(/GET \/assets\/index-gone\.js 404/);
      const lines = withRequests.split('\n');
      expect(lines).toContainEqual(expect.stringMatching(/^\d\d:\d\d:\d\d {2}GET \/api\/health 200 \d+ ms$/));
      // One line per request: no "incoming request" and "request completed" pair, no JSON.
      expect(lines.filter((line) => line.includes('/api/health'))).toHaveLength(1);
      expect(lines.filter((line) => line.trimStart().startsWith('{'))).toEqual([]);
      // Secrets in the query stay out of the log, as in production.
      expect(withRequests).not.toContain('secret-key');
      expect(withRequests).toContain('accessKey=***');
    } finally {
      await server.stop();
    }

    // The next start: the same administrator, the password no more.
    const again = await startServer({ NODE_ENV: 'development', DATA_DIR: dataDir, SITE_DIR: siteDir });
    try {
      const output = await again.waitFor(/└─+┘/);
      expect(output).toMatch(/│ administrator +admin +│/);
      expect(output).toMatch(/│ password +the one shown on the first start +│/);
    } finally {
      await again.stop();
    }
  }, 300_000);

  it('stays JSON in production: a "shop ready" line with the same facts, the new password on its own line', async () => {
    const server = await startServer({
      NODE_ENV: 'production',
      ALLOW_SANDBOX_IN_PRODUCTION: 'true',
      DATA_DIR: join(root, 'production-data'),
      SITE_DIR: siteDir,
    });
    try {
      await server.waitFor(/"msg":"shop ready"/);
      await fetch(`${server.url}/api/health`);
      const output = await server.waitFor(/"msg":"request"/);
      const lines = output.split('\n').filter((line) => line.trim() !== '');
      const records = lines.filter((line) => line.startsWith('{')).map((line) => JSON.parse(line));
      // One line per request, with the address, the status and the time together (issue 33, item 2).
      const requestLines = records.filter((record) => record.reqId !== undefined);
      expect(requestLines).toEqual([
        expect.objectContaining({ msg: 'request', http: expect.objectContaining({ url: '/api/health', status: 200 }) }),
      ]);
      expect(typeof requestLines[0].http.ms).toBe('number');
      const ready = records.find((record) => record.msg === 'shop ready');
      expect(ready).toMatchObject({ admin: 'admin', payments: expect.stringContaining('YooKassa sandbox') });
      expect(ready.database).toContain('PGlite');
      // Outside the log, as before: the one line an operator must see to sign in.
      expect(lines.filter((line) => !line.startsWith('{'))).toEqual([
        expect.stringMatching(/^Bootstrap admin created: username "admin", password "\S{16,}"$/),
      ]);
      expect(output).not.toContain('┌');
    } finally {
      await server.stop();
    }
  }, 300_000);
});

describe('the banner and the readable line', () => {
  it('frames every row to one width and names a PostgreSQL server without its password', () => {
    const facts = startFacts(
      testConfig({
        databaseUrl: 'postgres://shop:s3cret@db.example:5432/stickers62',
        publicUrl: 'https://s62.example',
      }),
      { username: 'admin', generatedPassword: 'Abcdefgh12345678' },
      '0.0.0.0:3000',
    );
    const lines = startBanner(facts).split('\n');
    expect(new Set(lines.map((line) => line.length)).size).toBe(1);
    const text = lines.join('\n');
    expect(text).toContain('open https://s62.example');
    expect(text).toMatch(/listening +0\.0\.0\.0:3000/);
    expect(text).toContain('PostgreSQL at db.example:5432/stickers62 (user shop)');
    expect(text).not.toContain('s3cret');
    expect(text).toMatch(/password +Abcdefgh12345678 +← shown this once/);
    expect(describePostgres('not a url')).toBe('PostgreSQL (DATABASE_URL)');
  });

  it('sends people to Vite under `npm run dev`, the API named beside it', () => {
    const facts = startFacts(testConfig({ devSiteUrl: 'http://localhost:5173' }), { username: 'admin' });
    const text = startBanner(facts);
    expect(text).toContain('open http://localhost:5173');
    expect(text).toMatch(/API +http:\/\/localhost:3000/);
  });

  it('turns pino lines into readable ones, errors with their stack, and leaves other text alone', () => {
    const time = new Date(2026, 0, 2, 14, 2, 7).getTime();
    const request = JSON.stringify({
      level: 30,
      time,
      pid: 1,
      hostname: 'h',
      reqId: 'r',
      http: { method: 'POST', url: '/api/auth/login', status: 401, ms: 41 },
      msg: 'request',
    });
    expect(readableLine(request)).toBe('14:02:07  POST /api/auth/login 401 41 ms');
    const warning = JSON.stringify({ level: 40, time, pid: 1, msg: 'slow preview', file: 'a b.png', pages: 3 });
    expect(readableLine(warning)).toBe("14:02:07  WARN  slow preview file='a b.png' pages=3");
    const failure = JSON.stringify({
      level: 50,
      time,
      reqId: '12345678-aaaa',
      err: { type: 'Error', message: 'boom', stack: 'Error: boom\n    at here' },
      msg: 'request failed',
    });
    expect(readableLine(failure)).toBe(
      '14:02:07  ERROR request failed (request 12345678)\n    Error: boom\n        at here',
    );
    expect(readableLine('plain text\n')).toBe('plain text');
  });
});
