import { defineConfig } from 'vitest/config';
import { workspaceSources } from '../workspace-sources.ts';
import { precompress } from './precompress.ts';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  // The site composes the widgets' and core's TypeScript sources: no package build is needed first.
  plugins: [workspaceSources(), precompress()],
  resolve: {
    // The widgets' sources and the site's main.tsx must share one twind (installed per package).
    dedupe: ['@twind/core'],
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
});
