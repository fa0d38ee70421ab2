import { defineProject } from 'vitest/config';
import { sourceAliases } from '../../vitest.shared.ts';

/** Component tests: React components in happy-dom with Testing Library and axe. */
export default defineProject({
  resolve: { alias: sourceAliases },
  test: {
    name: 'widgets',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
