// Which server test files can see which database engine they run on. The server suite runs on
// PGlite and again on PostgreSQL (scripts/test-server.mjs), and the two runs differ in one thing
// only: TEST_DATABASE_URL is set for the second. A file none of whose code reads that variable
// runs the very same test twice (the same PGlite, the same processes), so the PostgreSQL run
// leaves it out and the PGlite run keeps it (decision 0182).
//
// A file's code: the test file and everything it loads through the server's relative imports
// (type-only imports are erased and not followed), plus the scripts it starts or hands to a
// worker, named as `new URL('<relative path>', import.meta.url)` (main.ts, preview workers),
// followed the same way. Workspace packages count as reading the variable when their sources
// mention it; comments do not count. So does anything that cannot be followed (a computed import or path, a relative
// import that resolves to no file). The rule errs towards running a file twice.
//
//   node scripts/server-test-engines.mjs      lists both groups, each engine file with its reason
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const variable = 'TEST_DATABASE_URL';

const importPattern =
  /(?:^|[;\s])(import|export)\s+(type\s+)?(?:[^'"`;]*?\sfrom\s+)?['"]([^'"]+)['"]|import\(\s*(['"`])([^'"`]*)\4\s*\)|new URL\(\s*(['"`])([^'"`]*)\6\s*,\s*import\.meta\.url\s*\)/g;

/** What a module loads or starts at run time (type-only imports left out); null: computed. */
export function runtimeSpecifiers(source) {
  const specifiers = [];
  for (const match of source.matchAll(importPattern)) {
    if (match[3] !== undefined) {
      if (!match[2]) specifiers.push(match[3]);
    } else if (match[5] !== undefined) {
      specifiers.push(match[4] === '`' && match[5].includes('${') ? null : match[5]);
    } else if (match[7].startsWith('.') && /\.(ts|tsx|js|mjs)$/.test(match[7])) {
      specifiers.push(match[6] === '`' && match[7].includes('${') ? null : match[7]);
    }
  }
  return specifiers;
}

/** The code without its comments (a comment that names the variable reads nothing). */
export function withoutComments(source) {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|\s)\/\/.*$/gm, '$1');
}

function isFile(path) {
  return existsSync(path) && statSync(path).isFile();
}

/** A relative specifier as a source file (`./x.js` → `./x.ts`), or null when none exists. */
function resolveRelative(fromFile, specifier) {
  const base = resolve(dirname(fromFile), specifier);
  const candidates = [
    base,
    base.replace(/\.js$/, '.ts'),
    base.replace(/\.js$/, '.tsx'),
    `${base}.ts`,
    join(base, 'index.ts'),
  ];
  return candidates.find(isFile) ?? null;
}

function sourceFiles(dir, pattern) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && pattern.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/** Workspace packages (`@stickers62/<name>`) whose sources mention the variable. */
function workspacePackagesReading(root) {
  const reading = new Set();
  for (const name of readdirSync(join(root, 'packages'))) {
    if (name === 'server') continue;
    const files = sourceFiles(join(root, 'packages', name, 'src'), /\.(ts|tsx|js|mjs)$/);
    if (files.some((file) => withoutComments(readFileSync(file, 'utf8')).includes(variable)))
      reading.add(`@stickers62/${name}`);
  }
  return reading;
}

/** Why a test file can see the engine (a short reason), or null when none of its code can. */
export function engineReason(testFile, { packageDir, readingPackages }) {
  const seen = new Set();
  const queue = [testFile];
  while (queue.length > 0) {
    const file = queue.shift();
    if (seen.has(file)) continue;
    seen.add(file);
    const name = relative(packageDir, file);
    const source = withoutComments(readFileSync(file, 'utf8'));
    if (source.includes(variable)) return `${name} reads ${variable}`;
    for (const specifier of runtimeSpecifiers(source)) {
      if (specifier === null) return `${name} loads a computed path`;
      if (specifier.startsWith('.')) {
        const target = resolveRelative(file, specifier);
        if (!target) return `${name} loads ${specifier}, not found`;
        queue.push(target);
        continue;
      }
      const workspacePackage = specifier.match(/^@stickers62\/[^/]+/)?.[0];
      if (workspacePackage && readingPackages.has(workspacePackage)) return `${name} imports ${workspacePackage}`;
    }
  }
  return null;
}

/**
 * The database layer's own tests, which the PGlite run keeps when PostgreSQL takes the files that
 * can see the engine (CI): where the two engines differ below SQL. The drivers turn column text
 * into values each their own way (db/driver-values.test.ts covers every kind of column), PGlite
 * runs prepared statements as literals (db/prepared.test.ts), and text the drivers carry
 * (robustness: lone surrogates, NUL, the fuzzed requests). The routes above them run the same
 * code on either engine and run on PostgreSQL only then (decision 0236); `npm test` on a machine
 * without PostgreSQL runs every file on PGlite. robustness/crash.test.ts and
 * notifications/outbox-crash.test.ts are not here: they crash a PGlite server in the PostgreSQL
 * run too (their own engine lists).
 */
export const databaseLayerTests = [
  'packages/server/test/db/',
  'packages/server/test/health/',
  'packages/server/test/robustness/change-log.test.ts',
  'packages/server/test/robustness/concurrency.test.ts',
  'packages/server/test/robustness/fuzz.test.ts',
  'packages/server/test/robustness/nul-characters.test.ts',
  'packages/server/test/robustness/typed-text.test.ts',
];

/**
 * The fault tests issue 33 asks for on both databases, kept in the PGlite run for that reason:
 * an upload slot freed however a request ends (and aborted uploads logged at info), a bounded
 * payment-link budget per caller, the CDEK search limit, strict token encoding, no staff login on
 * the public page, slow senders cut. The outage and hostile text are in the database layer's.
 */
export const faultTests = [
  'packages/server/test/files/upload-slot-release.test.ts',
  'packages/server/test/payments/routes.test.ts',
  'packages/server/test/providers/cdek/search-limit.test.ts',
  'packages/server/test/auth/strict-tokens.test.ts',
  'packages/server/test/orders/public-manager.test.ts',
  'packages/server/test/security/slow-senders.test.ts',
];

/** Whether the PGlite run keeps an engine file while PostgreSQL runs it too. */
export const keptOnPglite = (file) => [...databaseLayerTests, ...faultTests].some((path) => file.startsWith(path));

/**
 * The server's test files in two groups, paths relative to the repository root: `engine` can
 * see the engine (both runs), `once` cannot (the PGlite run only).
 */
export function classifyServerTests(root = repoRoot) {
  const packageDir = join(root, 'packages/server');
  const context = { packageDir, readingPackages: workspacePackagesReading(root) };
  const engine = [];
  const once = [];
  for (const file of sourceFiles(join(packageDir, 'test'), /\.test\.ts$/)) {
    const reason = engineReason(file, context);
    (reason ? engine : once).push({ file: relative(root, file), reason });
  }
  return { engine, once };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { engine, once } = classifyServerTests();
  console.log(`See the engine (PGlite and PostgreSQL runs): ${engine.length}`);
  for (const { file, reason } of engine) console.log(`  ${file}  — ${reason}`);
  console.log(`\nCannot see it (PGlite run only): ${once.length}`);
  for (const { file } of once) console.log(`  ${file}`);
  const layer = engine.filter(({ file }) => keptOnPglite(file));
  console.log(
    `\nThe database layer's and the fault tests, kept in the PGlite run when PostgreSQL runs too: ${layer.length}`,
  );
  for (const { file } of layer) console.log(`  ${file}`);
}
