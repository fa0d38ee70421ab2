import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** Builds the element scripts the examples load, so the browser tests test the real output. */
export default function buildElementScripts(): void {
  const packageDir = fileURLToPath(new URL('..', import.meta.url));
  execFileSync('npx', ['tsx', 'scripts/build-elements.ts'], { cwd: packageDir, stdio: 'inherit' });
}
