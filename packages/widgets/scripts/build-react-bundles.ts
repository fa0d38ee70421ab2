/**
 * What each React component adds to a consumer's production bundle: one tiny consumer entry per
 * component (`export { StickerCalculator } from '@stickers62/widgets'`), bundled and minified the
 * way a site's production build would, against the built library in `dist/` (run `vite build`
 * first) with React and React DOM left out (the consumer has them anyway). The bundles go to
 * `dist/consumer-bundles/` (not published) for size-limit to measure (`.size-limit.json`).
 */
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { elementCatalogue } from '../src/elements/catalogue.ts';

const packageDir = fileURLToPath(new URL('..', import.meta.url));
const components = elementCatalogue.map(({ react }) => react.component);
const react = /^(react|react-dom|scheduler)($|\/)/;
const entryPrefix = 's62-consumer:';

for (const component of components) {
  await build({
    configFile: false,
    root: packageDir,
    logLevel: 'warn',
    define: { 'process.env.NODE_ENV': '"production"' },
    resolve: { alias: [{ find: /^@stickers62\/widgets$/, replacement: `${packageDir}dist/index.js` }] },
    plugins: [
      {
        name: 's62-consumer-entry',
        resolveId: (source) => (source.includes(entryPrefix) ? `\0${source.slice(source.indexOf(entryPrefix))}` : null),
        load: (id) =>
          id.startsWith(`\0${entryPrefix}`)
            ? `export { ${id.slice(entryPrefix.length + 1)} } from '@stickers62/widgets';`
            : null,
      },
    ],
    build: {
      outDir: 'dist/consumer-bundles',
      emptyOutDir: false,
      target: 'es2022',
      minify: true,
      sourcemap: Boolean(process.env.S62_SIZE_MAPS),
      lib: { entry: `${entryPrefix}${component}`, formats: ['es'], fileName: () => `${component}.js` },
      rolldownOptions: {
        external: (id) => react.test(id),
        // A partner's bundle of the library: its 'use client' markers are for a server's bundler.
        checks: { moduleLevelDirective: false },
        output: {
          // A component with a part loaded on demand (the payment card's delivery choice) makes
          // chunks: what its page loads first (`.shared-`) is measured with it, the part apart.
          chunkFileNames: (chunk) => `${component}.${chunk.isDynamicEntry ? 'lazy' : 'shared'}-[name].js`,
        },
      },
    },
  });
}
console.log(`Built consumer bundles of ${components.length} React components into dist/consumer-bundles/`);
