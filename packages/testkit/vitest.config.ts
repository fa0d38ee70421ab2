import { defineProject } from 'vitest/config';
import { workspaceSources } from '../../workspace-sources.ts';

/** The kit's own check: every fixture speaks the contract. */
export default defineProject({
  plugins: [workspaceSources()],
  test: {
    name: 'testkit',
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
