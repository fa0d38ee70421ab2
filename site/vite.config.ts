import { defineConfig } from 'vitest/config';
import { preactAliases } from '../packages/widgets/scripts/preact-aliases.ts';
import { workspaceSources } from '../workspace-sources.ts';
import { precompress } from './precompress.ts';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig(({ mode }) => ({
  // The site composes the widgets' and core's TypeScript sources: no package build is needed first.
  plugins: [workspaceSources(), precompress()],
  resolve: {
    // The widgets' sources and the site's main.tsx must share one twind (installed per package).
    dedupe: ['@twind/core'],
    // The site runs on preact/compat, as the element scripts do: react-dom was 198 of the entry's
    // 333 kB and most of the main-thread time before first paint (docs/decisions.md, "Site
    // performance"). The unit tests (vitest, mode "test") keep React, the library's peer.
    alias: mode === 'test' ? [] : preactAliases,
  },
  define: { 'process.env.NODE_ENV': JSON.stringify(process.env.NODE_ENV ?? 'production') },
  // The element scripts and iframe pages are the API server's too (packages/server/src/elements).
  server: { port: 5173, proxy: { '/api': apiTarget, '/elements': apiTarget, '/embed': apiTarget } },
  build: { outDir: 'dist', sourcemap: true },
  test: {
    name: 'site',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
  },
}));
