// `npm test`: every check and every test suite, one step after another, stopping at the first
// that fails; each step's time and the processor time its processes used are printed after it
// and in a table at the end (docs/performance.md keeps the figures, decision 0184).
//
// The widgets, the site and the server's JavaScript are built once, in the "build" step, through
// the staleness check (scripts/build-when-stale.mjs); the browser, size and package steps find
// them built and build nothing again (decision 0183).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';

const workers = availableParallelism() <= 2 ? ['--maxWorkers=2'] : [];

/** [name, command, arguments, extra environment] in the order they run. */
const steps = [
  ['lint', 'npm', ['run', 'lint']],
  ['typecheck', 'npm', ['run', 'typecheck']],
  // Two workers on two cores (Vitest's default leaves one core to its own process, which idles
  // while the files run); a machine with more cores keeps the default.
  ['core (with coverage)', 'npm', ['run', 'test:core', '--', ...workers]],
  [
    'unit projects',
    'npx',
    [
      'vitest',
      'run',
      '--project',
      'widgets',
      '--project',
      'site',
      '--project',
      'testkit',
      '--project',
      'scripts',
      ...workers,
    ],
  ],
  ['server (PGlite, PostgreSQL)', 'npm', ['run', 'test:server']],
  [
    'build (server, site, library, elements)',
    process.execPath,
    ['scripts/build-when-stale.mjs', 'server', 'site', 'library', 'elements'],
    // The site is the production build people get (as the journeys' setup builds it).
    { NODE_ENV: 'production' },
  ],
  ['browser', 'npm', ['run', 'test:browser']],
  ['size', 'npm', ['run', 'test:size']],
  ['package', 'npm', ['run', 'test:package']],
];

/**
 * Processor seconds (user + system) of this process's finished children and theirs, from
 * /proc/self/stat (Linux); null elsewhere. A child's time counts once it has exited.
 */
function childrenCpuSeconds() {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
    // Fields 16 and 17 of proc(5), cutime and cstime, in clock ticks (100 a second on Linux).
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return null;
  }
}

function run(command, args, env) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const started = Date.now();
const done = [];
const format = (seconds) => (seconds === null ? '—' : `${Math.round(seconds)} s`);

function table() {
  console.log('\n| step | time | processor (user + sys) |\n| --- | --- | --- |');
  for (const { name, seconds, cpu } of done) console.log(`| ${name} | ${format(seconds)} | ${format(cpu)} |`);
}

for (const [name, command, args, env] of steps) {
  console.log(`\n==== npm test: ${name}`);
  const stepStarted = Date.now();
  const cpuBefore = childrenCpuSeconds();
  const status = await run(command, args, env);
  const cpuAfter = childrenCpuSeconds();
  const seconds = (Date.now() - stepStarted) / 1000;
  const cpu = cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore;
  done.push({ name, seconds, cpu });
  console.log(
    `==== npm test: ${name} ${status === 0 ? 'passed' : 'FAILED'} in ${format(seconds)} (processor ${format(cpu)})`,
  );
  if (status !== 0) {
    table();
    process.exit(status);
  }
}
table();
console.log(`\nnpm test took ${Math.round((Date.now() - started) / 1000)} s`);
