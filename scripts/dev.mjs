// `npm run dev`: the API server with reload (tsx watch) and Vite with hot reload, proxied to it.
import { spawn } from 'node:child_process';

/** Vite's port (site/vite.config.ts): the server's start banner sends people there, not to itself. */
const devSiteUrl = 'http://localhost:5173';

const children = [
  // The server's sources import core's sources too (the workspace source condition,
  // docs/decisions/0025-test-kit-and-workspace-sources.md).
  spawn('npx', ['tsx', 'watch', '--conditions=@stickers62/source', 'packages/server/src/main.ts'], {
    stdio: 'inherit',
    env: { DEV_SITE_URL: devSiteUrl, ...process.env },
  }),
  spawn('npx', ['vite', 'site'], { stdio: 'inherit', env: process.env }),
];

function stopAll() {
  for (const child of children) child.kill('SIGTERM');
}
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);
for (const child of children) {
  child.on('exit', (code) => {
    stopAll();
    process.exitCode = code ?? 0;
  });
}
