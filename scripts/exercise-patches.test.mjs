import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The counted exercises of issue 27, each kept as a patch and not merged: the patch names exactly
 * the files its README recipe lists (besides tests, and for an element besides its own folder),
 * no more than the issue allows, and applies to the commit it was made on. Not against HEAD: the
 * files they touch (schema, texts, contracts, the catalogue) change every day.
 */
const root = join(import.meta.dirname, '..');

/** The files a patch changes, as `diff --git` names them. */
const patchedFiles = (patch) => [...patch.matchAll(/^diff --git a\/(\S+) b\//gm)].map((match) => match[1]);
/** The files a recipe lists: its numbered items, each opening with a path in backticks. */
const recipeFiles = (recipe) => [...recipe.matchAll(/^\s*\d+\. `([^`]+)`/gm)].map((match) => match[1]);
const isTest = (file) => /\.test\.tsx?$/.test(file);

function appliesToItsBase(patch) {
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
}

describe('the item-field exercise', () => {
  const patch = readFileSync(join(root, 'docs/exercises/urgent-item-field.patch'), 'utf8');
  const readme = readFileSync(join(root, 'packages/server/README.md'), 'utf8');
  const recipe = readme.slice(readme.indexOf('## Adding an item field'));
  const listed = recipeFiles(recipe);

  it('counts at most 8 hand-edited files, as the recipe says', () => {
    const stated = Number(/Hand-edited files, (\d+):/.exec(recipe)?.[1]);
    expect(listed).toHaveLength(stated);
    expect(stated).toBeLessThanOrEqual(8);
  });

  it('touches exactly the files the recipe lists, besides tests', () => {
    expect(listed.length).toBeGreaterThan(4);
    const handEdited = patchedFiles(patch).filter((file) => !isTest(file));
    expect(handEdited.sort()).toEqual([...listed].sort());
  });

  it('applies to the commit it was made on', () => appliesToItsBase(patch));
});

describe('the sixth-element exercise', () => {
  const patch = readFileSync(join(root, 'docs/exercises/sixth-element.patch'), 'utf8');
  const readme = readFileSync(join(root, 'packages/widgets/README.md'), 'utf8');
  const recipe = readme.slice(readme.indexOf('To add a sixth element'), readme.indexOf('Tests: `npx vitest run'));
  const listed = recipeFiles(recipe);
  const files = patchedFiles(patch);
  // The element's folder: where the patch creates the `element.ts` of a new element.
  const folder = /^diff --git a\/(packages\/widgets\/src\/[a-z0-9-]+\/)element\.ts b\/\S+\nnew file mode/m.exec(
    patch,
  )?.[1];

  it('makes a new element in a folder of its own, with its component and test there', () => {
    expect(folder).toBeDefined();
    const inFolder = files.filter((file) => file.startsWith(String(folder)));
    expect(inFolder).toEqual(expect.arrayContaining([`${folder}element.ts`]));
    expect(inFolder.some(isTest)).toBe(true);
  });

  it('counts at most 4 edits outside the folder, as the recipe says', () => {
    const stated = Number(/Hand-edited files outside the folder, (\d+):/.exec(recipe)?.[1]);
    expect(listed).toHaveLength(stated);
    expect(stated).toBeLessThanOrEqual(4);
  });

  it('edits outside its folder exactly the files the recipe lists, besides tests', () => {
    expect(listed.length).toBeGreaterThan(0);
    const outside = files.filter((file) => !file.startsWith(String(folder)) && !isTest(file));
    expect(outside.sort()).toEqual([...listed].sort());
  });

  it('applies to the commit it was made on', () => appliesToItsBase(patch));
});
