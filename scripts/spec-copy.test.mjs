import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { copyFolder, differences, header, update } from './spec-copy.mjs';

describe('the specification copy in docs/spec/', () => {
  let root;
  let source;
  let copies;

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'spec-copy-'));
    source = join(root, 'shared/spec');
    copies = join(root, 'repo/docs/spec');
    mkdirSync(source, { recursive: true });
    mkdirSync(copies, { recursive: true });
    writeFileSync(join(source, 'one.md'), '# One\n\ntext\n');
    writeFileSync(join(source, 'two.md'), '# Two\n');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('writes each document under one header line naming its source, and then finds nothing to report', () => {
    expect(differences(source, copies)).toEqual(['one.md: no copy in docs/spec/', 'two.md: no copy in docs/spec/']);
    expect(update(source, copies)).toEqual(['one.md', 'two.md']);
    const copy = readFileSync(join(copies, 'one.md'), 'utf8');
    expect(copy.split('\n')[0]).toContain('../shared/spec/one.md');
    expect(copy.slice(copy.indexOf('\n') + 1)).toBe('# One\n\ntext\n');
    expect(differences(source, copies)).toEqual([]);
  });

  it('reports a copy that went stale, and one whose source is gone', () => {
    update(source, copies);
    writeFileSync(join(source, 'one.md'), '# One\n\nchanged text\n');
    rmSync(join(source, 'two.md'));
    expect(differences(source, copies)).toEqual([
      'one.md: the copy differs from the source',
      'two.md: copied, but the source has no such file',
    ]);
  });

  it('is in the repository: every copy starts with its header (the tests read these, not ../shared)', () => {
    const files = readdirSync(copyFolder).filter((file) => file.endsWith('.md'));
    expect(files).toEqual(expect.arrayContaining(['checkout-admin-pages.md', 'ordering-area.md']));
    for (const file of files) expect(readFileSync(join(copyFolder, file), 'utf8').startsWith(header(file))).toBe(true);
  });
});
