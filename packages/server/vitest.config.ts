import { defineProject } from 'vitest/config';
import { workspaceSources } from '../../workspace-sources.ts';

export default defineProject({
  plugins: [workspaceSources()],
  test: {
    name: 'server',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // A worker runs its files one after another on the modules it loaded once, instead of
    // loading the app afresh for each file: about half the suite's processor time (decision
    // 0215). Each file still builds its own app on its own fresh database (test-support/app.ts),
    // and building an app changes no module state (http/openapi-schemas.test.ts checks it).
    isolate: false,
    // Each test file builds its own app on a fresh database; files run in parallel workers.
    // The limits bound a hang and check no speed: in CI the PGlite and PostgreSQL runs share the
    // two cores (scripts/test-server.mjs), where a sign-up-limits test took 15 s at load 14.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
