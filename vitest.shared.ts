import { fileURLToPath } from 'node:url';

const coreSource = fileURLToPath(new URL('./packages/core/src', import.meta.url));

/** Tests and dev builds use core's TypeScript sources, so nothing has to be built first. */
export const sourceAliases = [
  { find: /^@stickers62\/core$/, replacement: `${coreSource}/index.ts` },
  { find: /^@stickers62\/core\/(.+)$/, replacement: `${coreSource}/$1/index.ts` },
];
