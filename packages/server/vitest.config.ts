import { defineProject } from 'vitest/config';
import { workspaceSources } from '../../workspace-sources.ts';

export default defineProject({
  plugins: [workspaceSources()],
  test: {
    name: 'server',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // Each test file builds its own app on a fresh database; files run in parallel workers.
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
