import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The counted exercise behind the server README's "Adding an item field" (issue 27): its patch
 * names exactly the files the recipe lists (plus tests), and applies to the commit it was made on.
 * Not against HEAD: the files it touches (schema, texts, contracts) change every day.
 */
const root = join(import.meta.dirname, '..');
const patch = readFileSync(join(root, 'docs/exercises/urgent-item-field.patch'), 'utf8');
const readme = readFileSync(join(root, 'packages/server/README.md'), 'utf8');

const patchedFiles = [...patch.matchAll(/^diff --git a\/(\S+) b\//gm)].map((match) => match[1]);
const recipe = readme.slice(readme.indexOf('## Adding an item field'));
const recipeFiles = [...recipe.matchAll(/^\s*\d+\. `([^`]+)`/gm)].map((match) => match[1]);

describe('the item-field exercise', () => {
  it('counts at most 8 hand-edited files, as the recipe says', () => {
    const stated = Number(/Hand-edited files, (\d+):/.exec(recipe)?.[1]);
    expect(recipeFiles).toHaveLength(stated);
    expect(stated).toBeLessThanOrEqual(8);
  });

  it('touches exactly the files the recipe lists, besides tests', () => {
    expect(recipeFiles.length).toBeGreaterThan(4);
    expect(patchedFiles.filter((file) => !/\.test\.tsx?$/.test(file)).sort()).toEqual([...recipeFiles].sort());
  });

  it('applies to the commit it was made on', () => {
    const base = /^Base: ([0-9a-f]{40})$/m.exec(patch)?.[1];
    expect(base).toBeDefined();
    const folder = mkdtempSync(join(tmpdir(), 'exercise-index-'));
    const env = { ...process.env, GIT_INDEX_FILE: join(folder, 'index') };
    try {
      execFileSync('git', ['read-tree', String(base)], { cwd: root, env });
      execFileSync('git', ['apply', '--cached', '--check', '-'], { cwd: root, env, input: patch });
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
