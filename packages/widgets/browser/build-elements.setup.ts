import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/**
 * Builds the element scripts the examples load, so the browser tests test the real output:
 * through the repository's staleness check, so the Chromium journeys' setup, the size budgets and
 * the package checks in the same run find them built and build nothing again (decision 0183).
 */
export default function buildElementScripts(): void {
  const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
  execFileSync(process.execPath, ['scripts/build-when-stale.mjs', 'elements'], { cwd: repoRoot, stdio: 'inherit' });
}
