import { defineConfig } from 'vitest/config';
import { sourceAliases } from '../vitest.shared.ts';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  resolve: { alias: sourceAliases },
  define: { 'process.env.NODE_ENV': JSON.stringify(process.env.NODE_ENV ?? 'production') },
  server: { port: 5173, proxy: { '/api': apiTarget } },
  build: { outDir: 'dist', sourcemap: true },
  test: {
    name: 'site',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
