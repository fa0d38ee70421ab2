import { defineProject } from 'vitest/config';
import { workspaceSources } from '../../workspace-sources.ts';

/**
 * Browser tests: the examples pages in headless Chromium, loading the built element scripts.
 * The global setup builds the scripts first; without Chromium the tests skip with a message.
 */
export default defineProject({
  plugins: [workspaceSources()],
  test: {
    name: 'widgets-browser',
    environment: 'node',
    include: ['browser/**/*.browser.test.ts'],
    globalSetup: ['browser/build-elements.setup.ts'],
    // One Chromium for the file, pages in sequence: the machine has two cores.
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
