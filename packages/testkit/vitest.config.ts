import { defineProject } from 'vitest/config';
import { sourceAliases } from '../../vitest.shared.ts';

/** The kit's own check: every fixture speaks the contract. */
export default defineProject({
  resolve: { alias: sourceAliases },
  test: {
    name: 'testkit',
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
