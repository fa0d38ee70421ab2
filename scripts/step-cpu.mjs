// Runs one `npm test` step's command and, when it has ended, writes the processor time (user +
// system) its processes used to file descriptor 3 as JSON: `{"status":0,"cpu":123.4}`.
// scripts/test-all.mjs runs two steps at once, so its own children's times no longer say which
// step used what; this process has exactly one step below it (decision 0184).
//
//   node scripts/step-cpu.mjs <command> [arguments…]   (fd 3: a pipe the caller reads)
import { spawn } from 'node:child_process';
import { createWriteStream, readFileSync } from 'node:fs';

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

const [command, ...args] = process.argv.slice(2);
if (command) {
  const child = spawn(command, args, { stdio: 'inherit' });
  // The caller stops a step by signalling this process: the step's command goes with it.
  for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => child.kill(signal));
  child.on('close', (code, signal) => {
    const status = code ?? (signal ? 1 : 0);
    const report = createWriteStream('', { fd: 3 });
    report.end(`${JSON.stringify({ status, cpu: childrenCpuSeconds() })}\n`, () => process.exit(status));
  });
}
