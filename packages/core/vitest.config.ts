import { defineProject } from 'vitest/config';
import type { CoverageOptions } from 'vitest/node';

/**
 * Coverage is a run-wide option in Vitest (a project config cannot carry it), so the root
 * config spreads this in. The pricing and rules modules decide money and what customers may
 * do: their lines must stay at 95% or more, checked per folder. Paths are from the repo root.
 */
export const coreCoverage = {
  provider: 'v8',
  // Listed files are measured even when no test loads them (0%, not absent). Vitest globs them
  // from each selected project's root (`--project core`) or from the repo root (a full run).
  include: ['src/**/*.{ts,tsx}', 'packages/core/src/**/*.ts'],
  exclude: ['**/*.test.{ts,tsx}', '**/*.d.ts', '**/dist/**', '**/test-support/**'],
  thresholds: {
    'packages/core/src/pricing/**': { lines: 95 },
    'packages/core/src/rules/**': { lines: 95 },
  },
} satisfies CoverageOptions;

export default defineProject({
  test: {
    name: 'core',
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
