import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildAllWhenStale, buildWhenStale, targets } from './build-when-stale.mjs';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/** A target whose "build" copies its source to the output and counts how often it ran. */
function countingTarget() {
  const build = `const fs = require('node:fs');
fs.mkdirSync('dist', { recursive: true });
fs.writeFileSync('dist/out.txt', fs.readFileSync('src/input.txt'));
fs.appendFileSync('builds.log', 'x');`;
  return {
    name: 'sample',
    inputs: ['src', 'config.json'],
    outputs: ['dist/out.txt'],
    environment: { SAMPLE_MODE: 'production' },
    command: [process.execPath, '-e', build],
  };
}

describe('build when stale', () => {
  let root;
  const builds = () =>
    existsSync(join(root, 'builds.log')) ? readFileSync(join(root, 'builds.log'), 'utf8').length : 0;
  const build = (env = {}) =>
    buildWhenStale(countingTarget(), { root, env: { ...process.env, ...env }, log: () => {} });

  beforeEach(async () => {
    root = mkdtempSync(join(tmpdir(), 'build-when-stale-'));
    await mkdir(join(root, 'src/nested'), { recursive: true });
    writeFileSync(join(root, 'src/input.txt'), 'one');
    writeFileSync(join(root, 'src/nested/other.txt'), 'a');
    writeFileSync(join(root, 'config.json'), '{}');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('builds once, then does nothing while nothing changed', () => {
    expect(build()).toBe(true);
    expect(build()).toBe(false);
    expect(build()).toBe(false);
    expect(builds()).toBe(1);
    expect(readFileSync(join(root, 'dist/out.txt'), 'utf8')).toBe('one');
  });

  it('rebuilds when a source file changes, is added, or a listed file changes', () => {
    build();
    writeFileSync(join(root, 'src/input.txt'), 'two');
    expect(build()).toBe(true);
    expect(readFileSync(join(root, 'dist/out.txt'), 'utf8')).toBe('two');
    writeFileSync(join(root, 'src/nested/new.txt'), 'b');
    expect(build()).toBe(true);
    writeFileSync(join(root, 'config.json'), '{"x":1}');
    expect(build()).toBe(true);
    expect(build()).toBe(false);
    expect(builds()).toBe(4);
  });

  it('rebuilds when an output is missing or a variable the build reads changes', () => {
    build();
    rmSync(join(root, 'dist'), { recursive: true });
    expect(build()).toBe(true);
    expect(build({ SAMPLE_MODE: 'development' })).toBe(true);
    expect(build({ SAMPLE_MODE: 'development' })).toBe(false);
    // Unset means its default: the same build as naming the default.
    expect(build({ SAMPLE_MODE: 'production' })).toBe(true);
    expect(build({ SAMPLE_MODE: '' })).toBe(false);
    expect(builds()).toBe(4);
  });

  it('rebuilds when the outputs are of another environment, though the stamp matches (a build by hand)', () => {
    let outputsMatch = true;
    const checked = { ...countingTarget(), matches: () => outputsMatch };
    const buildChecked = () => buildWhenStale(checked, { root, env: process.env, log: () => {} });
    expect(buildChecked()).toBe(true);
    expect(buildChecked()).toBe(false);
    outputsMatch = false;
    expect(buildChecked()).toBe(true);
  });

  it('keeps the stamp of a failed build unchanged, so the next start tries again', () => {
    build();
    const failing = { ...countingTarget(), command: [process.execPath, '-e', 'process.exit(3)'] };
    writeFileSync(join(root, 'src/input.txt'), 'three');
    expect(() => buildWhenStale(failing, { root, log: () => {} })).toThrow();
    expect(build()).toBe(true);
  });

  it('refuses an unknown target name', () => {
    expect(() => buildAllWhenStale(['sever'], { log: () => {} })).toThrow(/unknown build target/);
  });

  it('names inputs and outputs that exist in this repository (no typo silently hashes nothing)', () => {
    for (const target of targets) {
      for (const input of target.inputs)
        expect(existsSync(join(repoRoot, input)), `${target.name}: ${input}`).toBe(true);
      expect(target.outputs.length).toBeGreaterThan(0);
    }
    expect(targets.map((target) => target.name)).toEqual(['server', 'site', 'library', 'elements']);
    // Without names, what `npm start` serves; the library only when named (the size and package checks).
    expect(targets.filter((target) => !target.onlyWhenNamed).map((target) => target.name)).toEqual([
      'server',
      'site',
      'elements',
    ]);
  });
});
