import { defineProject } from 'vitest/config';
import { workspaceSources } from '../../workspace-sources.ts';

/** Component tests: React components in happy-dom with Testing Library and axe. */
export default defineProject({
  plugins: [workspaceSources()],
  test: {
    name: 'widgets',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    // A bound on a hang, not a speed check: a shop screen's test (the manager's day, the items
    // table) takes 3–7 s of a busy 2-core machine in happy-dom, over Vitest's default 5 s.
    testTimeout: 20_000,
  },
});
