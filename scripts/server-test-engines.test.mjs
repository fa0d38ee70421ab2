import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { classifyServerTests, databaseLayerTests, faultTests, keptOnPglite } from './server-test-engines.mjs';

describe('which server test files run on PostgreSQL too', () => {
  let root;
  const write = (path, text) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  const groups = () => {
    const { engine, once } = classifyServerTests(root);
    const short = (entries) => entries.map(({ file }) => file.replace('packages/server/test/', '')).sort();
    return { engine: short(engine), once: short(once) };
  };

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'server-test-engines-'));
    write('packages/server/test/test-support/database.ts', 'export const url = process.env.TEST_DATABASE_URL;\n');
    write('packages/server/test/test-support/settings.ts', "export const admin = 'admin';\n");
    write('packages/kit/src/index.ts', "export const kit = 'no variable here';\n");
    write('packages/scratch/src/index.ts', 'export const scratch = process.env.TEST_DATABASE_URL;\n');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('runs twice a file whose code reads TEST_DATABASE_URL, itself or through what it imports', () => {
    write('packages/server/test/own.test.ts', "if (process.env.TEST_DATABASE_URL) console.log('pg');\n");
    write('packages/server/test/helper.ts', "export { url } from './test-support/database.js';\n");
    write('packages/server/test/a/through.test.ts', "import { url } from '../helper.js';\nconsole.log(url);\n");
    write('packages/server/test/lazy.test.ts', "const { url } = await import('./test-support/database.js');\n");
    write('packages/server/test/package.test.ts', "import { scratch } from '@stickers62/scratch';\n");
    expect(groups()).toEqual({
      engine: ['a/through.test.ts', 'lazy.test.ts', 'own.test.ts', 'package.test.ts'],
      once: [],
    });
  });

  it('follows the scripts a test starts as processes or workers', () => {
    write('packages/server/test/main.ts', "import { url } from './test-support/database.js';\n");
    write('packages/server/test/starts.test.ts', "const entry = new URL('./main.ts', import.meta.url);\n");
    write('packages/server/test/worker.ts', "export const done = 'no database';\n");
    write('packages/server/test/pool.test.ts', "const worker = new URL('./worker.ts', import.meta.url);\n");
    expect(groups()).toEqual({ engine: ['starts.test.ts'], once: ['pool.test.ts'] });
  });

  it('runs once a file that cannot read it: comments, type-only imports, packages that do not', () => {
    write(
      'packages/server/test/comment.test.ts',
      '// Unlike TEST_DATABASE_URL runs, this one\n/* TEST_DATABASE_URL */\n',
    );
    write('packages/server/test/types.test.ts', "import type { url } from './test-support/database.js';\n");
    write('packages/server/test/settings.test.ts', "import { admin } from './test-support/settings.js';\n");
    write(
      'packages/server/test/kit.test.ts',
      "import { kit } from '@stickers62/kit';\nimport fastify from 'fastify';\n",
    );
    expect(groups()).toEqual({
      engine: [],
      once: ['comment.test.ts', 'kit.test.ts', 'settings.test.ts', 'types.test.ts'],
    });
  });

  it('runs twice what it cannot follow: a computed import, an import of no file', () => {
    // await import(`./${name}.js`), written in two halves so that nothing here interpolates.
    const computedImport = ['await import(`./$', '{name}.js`);'].join('');
    write('packages/server/test/computed.test.ts', `const name = 'x';\n${computedImport}\n`);
    write('packages/server/test/missing.test.ts', "import { gone } from './gone.js';\n");
    expect(groups()).toEqual({ engine: ['computed.test.ts', 'missing.test.ts'], once: [] });
  });

  it('puts each of the repository’s server test files in one group; the process tests on PGlite alone run once', () => {
    const { engine, once } = classifyServerTests();
    const files = [...engine, ...once].map(({ file }) => file);
    expect(new Set(files).size).toBe(files.length);
    const onceFiles = once.map(({ file }) => file);
    const engineFiles = engine.map(({ file }) => file);
    // Started with PGlite whatever TEST_DATABASE_URL says (DATABASE_URL emptied or removed).
    for (const file of ['startup/banner', 'robustness/graceful-shutdown', 'files/crash-recovery'])
      expect(onceFiles).toContain(`packages/server/test/${file}.test.ts`);
    // On PostgreSQL when it is set.
    for (const file of ['robustness/crash', 'notifications/outbox-crash', 'orders/routes', 'health/outage'])
      expect(engineFiles).toContain(`packages/server/test/${file}.test.ts`);
  });

  it("names the database layer's files and the fault tests that the PGlite run keeps beside PostgreSQL, each one that exists", () => {
    const { engine } = classifyServerTests();
    const engineFiles = engine.map(({ file }) => file);
    // Every entry still names a test file or folder (a rename would drop it from PGlite silently).
    for (const path of [...databaseLayerTests, ...faultTests])
      expect(
        engineFiles.some((file) => file.startsWith(path)),
        path,
      ).toBe(true);
    expect(keptOnPglite('packages/server/test/db/driver-values.test.ts')).toBe(true);
    expect(keptOnPglite('packages/server/test/robustness/typed-text.test.ts')).toBe(true);
    expect(keptOnPglite('packages/server/test/files/upload-slot-release.test.ts')).toBe(true);
    // The routes run on PostgreSQL only then; the crash tests crash a PGlite server in that run too.
    expect(keptOnPglite('packages/server/test/orders/routes.test.ts')).toBe(false);
    expect(keptOnPglite('packages/server/test/robustness/crash.test.ts')).toBe(false);
  });
});
