import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { decisionsFolder, differences, indexText, records } from './decisions-index.mjs';

describe('the index of docs/decisions/', () => {
  it('lists every record of the folder as committed (else run `npm run docs:index`)', () => {
    expect(records(decisionsFolder).length).toBeGreaterThanOrEqual(59);
    expect(differences(decisionsFolder)).toEqual([]);
  });

  describe('in a folder of its own', () => {
    let folder;
    beforeEach(() => {
      folder = mkdtempSync(join(tmpdir(), 'decisions-'));
      writeFileSync(join(folder, '0002-second.md'), '# 0002. Second | with a bar\n\n## Context\n');
      writeFileSync(join(folder, '0001-first.md'), '# 0001. First\n');
      writeFileSync(join(folder, 'notes.txt'), 'not a record');
    });
    afterEach(() => rmSync(folder, { recursive: true, force: true }));

    it('lists records by number, titled by their heading, and nothing else', () => {
      const text = indexText(folder);
      expect(text).toContain('| 0001 | [First](0001-first.md) |\n| 0002 | [Second \\| with a bar](0002-second.md) |');
      expect(text).not.toContain('notes');
    });

    it('reports a missing or stale index and accepts a fresh one', () => {
      expect(differences(folder)).toEqual(['README.md is missing: run `npm run docs:index`']);
      writeFileSync(join(folder, 'README.md'), indexText(folder));
      expect(differences(folder)).toEqual([]);
      writeFileSync(join(folder, '0003-third.md'), '# 0003. Third\n');
      expect(differences(folder)).toEqual(['README.md does not match the records: run `npm run docs:index`']);
    });

    it('refuses two records with one number', () => {
      writeFileSync(join(folder, '0002-again.md'), '# 0002. Again\n');
      expect(() => records(folder)).toThrow('two records numbered 0002');
    });
  });
});
