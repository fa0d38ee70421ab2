import { defineProject } from 'vitest/config';
import type { CoverageOptions } from 'vitest/node';
import { workspaceSources } from '../../workspace-sources.ts';

/** Projects picked with `--project <name>` (or `--project=<name>`); empty for a full run. */
function selectedProjects(argv: readonly string[]): string[] {
  return argv.flatMap((arg, index) => {
    if (arg === '--project') return argv[index + 1] ?? [];
    return arg.startsWith('--project=') ? arg.slice('--project='.length) : [];
  });
}

const projects = selectedProjects(process.argv);
// Another project's run loads only part of pricing and rules; their floor is for runs with core's tests.
const runsCoreTests = projects.length === 0 || projects.includes('core');
const coreLineFloor = { lines: 95 };
const thresholds: CoverageOptions['thresholds'] = runsCoreTests
  ? { 'packages/core/src/pricing/**': coreLineFloor, 'packages/core/src/rules/**': coreLineFloor }
  : {};

/**
 * Coverage is a run-wide option in Vitest (a project config cannot carry it), so the root
 * config spreads this in. The pricing and rules modules decide money and what customers may
 * do: their lines must stay at 95% or more, checked per folder. Threshold globs are from the
 * repo root.
 */
export const coreCoverage = {
  provider: 'v8',
  // Listed files are measured even when no test loads them (0%, not absent). Vitest globs them
  // from each selected project's root (`--project core`) or from the repo root (a full run).
  include: ['src/**/*.{ts,tsx}', 'packages/core/src/**/*.ts'],
  exclude: ['**/*.test.{ts,tsx}', '**/*.d.ts', '**/dist/**', '**/test-support/**'],
  thresholds,
} satisfies CoverageOptions;

export default defineProject({
  plugins: [workspaceSources()],
  test: {
    name: 'core',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Core is plain functions and stores made per test: its files share one module graph per
    // worker instead of importing it anew each (decision 0237: 30 → 9 processor-seconds; every
    // file passes in shuffled order too). The widgets' files keep their isolation: their
    // shared caches are per page by design, and they fail shuffled without it.
    isolate: false,
  },
});
