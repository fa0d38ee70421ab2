// The arrows between the workspace packages, checked (docs/decisions/0165-dependency-arrows-checked.md):
// a module of a workspace package reaches another package only by its name, declared in its own
// package.json — never by a relative path out of its folder.
//
//   node scripts/dependency-arrows.mjs      (prints the violations; exits 1 on any)
//
// `npm test` runs it through scripts/dependency-arrows.test.mjs.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/**
 * Files of the repository's own tooling that every workspace may import by path: the Vite plugin
 * that resolves `@stickers62/*` to the packages' sources (the vitest and vite configs load it
 * before any package resolution exists, so it cannot be a package of its own).
 */
export const sharedTooling = ['workspace-sources.ts'];

/**
 * The documented direction (ARCHITECTURE.md: `site -> widgets -> core`, `server -> core`, nothing
 * imports the site): the workspace packages each package may declare. testkit is test support;
 * the site's build uses the server's build contract only (`@stickers62/server/site-build`).
 */
export const allowedArrows = {
  '@stickers62/core': ['@stickers62/testkit'],
  '@stickers62/widgets': ['@stickers62/core', '@stickers62/testkit'],
  '@stickers62/server': ['@stickers62/core', '@stickers62/testkit'],
  '@stickers62/testkit': ['@stickers62/core'],
  '@stickers62/site': ['@stickers62/core', '@stickers62/widgets', '@stickers62/server', '@stickers62/testkit'],
  '@stickers62/examples': [],
};

/** Folders never scanned: installed and generated code. */
const skippedFolders = new Set(['node_modules', 'dist', 'coverage', '.tmp', '.size']);
const sourceFile = /\.(?:[cm]?[jt]sx?)$/;

/**
 * Import specifiers of a module's text: static imports and re-exports (`import … from`, `export …
 * from`, `import '…'`), dynamic `import('…')`, `require('…')` and `vi.mock('…')`. Comments are
 * removed first so that an example in a comment is not an import.
 */
export function importSpecifiers(text) {
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
  const found = [];
  const patterns = [
    /\b(?:import|export)\s+(?:type\s+)?[^'"`;]*?\sfrom\s*(['"])([^'"]+)\1/g,
    /\bimport\s*(['"])([^'"]+)\1/g,
    /\b(?:import|require|vi\.mock|vi\.doMock)\s*\(\s*(['"])([^'"]+)\1/g,
  ];
  for (const pattern of patterns) {
    for (const match of code.matchAll(pattern)) found.push(match[2]);
  }
  return found;
}

/** The workspace packages of a repository: folder (relative, `/`-separated), name and declared dependencies. */
export function workspacePackages(root = repoRoot) {
  const rootManifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  return rootManifest.workspaces.map((folder) => {
    const manifest = JSON.parse(readFileSync(join(root, folder, 'package.json'), 'utf8'));
    const declared = new Set(
      ['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies'].flatMap((field) =>
        Object.keys(manifest[field] ?? {}),
      ),
    );
    return { folder, name: manifest.name, declared };
  });
}

function* sourceFiles(folder) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (skippedFolders.has(entry.name)) continue;
    const path = join(folder, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (sourceFile.test(entry.name) && !entry.name.endsWith('.d.ts')) yield path;
  }
}

/** `@scope/name/sub/path` → `@scope/name`, `name/sub` → `name`. */
function packageNameOf(specifier) {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/**
 * Every arrow against the rule, as `{ file, specifier, problem }` (file relative to the root):
 * a workspace package declared against the direction (`arrows`), a relative import that leaves
 * the importer's package (`cross-package relative import`), or an import of a workspace package
 * the importer's package.json does not declare (`undeclared workspace dependency`).
 */
export function dependencyViolations(root = repoRoot, arrows = allowedArrows) {
  const packages = workspacePackages(root);
  const names = new Set(packages.map((pkg) => pkg.name));
  const tooling = new Set(sharedTooling.map((file) => resolve(root, file)));
  const violations = [];
  for (const pkg of packages) {
    for (const name of [...pkg.declared].filter((declared) => names.has(declared)).sort()) {
      if (!(arrows[pkg.name] ?? []).includes(name)) {
        violations.push({
          file: `${pkg.folder}/package.json`,
          specifier: name,
          problem: 'against the documented direction',
        });
      }
    }
    const packageDir = resolve(root, pkg.folder);
    for (const file of sourceFiles(packageDir)) {
      for (const specifier of importSpecifiers(readFileSync(file, 'utf8'))) {
        const at = relative(root, file).split(sep).join('/');
        if (specifier.startsWith('.')) {
          const target = resolve(dirname(file), specifier);
          const inside = target === packageDir || target.startsWith(packageDir + sep);
          if (!inside && !tooling.has(target)) {
            violations.push({ file: at, specifier, problem: 'cross-package relative import' });
          }
        } else {
          const name = packageNameOf(specifier);
          if (names.has(name) && name !== pkg.name && !pkg.declared.has(name)) {
            violations.push({
              file: at,
              specifier,
              problem: `undeclared workspace dependency (add ${name} to ${pkg.folder}/package.json)`,
            });
          }
        }
      }
    }
  }
  return violations;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const violations = dependencyViolations();
  for (const { file, specifier, problem } of violations) console.log(`${file}: '${specifier}': ${problem}`);
  console.log(`${violations.length} violation(s)`);
  process.exitCode = violations.length > 0 ? 1 : 0;
}
