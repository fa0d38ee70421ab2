import { mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { resolveWithoutPackageScope } from '../../src/startup/module-format.js';

const importContext = {
  conditions: ['node', 'import'],
  importAttributes: {},
  parentURL: undefined as string | undefined,
};
const passedOn = { url: 'file:///passed-on.js', format: 'module' as const, shortCircuit: true };

function resolve(specifier: string, parentURL: string, conditions = importContext.conditions) {
  const next = vi.fn(() => passedOn);
  const result = resolveWithoutPackageScope(specifier, { ...importContext, conditions, parentURL }, next);
  return { result, passedToNode: next.mock.calls.length > 0 };
}

describe('resolving relative imports inside node_modules without the package scope lookup', () => {
  const root = realpathSync(mkdtempSync(join(tmpdir(), 'module-format-')));
  const packageWith = (name: string, packageJson: object) => {
    const directory = join(root, 'node_modules', name);
    mkdirSync(join(directory, 'lib'), { recursive: true });
    writeFileSync(join(directory, 'package.json'), JSON.stringify(packageJson));
    for (const file of ['index.js', 'lib/util.js', 'lib/other.cjs', 'lib/esm.mjs'])
      writeFileSync(join(directory, file), '');
    return pathToFileURL(join(directory, 'index.js')).href;
  };
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('answers the file and the format the package declares, as Node would', () => {
    const esm = packageWith('typed-esm', { type: 'module', exports: { '.': './index.js' } });
    expect(resolve('./lib/util.js', esm)).toEqual({
      result: { url: new URL('./lib/util.js', esm).href, format: 'module', shortCircuit: true },
      passedToNode: false,
    });
    const cjs = packageWith('typed-cjs', { type: 'commonjs' });
    expect(resolve('./lib/util.js', cjs).result).toMatchObject({ format: 'commonjs' });
    // The extension decides before the package does.
    expect(resolve('./lib/other.cjs', esm).result).toMatchObject({ format: 'commonjs' });
    expect(resolve('./lib/esm.mjs', cjs).result).toMatchObject({ format: 'module' });
    expect(resolve('../index.js', new URL('./lib/util.js', esm).href).result).toMatchObject({ url: esm });
  });

  it('agrees with Node on a real package (drizzle-orm, the reason for the hook)', () => {
    const parent = import.meta.resolve('drizzle-orm/pg-core');
    const { result, passedToNode } = resolve('../entity.js', parent);
    expect(passedToNode).toBe(false);
    expect(result).toEqual({ url: import.meta.resolve('drizzle-orm/entity'), format: 'module', shortCircuit: true });
  });

  it('leaves everything else to Node', () => {
    const untyped = packageWith('untyped', {});
    const esm = packageWith('typed-esm-2', { type: 'module' });
    const ownCode = pathToFileURL(join(root, 'src/main.js')).href;
    expect(resolve('./lib/util.js', untyped).passedToNode).toBe(true); // no "type": Node detects the syntax
    expect(resolve('drizzle-orm', esm).passedToNode).toBe(true); // bare: exports maps and conditions
    expect(resolve('./lib/missing.js', esm).passedToNode).toBe(true); // Node's own error
    expect(resolve('./lib', esm).passedToNode).toBe(true); // a directory
    expect(resolve('./lib/util.js?v=1', esm).passedToNode).toBe(true);
    expect(resolve('./lib/util.js', ownCode).passedToNode).toBe(true);
    expect(resolve('./lib/util.js', esm, ['node', 'require']).passedToNode).toBe(true);
  });
});
