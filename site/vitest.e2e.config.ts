import { defineProject } from 'vitest/config';
import { workspaceSources } from '../workspace-sources.ts';
import { journeyWorkers } from './e2e/support/workers.ts';

/**
 * Browser journeys: the real server (built once per run, fresh embedded database) driven by
 * Debian's Chromium through playwright-core, `journeyWorkers` files at a time, each worker with
 * its own server and browser (e2e/support/workers.ts, global-setup.ts).
 */
export default defineProject({
  plugins: [workspaceSources()],
  test: {
    name: 'site-e2e',
    environment: 'node',
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/support/global-setup.ts'],
    setupFiles: ['e2e/support/setup.ts'],
    maxWorkers: journeyWorkers,
    // Bounds on a hang, not speed checks: a journey takes ~30 s on a quiet machine, and more than
    // twice that when a navigation waits out a busy machine's slowest moment (see browser.ts).
    testTimeout: 180_000,
    hookTimeout: 300_000,
  },
});
