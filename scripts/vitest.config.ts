import { defineProject } from 'vitest/config';

/** The repository scripts' own tests (what `npm start` builds, and when). */
export default defineProject({
  test: {
    name: 'scripts',
    environment: 'node',
    include: ['*.test.mjs'],
  },
});
