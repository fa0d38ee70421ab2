// `npm start`: builds what changed (scripts/build-when-stale.mjs), then runs the server in this
// same process, from packages/server as `npm run start -w @stickers62/server` did (a relative
// DATA_DIR stays where it was). One Node and no second npm: a restart pays for the server only.
import { enableCompileCache } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildAllWhenStale } from './build-when-stale.mjs';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

buildAllWhenStale();
// V8's compiled code of the server and its dependencies, kept between starts (Node ≥ 22.1;
// NODE_COMPILE_CACHE set by the operator wins). Stale entries are detected by Node and redone.
if (!process.env.NODE_COMPILE_CACHE) enableCompileCache?.(join(repoRoot, 'node_modules/.cache/node-compile-cache'));
process.chdir(join(repoRoot, 'packages/server'));
await import('../packages/server/dist/main.js');
