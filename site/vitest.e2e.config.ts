import { defineProject } from 'vitest/config';
import { workspaceSources } from '../workspace-sources.ts';

/**
 * Browser journeys: the real server (built once per run, fresh embedded database) driven by
 * Debian's Chromium through playwright-core. Files run one after another: two cores, one server.
 */
export default defineProject({
  plugins: [workspaceSources()],
  test: {
    name: 'site-e2e',
    environment: 'node',
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/support/global-setup.ts'],
    setupFiles: ['e2e/support/setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 300_000,
  },
});
