// A local npm registry for the consumer check (scripts/consumer-check.mjs): Verdaccio on a free
// loopback port with its storage and configuration in a temporary folder. It serves
// @stickers62/* only from what is published to it (no uplink: a package not published here is
// a 404, so a consumer cannot get ours from anywhere else) and every other package through an
// uplink to the registry npm is configured with (`npm config get registry`). Anyone may publish
// @stickers62/* (the folder lives for one check).
//
// `startLocalRegistry()` starts it in a child process (the check's synchronous npm calls would
// block a server in its own process) and resolves with { url, stop }. Run alone,
// `node scripts/local-registry.mjs` serves until Ctrl+C and prints its address.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const serverFlag = '--serve';

/** The registry npm itself uses (the uplink): the user's or CI's npm configuration. */
export function upstreamRegistry() {
  return execFileSync('npm', ['config', 'get', 'registry']).toString().trim();
}

/** Verdaccio's configuration for a storage folder and an uplink. */
function registryConfig(folder, uplink) {
  return {
    self_path: folder,
    storage: join(folder, 'storage'),
    auth: { htpasswd: { file: join(folder, 'htpasswd'), max_users: -1 } },
    uplinks: { npm: { url: uplink, timeout: '60s', maxage: '60m' } },
    packages: {
      '@stickers62/*': { access: '$all', publish: '$all', unpublish: '$all' },
      '**': { access: '$all', publish: '$authenticated', proxy: 'npm' },
    },
    web: { enable: false },
    log: { type: 'stdout', format: 'pretty', level: 'warn' },
    publish: { allow_offline: true },
  };
}

/** In the child: serves on 127.0.0.1 at a free port and prints `listening <url>` once it does. */
async function serve(folder, uplink) {
  const require = createRequire(import.meta.url);
  const { runServer } = require('verdaccio');
  const app = await runServer(registryConfig(folder, uplink));
  const server = app.listen(0, '127.0.0.1', () => {
    console.log(`listening http://127.0.0.1:${server.address().port}/`);
  });
}

/**
 * Starts the registry; `stop()` ends it and removes its folder. Fails after `timeoutMs` if it
 * has not said where it listens.
 */
export function startLocalRegistry({ timeoutMs = 30_000 } = {}) {
  const folder = mkdtempSync(join(tmpdir(), 's62-registry-'));
  writeFileSync(join(folder, 'htpasswd'), '');
  const child = spawn(process.execPath, [import.meta.filename, serverFlag, folder, upstreamRegistry()], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const stop = () => {
    child.kill();
    rmSync(folder, { recursive: true, force: true });
  };
  return new Promise((resolveStart, rejectStart) => {
    const timer = setTimeout(() => {
      stop();
      rejectStart(new Error(`the local registry did not start in ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    const read = (chunk) => {
      output += chunk;
      const match = /listening (http:\/\/\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolveStart({ url: match[1], stop, log: () => output });
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      rejectStart(new Error(`the local registry exited (${code}):\n${output}`));
    });
  });
}

if (process.argv[2] === serverFlag) {
  await serve(process.argv[3], process.argv[4]);
} else if (import.meta.filename === process.argv[1]) {
  const registry = await startLocalRegistry();
  console.log(`Local registry at ${registry.url} (uplink ${upstreamRegistry()}); Ctrl+C stops it`);
  process.on('SIGINT', () => {
    registry.stop();
    process.exit(0);
  });
}
