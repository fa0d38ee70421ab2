/**
 * Builds one self-contained ES module per custom element plus `all.js` with all of them:
 * React is aliased to preact/compat and everything (core, nanostores, twind, zod/mini) is
 * bundled in. Also writes each script's `.d.ts` (the element types), the
 * `custom-elements.json` manifest and `dist/elements/stats.json` (bytes by package).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type InlineConfig, type Plugin } from 'vite';
import { sourceAliases } from '../../../vitest.shared.ts';
import { elementCatalogue } from '../src/custom-elements/catalogue.ts';
import { buildManifest } from '../src/custom-elements/manifest.ts';
import { attributeBytes, type BytePart } from './byte-report.ts';
import { preactAliases } from './preact-aliases.ts';
import { terserPass } from './terser-pass.ts';
import { widgetCss } from './widget-css.ts';

const packageDir = fileURLToPath(new URL('..', import.meta.url));
const outDir = `${packageDir}dist/elements`;

/** Which package a bundled module comes from, for the byte report. */
function packageOf(moduleId: string): string {
  const nodeModules = moduleId.lastIndexOf('node_modules/');
  if (nodeModules >= 0) {
    const parts = moduleId.slice(nodeModules + 'node_modules/'.length).split('/');
    return parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1]}` : (parts[0] ?? moduleId);
  }
  if (moduleId.includes('/packages/core/'))
    return process.env.S62_CORE_MODULES ? moduleId.replace(/.*packages\/core\/src\//, 'core:') : '@stickers62/core';
  if (moduleId.endsWith('static-styles.ts')) return 'widget CSS (twind, at build time)';
  return '@stickers62/widgets (own code)';
}

/** Bytes of each package in each script, from the minified output and its source map. */
const stats: Record<string, Record<string, BytePart>> = {};
function byteReport(script: string): Plugin {
  return {
    name: 's62-byte-report',
    generateBundle(_options, bundle) {
      for (const [fileName, output] of Object.entries(bundle)) {
        if (output.type === 'asset' && fileName.endsWith('.map')) delete bundle[fileName];
        if (output.type !== 'chunk' || !output.map) continue;
        // Map sources are relative to the script's folder.
        stats[script] = attributeBytes(output.code, output.map, (source) => packageOf(resolve(outDir, source)));
      }
    },
  };
}

/**
 * Modules the element scripts replace: twind at run time becomes the stylesheet generated at
 * build time, and the session-bound API client and lookup stores standalone ones.
 */
const elementReplacements = new Map([
  [`${packageDir}src/ui/twind.ts`, `${packageDir}src/custom-elements/static-styles.ts`],
  [`${packageDir}src/ui/api-client.ts`, `${packageDir}src/custom-elements/standalone-api-client.ts`],
  [`${packageDir}src/ui/shop-lookups.ts`, `${packageDir}src/custom-elements/standalone-shop-lookups.ts`],
]);
const useElementModules: Plugin = {
  name: 's62-element-modules',
  enforce: 'pre',
  async resolveId(source, importer, options) {
    const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
    return (resolved && elementReplacements.get(resolved.id)) ?? null;
  },
};
const scripts = [...elementCatalogue.map(({ script }) => script), 'all'];

/** Vite options of one element script; `css` is the stylesheet it carries. */
function scriptConfig(script: string, css: string, plugins: Plugin[], write: boolean): InlineConfig {
  return {
    configFile: false,
    root: packageDir,
    logLevel: 'warn',
    resolve: { alias: [...preactAliases, ...sourceAliases] },
    define: { 'process.env.NODE_ENV': '"production"', __S62_WIDGET_CSS__: JSON.stringify(css) },
    plugins: [useElementModules, ...plugins],
    build: {
      outDir,
      emptyOutDir: false,
      write,
      target: 'es2022',
      minify: true,
      // Only for the byte report; the map is dropped before writing.
      sourcemap: 'hidden',
      lib: {
        entry: `${packageDir}src/custom-elements/scripts/${script}.ts`,
        formats: ['es'],
        fileName: () => `${script}.js`,
      },
      rolldownOptions: {
        output: {
          minify: true,
          // The scripts are finished bundles: `@__PURE__` annotations (some 200 in a calculator,
          // 0.3 kB gzip) only help a bundler that would re-bundle them. Licence comments stay.
          comments: { legal: true, annotation: false, jsdoc: false },
        },
      },
    },
  };
}

/** The widget source files a script is made of (a first, unwritten build finds them). */
async function sourceModulesOf(script: string): Promise<string[]> {
  const result = await build(scriptConfig(script, '', [], false));
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((entry) =>
    'output' in entry ? entry.output : [],
  );
  const moduleIds = outputs.flatMap((output) => (output.type === 'chunk' ? output.moduleIds : []));
  return moduleIds.filter((id) => id.startsWith(`${packageDir}src/`));
}

const cssSizes: string[] = [];
for (const script of scripts) {
  // Each script carries only the rules of the classes its own components use.
  const { css, tokens } = await widgetCss(await sourceModulesOf(script));
  cssSizes.push(`${script}: ${tokens} classes, ${css.length} B of CSS`);
  // terser before the byte report, so that the report describes the bytes shipped.
  await build(scriptConfig(script, css, [terserPass, byteReport(script)], true));
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
console.log(`Built ${scripts.length} element scripts into ${outDir}\n  ${cssSizes.join('\n  ')}`);
