import { defineProject } from 'vitest/config';
import { workspaceSources } from '../../workspace-sources.ts';

/** Component tests: React components in happy-dom with Testing Library and axe. */
export default defineProject({
  plugins: [workspaceSources()],
  test: {
    name: 'widgets',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
