// The server suite on the embedded database (PGlite) and, when TEST_DATABASE_URL names a
// PostgreSQL server, on it too: the shop runs on both, so CI proves both.
//
// The two runs go side by side, one Vitest each, their lines prefixed with the database's name
// (on two cores each run has one worker, and the PostgreSQL run's waits on its server leave the
// other core to PGlite). The PostgreSQL run takes the files that can see which engine they run on
// (scripts/server-test-engines.mjs): a file none of whose code reads TEST_DATABASE_URL would run
// the very same test again, so it runs once, in the PGlite run, which takes every file
// (decision 0182). `--sequential` runs one after the other; file names (or parts of paths) given
// as arguments narrow both runs to them.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { classifyServerTests } from './server-test-engines.mjs';

const { TEST_DATABASE_URL: postgresUrl, ...withoutPostgres } = process.env;
const sequential = process.argv.includes('--sequential');
const filters = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));

/** One Vitest run of the server project; resolves with its exit status and seconds. */
function runServerSuite(label, env, files = []) {
  const started = Date.now();
  console.log(
    `\n== server suite on ${label}${files.length > 0 ? `: ${files.length} file${files.length === 1 ? '' : 's'}` : ': every file'}`,
  );
  const child = spawn('npx', ['vitest', 'run', '--project', 'server', ...files], {
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

const pglite = () => runServerSuite('PGlite (embedded)', withoutPostgres, filters);
let statuses;
if (postgresUrl) {
  const { engine, once } = classifyServerTests();
  console.log(
    `${once.length} of ${engine.length + once.length} server test files read nothing of TEST_DATABASE_URL: they run on PGlite only (list: node scripts/server-test-engines.mjs)`,
  );
  const engineFiles = engine
    .map(({ file }) => file)
    .filter((file) => filters.length === 0 || filters.some((part) => file.includes(part)));
  const postgres = async () => {
    if (engineFiles.length > 0) return runServerSuite('PostgreSQL (TEST_DATABASE_URL)', process.env, engineFiles);
    console.log('\n== server suite on PostgreSQL: none of the files named reads TEST_DATABASE_URL');
    return 0;
  };
  statuses = sequential ? [await pglite(), await postgres()] : await Promise.all([pglite(), postgres()]);
} else {
  statuses = [await pglite()];
  console.log('TEST_DATABASE_URL is not set: the PostgreSQL run of the server suite is skipped.');
}
process.exit(statuses.find((status) => status !== 0) ?? 0);
