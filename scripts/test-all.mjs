// `npm test`: every check and every test suite, two steps at a time, each step after the steps
// it needs, stopping everything at the first failure. Each step's lines are prefixed with its
// name; its time and the processor time its processes used are printed after it and in a table
// at the end (docs/performance.md keeps the figures, decision 0184).
//
// Two at a time because the journeys mostly wait (on the page, on their servers) and the server
// suites wait on PostgreSQL: one step alone left a core idle for minutes (decision 0236).
// The widgets, the site and the server's JavaScript are built once, in the "build" step, through
// the staleness check (scripts/build-when-stale.mjs); the browser, size and package steps find
// them built and build nothing again (decision 0183).
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const workers = availableParallelism() <= 2 ? ['--maxWorkers=2'] : [];
const stepCpu = fileURLToPath(new URL('step-cpu.mjs', import.meta.url));
/**
 * How many steps run at once. Two: the journeys and the PostgreSQL run wait (on their pages, on
 * the database server) and the other step takes the core they leave. Three came out no sooner on
 * two cores (the processor time is the bound) and ran at load 17, where a preview test's hang
 * bound ran out (decision 0236).
 */
const slots = 2;

/**
 * The steps, in the order they are started when what they need is done: the two longest chains
 * first (the server suites; the typecheck, build and journeys), the short steps around them. `after`:
 * steps whose outputs this one reads or must not write at the same time.
 * @type {{ name: string, command: string, args: string[], env?: Record<string, string>, after?: string[] }[]}
 */
const steps = [
  { name: 'typecheck', command: 'npm', args: ['run', 'typecheck'] },
  // The server suites read the packages' sources (Vitest's workspace resolution, and
  // `--conditions=@stickers62/source` for the processes they start): nothing waits for them.
  { name: 'server', command: 'npm', args: ['run', 'test:server'] },
  {
    name: 'build',
    command: process.execPath,
    args: ['scripts/build-when-stale.mjs', 'server', 'site', 'library', 'elements'],
    // The site is the production build people get (as the journeys' setup builds it).
    env: { NODE_ENV: 'production' },
    // Its `tsc -b packages/server` writes core's and the server's dist as the typecheck's
    // `tsc -b` does: after it, they are up to date; beside it, both would write them.
    after: ['typecheck'],
  },
  { name: 'browser', command: 'npm', args: ['run', 'test:browser'], after: ['build'] },
  { name: 'lint', command: 'npm', args: ['run', 'lint'] },
  // Two workers on two cores (Vitest's default leaves one core to its own process, which idles
  // while the files run); a machine with more cores keeps the default.
  { name: 'core', command: 'npm', args: ['run', 'test:core', '--', ...workers] },
  {
    name: 'unit',
    command: 'npx',
    args: [
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
  },
  { name: 'size', command: 'npm', args: ['run', 'test:size'], after: ['build'] },
  { name: 'package', command: 'npm', args: ['run', 'test:package'], after: ['build'] },
];

/** A step's lines, each prefixed with its name; colours only when this run's output is a terminal. */
function relay(stream, name) {
  createInterface({ input: stream }).on('line', (line) => console.log(`[${name}] ${line}`));
}

/** Runs one step below scripts/step-cpu.mjs; resolves with its status and processor seconds. */
function runStep({ name, command, args, env }) {
  const child = spawn(process.execPath, [stepCpu, command, ...args], {
    env: { ...process.env, ...(process.stdout.isTTY ? { FORCE_COLOR: '1' } : {}), ...env },
    stdio: ['ignore', 'pipe', 'pipe', 'pipe'],
    // Its own process group, so that stopping it stops everything it started (browsers, servers).
    detached: true,
  });
  relay(child.stdout, name);
  relay(child.stderr, name);
  let report = '';
  child.stdio[3].on('data', (chunk) => {
    report += chunk;
  });
  const finished = new Promise((resolve) => {
    child.on('close', (code, signal) => {
      try {
        resolve(JSON.parse(report));
      } catch {
        resolve({ status: code ?? (signal ? 1 : 0), cpu: null });
      }
    });
  });
  const stop = () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  };
  return { finished, stop };
}

const started = Date.now();
const done = [];
const format = (seconds) => (seconds === null ? '—' : `${Math.round(seconds)} s`);

function table() {
  console.log('\n| step | time | processor (user + sys) |\n| --- | --- | --- |');
  for (const { name, seconds, cpu } of done) console.log(`| ${name} | ${format(seconds)} | ${format(cpu)} |`);
  const cpus = done.map(({ cpu }) => cpu);
  const total = cpus.includes(null) ? null : cpus.reduce((sum, cpu) => sum + cpu, 0);
  console.log(`| all (${slots} at a time) | ${format((Date.now() - started) / 1000)} | ${format(total)} |`);
}

const waiting = [...steps];
const passed = new Set();
/** Steps running now: name → { stop }. */
const running = new Map();
let failure = null;

// The steps run in process groups of their own, which a terminal's Ctrl-C does not reach.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const step of running.values()) step.stop();
    process.exit(130);
  });
}

await new Promise((allDone) => {
  const startReady = () => {
    while (failure === null && running.size < slots) {
      const next = waiting.find((step) => (step.after ?? []).every((name) => passed.has(name)));
      if (!next) break;
      waiting.splice(waiting.indexOf(next), 1);
      const stepStarted = Date.now();
      console.log(`\n==== npm test: ${next.name} started at ${Math.round((stepStarted - started) / 1000)} s`);
      const step = runStep(next);
      running.set(next.name, step);
      step.finished.then(({ status, cpu }) => {
        running.delete(next.name);
        const seconds = (Date.now() - stepStarted) / 1000;
        done.push({ name: next.name, seconds, cpu });
        console.log(
          `==== npm test: ${next.name} ${status === 0 ? 'passed' : failure === null ? 'FAILED' : 'stopped'} in ${format(seconds)} (processor ${format(cpu)})`,
        );
        if (status === 0) passed.add(next.name);
        else if (failure === null) {
          failure = { name: next.name, status };
          for (const other of running.values()) other.stop();
        }
        startReady();
        if (running.size === 0) allDone();
      });
    }
  };
  startReady();
});

table();
console.log(`\nnpm test took ${Math.round((Date.now() - started) / 1000)} s`);
if (failure !== null) {
  console.log(`npm test: ${failure.name} failed (status ${failure.status})`);
  process.exit(failure.status);
}
if (waiting.length > 0) {
  console.log(`npm test: never started: ${waiting.map((step) => step.name).join(', ')}`);
  process.exit(1);
}
