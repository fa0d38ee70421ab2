import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const coreSource = fileURLToPath(new URL('./packages/core/src', import.meta.url));

/** Tests run against core's sources, so no build is needed before `vitest`. */
export const sourceAliases = [
  { find: /^@stickers62\/core$/, replacement: `${coreSource}/index.ts` },
  { find: /^@stickers62\/core\/(.+)$/, replacement: `${coreSource}/$1/index.ts` },
];

export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts', 'site/vitest.config.ts'],
  },
});
