import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { sourceAliases } from '../vitest.shared.ts';
import { precompress } from './precompress.ts';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';
const widgetsSource = fileURLToPath(new URL('../packages/widgets/src', import.meta.url));

/** The site composes the widgets' TypeScript sources directly: no widgets build is needed first. */
const widgetAliases = [
  { find: /^@stickers62\/widgets\/shop$/, replacement: `${widgetsSource}/shop/index.ts` },
  { find: /^@stickers62\/widgets$/, replacement: `${widgetsSource}/index.ts` },
];

export default defineConfig({
  plugins: [precompress()],
  resolve: {
    alias: [...widgetAliases, ...sourceAliases],
    // The widgets' sources and the site's main.tsx must share one twind (installed per package).
    dedupe: ['@twind/core'],
  },
  define: { 'process.env.NODE_ENV': JSON.stringify(process.env.NODE_ENV ?? 'production') },
  server: { port: 5173, proxy: { '/api': apiTarget } },
  build: { outDir: 'dist', sourcemap: true },
  test: {
    name: 'site',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
