import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const packageRoot = join(import.meta.dirname, '..');

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(packageRoot, join(entry.parentPath, entry.name)));
}

/**
 * Test code lives in test/, mirroring src/ (decision 0181): tsconfig.json compiles all of src/
 * with no exclude list, so a test, fixture or fake left there would ship in dist, and the
 * server's vitest project would not run a test there.
 */
describe('the server package layout', () => {
  it('keeps tests, fixtures and fakes out of src/', () => {
    const testCode =
      /\.test\.ts$|\/(test-fixtures|test-support|s3-test-server|fake-[^/]*)\.ts$|\/(test-support|robustness)\//;
    expect(filesUnder(join(packageRoot, 'src')).filter((file) => testCode.test(file))).toEqual([]);
  });

  it('has a test/ folder for every folder of src/ it tests, and no test/ folder without one', () => {
    const folders = (root: string) =>
      readdirSync(join(packageRoot, root), { withFileTypes: true, recursive: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => relative(join(packageRoot, root), join(entry.parentPath, entry.name)));
    const sourceFolders = new Set(folders('src'));
    const testOnly = new Set(['test-support', 'robustness', 'scaling']);
    const strays = folders('test').filter(
      (folder) => !sourceFolders.has(folder) && !testOnly.has(folder.split('/')[0] ?? ''),
    );
    expect(strays).toEqual([]);
  });
});
