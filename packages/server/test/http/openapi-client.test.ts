import { execFile } from 'node:child_process';
import { copyFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test-support/suite.js';

const run = promisify(execFile);
const repositoryRoot = resolve(import.meta.dirname, '../../../..');
const calls = resolve(import.meta.dirname, '../../test-fixtures/openapi-client-calls.ts');

const testApp = useTestApp({ config: { publicUrl: 'https://stickers62.shop' } });

/** `format: binary` as a Blob, as openapi-typescript's documentation has it for file bodies. */
const blob = ts.factory.createTypeReferenceNode(ts.factory.createIdentifier('Blob'));

describe('a TypeScript client generated from the OpenAPI document', () => {
  it('type-checks sign-in, the cart, an item save, an upload and the manager’s list', async () => {
    const document = (await testApp.app.inject({ method: 'GET', url: '/api/openapi.json' })).body;
    const types = astToString(
      await openapiTS(document, {
        // A field with a default may be left out of a request (the server fills it in).
        defaultNonNullable: false,
        transform: (schema) => (schema.format === 'binary' ? blob : undefined),
      }),
    );
    const folder = await mkdtemp(join(tmpdir(), 's62-openapi-client-'));
    try {
      await writeFile(join(folder, 'api.d.ts'), types);
      await copyFile(calls, join(folder, 'calls.ts'));
      const modules = join(repositoryRoot, 'node_modules');
      await writeFile(
        join(folder, 'tsconfig.json'),
        JSON.stringify({
          compilerOptions: {
            strict: true,
            noEmit: true,
            target: 'es2022',
            module: 'esnext',
            moduleResolution: 'bundler',
            lib: ['es2022', 'dom'],
            types: [],
            skipLibCheck: true,
            paths: {
              'openapi-fetch': [join(modules, 'openapi-fetch')],
              // The calls write the contract's own sample item (core's contract/samples.ts).
              '@stickers62/core/contract': [join(repositoryRoot, 'packages/core/src/contract/index.ts')],
            },
          },
          files: ['calls.ts'],
        }),
      );
      const checked = await run(join(modules, '.bin/tsc'), ['-p', folder], { cwd: folder }).then(
        () => '',
        (failure: { stdout?: string }) => failure.stdout ?? String(failure),
      );
      expect(checked).toBe('');
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }, 120_000);
});
