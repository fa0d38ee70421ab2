// Builds the custom-element scripts the server hosts at /elements/ (packages/widgets/dist/elements)
// unless they were built from the same sources: `npm start` runs it, and the build takes some
// 25 s on two cores, so a restart with unchanged widgets should not pay for it again.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = join(root, 'packages/widgets/dist/elements');
const stampFile = join(outDir, '.sources-hash');
/** What the scripts are made of: the widgets and core sources, the build scripts, the locked dependencies. */
const inputs = [
  'packages/widgets/src',
  'packages/widgets/scripts',
  'packages/core/src',
  'packages/widgets/package.json',
  'workspace-sources.ts',
  'package-lock.json',
];

/** A file itself, a folder's files (test files too: cheap, and rarely changed alone). */
function filesOf(path) {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

function sourcesHash() {
  const hash = createHash('sha256');
  for (const input of inputs) {
    for (const file of filesOf(join(root, input)).sort()) {
      hash.update(relative(root, file));
      hash.update('\0');
      hash.update(readFileSync(file));
    }
  }
  return hash.digest('hex');
}

const before = sourcesHash();
const built = existsSync(join(outDir, 'all.js')) && existsSync(join(outDir, 'embed-frame.js'));
if (built && existsSync(stampFile) && readFileSync(stampFile, 'utf8').trim() === before) {
  console.log('Element scripts are up to date (packages/widgets/dist/elements).');
} else {
  execFileSync('npm', ['run', 'build:elements', '-w', '@stickers62/widgets'], { cwd: root, stdio: 'inherit' });
  // The build regenerates files under src/ from the catalogue: stamp what it leaves.
  writeFileSync(stampFile, `${sourcesHash()}\n`);
}
