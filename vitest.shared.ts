import { fileURLToPath } from 'node:url';

const coreSource = fileURLToPath(new URL('./packages/core/src', import.meta.url));
const testkitSource = fileURLToPath(new URL('./packages/testkit/src', import.meta.url));

/**
 * Tests and dev builds use core's TypeScript sources, so nothing has to be built first; tests
 * reach the test kit the same way (its package exports name the same sources for node and tsc).
 */
export const sourceAliases = [
  { find: /^@stickers62\/core$/, replacement: `${coreSource}/index.ts` },
  { find: /^@stickers62\/core\/(.+)$/, replacement: `${coreSource}/$1/index.ts` },
  { find: /^@stickers62\/testkit\/fixtures$/, replacement: `${testkitSource}/fixtures/index.ts` },
  { find: /^@stickers62\/testkit\/(.+)$/, replacement: `${testkitSource}/$1.ts` },
];
