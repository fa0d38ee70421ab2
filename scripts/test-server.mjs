// The server suite on the embedded database (PGlite) and, when TEST_DATABASE_URL names a
// PostgreSQL server, on it too: the shop runs on both, so CI proves both.
//
// The two runs go side by side, one Vitest each, their lines prefixed with the database's name.
// The PostgreSQL run takes the files that can see which engine they run on
// (scripts/server-test-engines.mjs), with two workers: its files wait on the database server's
// processes. A file none of whose code reads TEST_DATABASE_URL would run the very same test
// again, so it runs once, in the PGlite run (decision 0182). The PGlite run takes those and the
// database layer's own tests, where the engines differ below SQL, and the fault tests issue 33
// asks for on both databases (decision 0236); without
// TEST_DATABASE_URL, or with `--pglite-every-file`, it takes every file. `--sequential` runs one
// after the other; file names (or parts of paths) given as arguments narrow both runs to them.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { createInterface } from 'node:readline';
import { classifyServerTests, keptOnPglite } from './server-test-engines.mjs';

const { TEST_DATABASE_URL: postgresUrl, ...withoutPostgres } = process.env;
const sequential = process.argv.includes('--sequential');
const pgliteEveryFile = process.argv.includes('--pglite-every-file');
const filters = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));

/** One Vitest run of the server project; resolves with its exit status and seconds. */
function runServerSuite(label, env, files = [], workers = []) {
  const started = Date.now();
  console.log(
    `\n== server suite on ${label}${files.length > 0 ? `: ${files.length} file${files.length === 1 ? '' : 's'}` : ': every file'}`,
  );
  const child = spawn('npx', ['vitest', 'run', '--project', 'server', ...workers, ...files], {
    // Piped for the prefixes: colours only when this run's own output is a terminal.
    env: process.stdout.isTTY ? { ...env, FORCE_COLOR: '1' } : env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = `[${label.split(' ')[0]}] `;
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => console.log(prefix + line));
  }
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      console.log(
        `\n== server suite on ${label}: ${code === 0 ? 'passed' : `failed (${signal ?? code})`}, ${seconds} s`,
      );
      resolve(code ?? 1);
    });
  });
}

// Two on a 2-core machine, where Vitest's default is one; a machine with more keeps the default.
const postgresWorkers = availableParallelism() <= 2 ? ['--maxWorkers=2'] : [];
const narrowed = (files) => files.filter((file) => filters.length === 0 || filters.some((part) => file.includes(part)));
const pgliteEvery = () => runServerSuite('PGlite (embedded)', withoutPostgres, filters);
let statuses;
if (postgresUrl) {
  const { engine, once } = classifyServerTests();
  const layer = engine.filter(({ file }) => keptOnPglite(file));
  console.log(
    `${once.length} of ${engine.length + once.length} server test files read nothing of TEST_DATABASE_URL: they run on PGlite only (list: node scripts/server-test-engines.mjs)` +
      (pgliteEveryFile ? '' : `; of the others, PGlite runs the database layer's and the fault tests, ${layer.length}`),
  );
  const pgliteFiles = narrowed([...once, ...layer].map(({ file }) => file));
  const pglite = async () => {
    if (pgliteEveryFile) return pgliteEvery();
    if (pgliteFiles.length > 0) return runServerSuite('PGlite (embedded)', withoutPostgres, pgliteFiles);
    console.log(
      '\n== server suite on PGlite: none of the files named is for PGlite only, of the database layer or a fault test',
    );
    return 0;
  };
  const engineFiles = narrowed(engine.map(({ file }) => file));
  const postgres = async () => {
    if (engineFiles.length > 0)
      return runServerSuite('PostgreSQL (TEST_DATABASE_URL)', process.env, engineFiles, postgresWorkers);
    console.log('\n== server suite on PostgreSQL: none of the files named reads TEST_DATABASE_URL');
    return 0;
  };
  statuses = sequential ? [await pglite(), await postgres()] : await Promise.all([pglite(), postgres()]);
} else {
  statuses = [await pgliteEvery()];
  console.log('TEST_DATABASE_URL is not set: the PostgreSQL run of the server suite is skipped.');
}
process.exit(statuses.find((status) => status !== 0) ?? 0);
