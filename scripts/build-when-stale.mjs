// What `npm start` serves, built only when its sources changed: the server's JavaScript, the
// site and the custom-element scripts. Each target is stamped with a hash of its inputs after a
// build; a restart with nothing changed hashes the sources (some 0.1 s) and builds nothing.
//
//   node scripts/build-when-stale.mjs [server] [site] [library] [elements]
//   (without names: server, site and elements, what `npm start` serves)
//
// One home for the rule "build when stale": `npm start`, `npm run build:app` and the site's
// end-to-end setup all come here.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/** Inputs every target shares: the locked dependencies and the compiler settings. */
const shared = ['package-lock.json', 'tsconfig.base.json'];
const coreSources = ['packages/core/src', 'packages/core/package.json', 'packages/core/tsconfig.json'];
const widgetSources = ['packages/widgets/src', 'packages/widgets/package.json', 'workspace-sources.ts'];

/**
 * @typedef {object} Target
 * @property {string} name
 * @property {string[]} inputs files and folders (every file inside) the output is made of
 * @property {string[]} outputs files that must exist for the output to count as built
 * @property {Record<string, string>} [environment] variables the build reads, with the value
 *   it takes when one is unset (their values join the hash)
 * @property {string[]} command what builds it (run from the repository root)
 * @property {(root: string, env: NodeJS.ProcessEnv) => boolean} [matches] whether the outputs on
 *   disk are what this environment builds (a build run by hand since the stamp may not be)
 * @property {boolean} [onlyWhenNamed] built only when named, not by a run without names
 */

/** @type {Target[]} In this order: the server, the site it serves, the React library, the element scripts. */
export const targets = [
  {
    name: 'server',
    inputs: [...shared, ...coreSources, 'packages/server/src', 'packages/server/tsconfig.json'],
    outputs: ['packages/server/dist/main.js', 'packages/core/dist/index.js'],
    command: ['npx', 'tsc', '-b', 'packages/server'],
  },
  {
    name: 'site',
    inputs: [
      ...shared,
      ...coreSources,
      ...widgetSources,
      'site/src',
      'site/public',
      'site/index.html',
      'site/vite.config.ts',
      'site/precompress.ts',
      'site/site-css.ts',
      'site/route-preloads.ts',
      'site/prerender.ts',
      'site/prerender-build.ts',
      'site/prerendered-page.ts',
      'site/site-build-record.ts',
      'site/package.json',
      // The build writes the server's file formats with the server's own helpers, its build
      // contract (`@stickers62/server/site-build`).
      'packages/server/src/site',
      'packages/server/package.json',
      // The site's stylesheets are generated at build time by the widgets' scripts (widget-css.ts).
      'packages/widgets/scripts',
    ],
    outputs: ['site/dist/index.html', 'site/dist/prerendered.json', 'site/dist/site-build.json'],
    // vite.config.ts defines process.env.NODE_ENV from it: a development build is another build.
    environment: { NODE_ENV: 'production' },
    // The build records its NODE_ENV (site/site-build-record.ts): `NODE_ENV=development npm run
    // build -w @stickers62/site` by hand leaves the stamp as it was, not the site.
    matches: (root, env) => siteBuildNodeEnv(root) === (env.NODE_ENV || 'production'),
    command: ['npm', 'run', 'build', '-w', '@stickers62/site'],
  },
  {
    // The React library (vite build). Not one of `npm start`'s: it serves none of it. The size
    // and package checks name it, after the browser tests built the elements, so the widgets are
    // built once per CI run (decision 0183). Its build empties packages/widgets/dist, element
    // scripts included: named together, it goes first and the elements follow.
    name: 'library',
    onlyWhenNamed: true,
    inputs: [
      ...shared,
      ...coreSources,
      ...widgetSources,
      'packages/widgets/vite.config.ts',
      'packages/widgets/tsconfig.json',
      'packages/widgets/tsconfig.lib.json',
      'packages/widgets/scripts',
    ],
    outputs: [
      'packages/widgets/dist/index.js',
      'packages/widgets/dist/index.d.ts',
      'packages/widgets/dist/ui/twind.js',
    ],
    command: ['npm', 'run', 'build:library', '-w', '@stickers62/widgets'],
  },
  {
    name: 'elements',
    inputs: [...shared, ...coreSources, ...widgetSources, 'packages/widgets/scripts'],
    outputs: ['packages/widgets/dist/elements/all.js', 'packages/widgets/dist/elements/embed-frame.js'],
    command: ['npm', 'run', 'build:elements', '-w', '@stickers62/widgets'],
  },
];

/** The NODE_ENV the built site records (site-build.json), undefined without a readable record. */
function siteBuildNodeEnv(root) {
  try {
    return JSON.parse(readFileSync(join(root, 'site/dist/site-build.json'), 'utf8')).nodeEnv;
  } catch {
    return undefined;
  }
}

/** A file itself, a folder's files (test files too: cheap, and rarely changed alone). */
function filesOf(path) {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/** The inputs' paths and contents, and the environment the build reads, as one hash. */
export function sourcesHash(target, root = repoRoot, env = process.env) {
  const hash = createHash('sha256');
  for (const [name, fallback] of Object.entries(target.environment ?? {})) {
    hash.update(`${name}=${env[name] || fallback}\0`);
  }
  for (const input of target.inputs) {
    for (const file of filesOf(join(root, input)).sort()) {
      hash.update(relative(root, file));
      hash.update('\0');
      hash.update(readFileSync(file));
    }
  }
  return hash.digest('hex');
}

/** Stamps live outside the served folders (nothing to leak) and survive a `git clean` of dist. */
export function stampPath(target, root = repoRoot) {
  return join(root, 'node_modules/.cache/build-when-stale', `${target.name}.sha256`);
}

/** Built from the same inputs as now: every output exists and the stamp matches. */
export function isFresh(target, root = repoRoot, env = process.env) {
  const stamp = stampPath(target, root);
  if (!existsSync(stamp) || !target.outputs.every((output) => existsSync(join(root, output)))) return false;
  if (target.matches && !target.matches(root, env)) return false;
  return readFileSync(stamp, 'utf8').trim() === sourcesHash(target, root, env);
}

/** Builds the target unless it is fresh; returns whether it built. */
export function buildWhenStale(target, { root = repoRoot, env = process.env, log = console.log } = {}) {
  if (isFresh(target, root, env)) {
    log(`${target.name}: up to date`);
    return false;
  }
  log(`${target.name}: sources changed, building (${target.command.join(' ')})`);
  const [command, ...args] = target.command;
  execFileSync(command, args, { cwd: root, stdio: 'inherit', env });
  // Hashed after the build: the elements' build regenerates files under src/ from the catalogue.
  const stamp = stampPath(target, root);
  mkdirSync(dirname(stamp), { recursive: true });
  writeFileSync(stamp, `${sourcesHash(target, root, env)}\n`);
  return true;
}

/** The named targets (without names: all but those built only when named), in their order. */
export function buildAllWhenStale(names = [], options = {}) {
  const unknown = names.filter((name) => !targets.some((target) => target.name === name));
  if (unknown.length > 0) throw new Error(`unknown build target(s): ${unknown.join(', ')}`);
  for (const target of targets) {
    if (names.length === 0 ? !target.onlyWhenNamed : names.includes(target.name)) buildWhenStale(target, options);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  buildAllWhenStale(process.argv.slice(2));
}
