import { build } from 'vite';
import { preactAliases } from '/work/main/packages/widgets/scripts/preact-aliases.ts';
import { sourceAliases } from '/work/main/vitest.shared.ts';

const script = process.argv[2] ?? 'layout-picker';
await build({
  configFile: false,
  root: '/work/main/packages/widgets',
  logLevel: 'warn',
  resolve: { alias: [...preactAliases, ...sourceAliases] },
  define: { 'process.env.NODE_ENV': '"production"' },
  plugins: [
    {
      name: 'x',
      generateBundle(_o, bundle) {
        for (const out of Object.values(bundle))
          if (out.type === 'chunk') {
            const rows = Object.entries(out.modules)
              .map(
                ([id, m]) =>
                  [m.renderedLength, id.replace(/.*node_modules\//, '').replace('/work/main/packages/', '')] as const,
              )
              .sort((a, b) => b[0] - a[0]);
            for (const [n, id] of rows.slice(0, 40)) console.log(n, id);
          }
      },
    },
  ],
  build: {
    outDir: '/tmp/analyze-out',
    emptyOutDir: true,
    write: false,
    minify: true,
    lib: {
      entry: `/work/main/packages/widgets/src/custom-elements/scripts/${script}.ts`,
      formats: ['es'],
      fileName: () => 'x.js',
    },
    rolldownOptions: { output: { minify: true } },
  },
});
