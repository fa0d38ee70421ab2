import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test-support/suite.js';

const run = promisify(execFile);
const repositoryRoot = resolve(import.meta.dirname, '../../../..');

// A public address as production has it: localhost would be a (rightful) warning of its own.
const testApp = useTestApp({ config: { publicUrl: 'https://stickers62.shop' } });

interface LintReport {
  totals: { errors: number; warnings: number };
  problems: { ruleId: string; severity: string; message: string; location: { pointer: string }[] }[];
}

describe('the OpenAPI document', () => {
  it("passes Redocly's recommended rules with no error and no warning", async () => {
    const reply = await testApp.app.inject({ method: 'GET', url: '/api/openapi.json' });
    const folder = await mkdtemp(join(tmpdir(), 's62-openapi-'));
    try {
      const documentFile = join(folder, 'openapi.json');
      await writeFile(documentFile, reply.body);
      // The CLI exits 1 when it finds errors; its JSON report is on stdout either way.
      const output = await run(
        join(repositoryRoot, 'node_modules/.bin/redocly'),
        ['lint', documentFile, '--format=json', `--config=${join(repositoryRoot, 'redocly.yaml')}`],
        { cwd: repositoryRoot, maxBuffer: 16 * 1024 * 1024 },
      ).catch((failure: { stdout?: string }) => ({ stdout: failure.stdout ?? '' }));
      const report = JSON.parse(output.stdout) as LintReport;
      const problems = report.problems.map(
        (problem) => `${problem.severity} ${problem.ruleId} ${problem.location[0]?.pointer}: ${problem.message}`,
      );
      expect(problems).toEqual([]);
      expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }, 60_000);

  it('names every operation, declares its security and has a server', async () => {
    const document = (await testApp.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(document.servers).toEqual([{ url: 'https://stickers62.shop', description: expect.any(String) }]);
    const operationIds = new Set<string>();
    for (const [path, operations] of Object.entries<Record<string, Record<string, unknown>>>(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const label = `${method} ${path}`;
        expect(operation.summary, label).toMatch(/^[A-Z]\S*( \S+)+$/);
        expect(operation.operationId, label).toMatch(/^[a-z][A-Za-z]+$/);
        operationIds.add(String(operation.operationId));
        expect(Array.isArray(operation.security), label).toBe(true);
      }
    }
    // The bearer-only calls say so; the widgets' public calls say they need nothing.
    expect(document.paths['/api/web/orders/list'].get.security).toEqual([{ bearer: [] }]);
    expect(document.paths['/api/stickers/prices/get-stickers-prices-views'].get.security).toEqual([]);
    expect(document.paths['/api/auth/logout'].post.responses['204'].content).toBeUndefined();
    expect(operationIds.size).toBe(
      Object.values(document.paths).flatMap((operations) => Object.keys(operations as object)).length,
    );
  });
});
