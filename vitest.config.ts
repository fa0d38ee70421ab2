import { defineConfig } from 'vitest/config';
import { coreCoverage } from './packages/core/vitest.config.ts';

export default defineConfig({
  test: {
    projects: [
      'packages/*/vitest.config.ts',
      'packages/widgets/vitest.browser.config.ts',
      'site',
      'site/vitest.e2e.config.ts',
      'scripts/vitest.config.ts',
    ],
    coverage: coreCoverage,
  },
});
