/**
 * Builds one self-contained ES module per custom element plus `all.js` with all of them:
 * React is aliased to preact/compat and everything (core, nanostores, twind, zod/mini) is
 * bundled in. Also writes each script's `.d.ts` (the element types), the
 * `custom-elements.json` manifest and `dist/elements/stats.json` (bytes by package).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { transform } from 'esbuild';
import { build, type Plugin } from 'vite';
import { sourceAliases } from '../../../vitest.shared.ts';
import { elementCatalogue } from '../src/custom-elements/catalogue.ts';
import { buildManifest } from '../src/custom-elements/manifest.ts';
import { preactAliases } from './preact-aliases.ts';

const packageDir = fileURLToPath(new URL('..', import.meta.url));
const outDir = `${packageDir}dist/elements`;

/** Which package a bundled module comes from, for the byte report. */
function packageOf(moduleId: string): string {
  const nodeModules = moduleId.lastIndexOf('node_modules/');
  if (nodeModules >= 0) {
    const parts = moduleId.slice(nodeModules + 'node_modules/'.length).split('/');
    return parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1]}` : (parts[0] ?? moduleId);
  }
  if (moduleId.includes('/packages/core/')) return '@stickers62/core';
  return '@stickers62/widgets (own code)';
}

/**
 * Bytes of each package in each script: the tree-shaken code of its modules, minified and
 * gzipped on its own. The parts add up to a little more than the whole (each part is
 * compressed without the others' shared words), so they show proportions, not exact sums.
 */
const stats: Record<string, Record<string, { minified: number; gzip: number }>> = {};
function byteReport(script: string): Plugin {
  return {
    name: 's62-byte-report',
    async generateBundle(_options, bundle) {
      const codeByPackage: Record<string, string> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        for (const [id, module] of Object.entries(output.modules)) {
          const name = packageOf(id);
          codeByPackage[name] = `${codeByPackage[name] ?? ''}\n${module.code ?? ''}`;
        }
      }
      const sizes: Record<string, { minified: number; gzip: number }> = {};
      for (const [name, code] of Object.entries(codeByPackage)) {
        const { code: minified } = await transform(code, { minify: true, loader: 'js' });
        sizes[name] = { minified: minified.length, gzip: gzipSync(minified, { level: 9 }).length };
      }
      stats[script] = Object.fromEntries(Object.entries(sizes).sort(([, a], [, b]) => b.gzip - a.gzip));
    },
  };
}

const scripts = [...elementCatalogue.map(({ script }) => script), 'all'];
for (const script of scripts) {
  await build({
    configFile: false,
    root: packageDir,
    logLevel: 'warn',
    resolve: { alias: [...preactAliases, ...sourceAliases] },
    define: { 'process.env.NODE_ENV': '"production"' },
    plugins: [byteReport(script)],
    build: {
      outDir,
      emptyOutDir: false,
      target: 'es2022',
      minify: true,
      sourcemap: false,
      lib: {
        entry: `${packageDir}src/custom-elements/scripts/${script}.ts`,
        formats: ['es'],
        fileName: () => `${script}.js`,
      },
      rolldownOptions: { output: { minify: true } },
    },
  });
}

await mkdir(outDir, { recursive: true });
for (const { script, spec } of elementCatalogue) {
  const typeName = `${spec.tag.replace(/(^|-)([a-z0-9])/g, (_, _dash: string, letter: string) => letter.toUpperCase())}Element`;
  await writeFile(
    `${outDir}/${script}.d.ts`,
    `// Importing this script defines <${spec.tag}>.\nexport type { ${typeName} } from '../custom-elements/tag-name-map.js';\n`,
  );
}
await writeFile(
  `${outDir}/all.d.ts`,
  `// Importing this script defines every s62- element.\nexport type * from '../custom-elements/tag-name-map.js';\n`,
);
await writeFile(`${outDir}/stats.json`, `${JSON.stringify(stats, null, 2)}\n`);
await writeFile(`${packageDir}custom-elements.json`, `${JSON.stringify(buildManifest(elementCatalogue), null, 2)}\n`);
console.log(`Built ${scripts.length} element scripts into ${outDir}`);
