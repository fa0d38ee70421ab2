// The server suite on the embedded database (PGlite), then, when TEST_DATABASE_URL names a
// PostgreSQL server, the same suite on it: the shop runs on both, so CI proves both.
import { spawnSync } from 'node:child_process';

const { TEST_DATABASE_URL: postgresUrl, ...withoutPostgres } = process.env;

function runServerSuite(label, env) {
  console.log(`\n== server suite on ${label}`);
  const run = spawnSync('npx', ['vitest', 'run', '--project', 'server'], { stdio: 'inherit', env });
  if (run.status !== 0) process.exit(run.status ?? 1);
}

runServerSuite('PGlite (embedded)', withoutPostgres);
if (postgresUrl) runServerSuite('PostgreSQL (TEST_DATABASE_URL)', process.env);
else console.log('TEST_DATABASE_URL is not set: the PostgreSQL run of the server suite is skipped.');
