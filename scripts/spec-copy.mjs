#!/usr/bin/env node
// The specification's documents the tests read, kept in the repository (docs/spec/) so that a
// bare clone tests itself. Each copy is the source's text under one header line naming it.
//
//   node scripts/spec-copy.mjs            check: every spec/*.md of the shared folder beside the
//                                         clone has an identical copy
//   node scripts/spec-copy.mjs --update   rewrite the copies from that folder
//
// `.ci/run` runs the check (while ../shared is still beside the clone) so a copy cannot go stale
// silently; without ../shared there is nothing to compare and the check says so.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
export const copyFolder = join(repoRoot, 'docs/spec');
export const sourceFolder = join(repoRoot, '../shared/spec');

/** The one line above the source's text in a copy. */
export const header = (file) =>
  `<!-- A copy of ../shared/spec/${file}, the shop's specification (kept identical by \`node scripts/spec-copy.mjs\`, checked by .ci/run); edit the source, not this file. -->\n`;

const markdownFiles = (folder) =>
  existsSync(folder)
    ? readdirSync(folder)
        .filter((file) => file.endsWith('.md'))
        .sort()
    : [];

/** What differs between the source folder and the copies, one sentence per file; empty when none. */
export function differences(source = sourceFolder, copies = copyFolder) {
  const sources = markdownFiles(source);
  const copied = markdownFiles(copies).filter((file) => file !== 'README.md');
  const found = [];
  for (const file of sources) {
    if (!copied.includes(file)) {
      found.push(`${file}: no copy in docs/spec/`);
      continue;
    }
    const wanted = header(file) + readFileSync(join(source, file), 'utf8');
    if (readFileSync(join(copies, file), 'utf8') !== wanted) found.push(`${file}: the copy differs from the source`);
  }
  for (const file of copied)
    if (!sources.includes(file)) found.push(`${file}: copied, but the source has no such file`);
  return found;
}

/** Writes every source document's copy (the header line, then the source byte for byte). */
export function update(source = sourceFolder, copies = copyFolder) {
  const sources = markdownFiles(source);
  for (const file of sources)
    writeFileSync(join(copies, file), header(file) + readFileSync(join(source, file), 'utf8'));
  return sources;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (!existsSync(sourceFolder)) {
    console.log(`spec copy: no ${sourceFolder} beside the repository, nothing to compare docs/spec/ with`);
  } else if (process.argv.includes('--update')) {
    console.log(`spec copy: wrote ${update().join(', ')} into docs/spec/`);
  } else {
    const found = differences();
    if (found.length > 0) {
      console.error(
        `spec copy: docs/spec/ is not what ../shared/spec/ says:\n  ${found.join('\n  ')}\n` +
          'Refresh it with `node scripts/spec-copy.mjs --update`, check the tests still pass, and commit it.',
      );
      process.exit(1);
    }
    console.log(`spec copy: docs/spec/ matches ${sourceFolder}`);
  }
}
