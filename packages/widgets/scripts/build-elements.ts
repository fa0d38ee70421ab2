/**
 * Builds one ES module per custom element of the catalogue plus `all.js` with all of them:
 * React is aliased to preact/compat and everything (core, nanostores, zod/mini) is bundled in.
 * What the first load runs is the script itself, one file; the parts a widget loads on demand
 * (the order-link page's delivery choice, invoice, parcel) are content-named chunks in
 * `chunks/`, which the script loads with integrity (scripts/element-chunks.ts). First brings the files generated from the catalogue up to date
 * (scripts/element-files.ts); the entry modules are made in memory. Also writes each script's
 * `.d.ts` (the element types) and `dist/elements/stats.json` (bytes by package).
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type InlineConfig, type Plugin } from 'vite';
import { workspaceSources } from '../../../workspace-sources.ts';
import { attributeName, className } from '../src/custom-elements/element-spec.ts';
import type { FrameCatalogue } from '../src/custom-elements/embed-frame.ts';
import { elementCatalogue } from '../src/elements/catalogue.ts';
import { attributeBytes, type BytePart } from './byte-report.ts';
import { chunksFolder, finishScript } from './element-chunks.ts';
import { elementResolve } from './element-condition.ts';
import {
  calculatorModules,
  type EnvironmentUse,
  elementScripts,
  entrySource,
  environmentModules,
  writeElementFiles,
} from './element-files.ts';
import { specDocs } from './spec-docs.ts';
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
  if (process.env.S62_CORE_MODULES && moduleId.includes('/packages/widgets/src/'))
    return moduleId.replace(/.*widgets\/src\//, 'w:');
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
        // Map sources are relative to the chunk's folder. The script's own entry is what a page
        // loads first; a chunk loaded on demand is reported as `<script>/<chunk>`.
        const key = output.isEntry ? script : `${script}/${output.name}`;
        stats[key] = attributeBytes(output.code, output.map, (source) =>
          packageOf(resolve(outDir, fileName, '..', source)),
        );
      }
    },
  };
}

/** The entry module of each script, `s62-element-entry:<script>`, made from the catalogue. */
const entryPrefix = 's62-element-entry:';
function elementEntries(use: EnvironmentUse): Plugin {
  return {
    name: 's62-element-entries',
    // Vite's library mode hands the entry over as a path under the root.
    resolveId: (source) => {
      const at = source.indexOf(entryPrefix);
      return at < 0 ? null : `\0${source.slice(at)}`;
    },
    load: (id) => (id.startsWith(`\0${entryPrefix}`) ? entrySource(id.slice(entryPrefix.length + 1), use) : null),
  };
}

/**
 * Vite options of one element script; `css` is the stylesheet it carries, `use` the environment
 * parts its entry fills.
 */
function scriptConfig(
  script: string,
  { css, use, onDemand }: { css: string; use: EnvironmentUse; onDemand?: ReadonlySet<string> },
  plugins: Plugin[],
  write: boolean,
): InlineConfig {
  return {
    configFile: false,
    root: packageDir,
    logLevel: 'warn',
    // The modules that differ in an element script are package.json `imports` resolved under
    // the element condition (scripts/element-condition.ts).
    resolve: elementResolve,
    define: { 'process.env.NODE_ENV': '"production"', __S62_WIDGET_CSS__: JSON.stringify(css) },
    plugins: [workspaceSources(), elementEntries(use), specDocs, ...plugins],
    build: {
      outDir,
      emptyOutDir: false,
      write,
      target: 'es2022',
      minify: true,
      // Only for the byte report; the map is dropped before writing.
      sourcemap: 'hidden',
      lib: {
        entry: `${entryPrefix}${script}`,
        formats: ['es'],
        fileName: () => `${script}.js`,
      },
      rolldownOptions: {
        // The React modules' 'use client' means nothing inside a finished element script.
        checks: { moduleLevelDirective: false },
        // The entry exports what its chunks share with it (scripts/element-chunks.ts hands it over).
        preserveEntrySignatures: 'allow-extension',
        output: {
          minify: true,
          chunkFileNames: `${chunksFolder}/[name].js`,
          // Everything the first load runs is in the script itself (one file, as the partner's
          // snippet pins it with one integrity value): left alone, the bundler puts the modules
          // the entry shares with a lazy part into a chunk of their own. Only the modules that
          // the first, unsplit-checked build found in lazy parts alone (`onDemand`) stay apart.
          codeSplitting: onDemand
            ? {
                groups: [
                  {
                    name: script,
                    tags: ['$initial'],
                    test: (id) => !onDemand.has(id),
                    includeDependenciesRecursively: false,
                  },
                ],
              }
            : true,
          // The scripts are finished bundles: `@__PURE__` annotations (some 200 in a calculator,
          // 0.3 kB gzip) only help a bundler that would re-bundle them. Licence comments stay.
          comments: { legal: true, annotation: false, jsdoc: false },
        },
      },
    },
  };
}

/**
 * The widget source files a script is made of, and so which environment parts its widgets use
 * (a first, unwritten build with an entry that fills none finds them).
 */
async function sourceModulesOf(
  script: string,
): Promise<{ files: string[]; use: EnvironmentUse; onDemand: ReadonlySet<string> }> {
  const result = await build(scriptConfig(script, { css: '', use: { apiClient: false, shopLookups: [] } }, [], false));
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((entry) =>
    'output' in entry ? entry.output : [],
  );
  const chunks = outputs.flatMap((output) => (output.type === 'chunk' ? [output] : []));
  const moduleIds = chunks.flatMap((chunk) => chunk.moduleIds);
  // The modules of the entry and of the chunks it imports statically run on the first load;
  // the rest only in parts loaded on demand.
  const firstLoad = new Set<string>();
  const pending = chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName);
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    const chunk = chunks.find((candidate) => candidate.fileName === file);
    if (!chunk || firstLoad.has(file)) continue;
    firstLoad.add(file);
    pending.push(...chunk.imports);
  }
  const onDemand = new Set(
    chunks.filter((chunk) => !firstLoad.has(chunk.fileName)).flatMap((chunk) => chunk.moduleIds),
  );
  return {
    onDemand,
    files: moduleIds.filter((id) => id.startsWith(`${packageDir}src/`)),
    use: {
      apiClient: moduleIds.includes(environmentModules.apiClient),
      shopLookups: moduleIds.includes(environmentModules.shopLookups)
        ? (Object.keys(calculatorModules) as (keyof typeof calculatorModules)[]).filter((name) =>
            moduleIds.includes(calculatorModules[name]),
          )
        : [],
    },
  };
}

const generated = await writeElementFiles();
if (generated.length) console.log(`Generated from the element catalogue: ${generated.join(', ')}`);

const cssSizes: string[] = [];
// Chunks are named by content: the folder holds this build's only.
await rm(`${outDir}/${chunksFolder}`, { recursive: true, force: true });
await mkdir(`${outDir}/${chunksFolder}`, { recursive: true });
for (const script of elementScripts) {
  // Each script carries only the rules of the classes its own components use (its chunks' too).
  const { files, use, onDemand } = await sourceModulesOf(script);
  const { css, tokens } = await widgetCss(files);
  // terser before the byte report, so that the report describes the bytes shipped.
  const result = await build(scriptConfig(script, { css, use, onDemand }, [terserPass, byteReport(script)], false));
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((entry) =>
    'output' in entry ? entry.output : [],
  );
  const finished = finishScript(
    script,
    outputs.flatMap((output) => (output.type === 'chunk' ? [output] : [])),
  );
  for (const file of finished) await writeFile(`${outDir}/${file.fileName}`, file.code);
  const parts = finished.slice(1).map((file) => file.fileName.replace(`${chunksFolder}/`, ''));
  cssSizes.push(
    `${script}: ${tokens} classes, ${css.length} B of CSS${parts.length ? `; on demand: ${parts.join(', ')}` : ''}`,
  );
}

/**
 * `embed-frame.js`, the script of the shop's iframe pages (`/embed/<widget>`): it knows each
 * element's attributes and events from the catalogue, written into its entry here.
 */
function frameCatalogue(): FrameCatalogue {
  return Object.fromEntries(
    elementCatalogue.map(({ script, element }) => [
      script,
      {
        tag: element.tag,
        attributes: Object.entries(element.attributes).flatMap(([prop, attribute]) =>
          attribute ? [{ name: attributeName(prop), type: attribute.type }] : [],
        ),
        events: Object.values(element.events).flatMap((event) => (event ? [event.name] : [])),
      },
    ]),
  );
}
const frameEntry = 's62-embed-frame';
await build({
  configFile: false,
  root: packageDir,
  logLevel: 'warn',
  plugins: [
    {
      name: 's62-embed-frame-entry',
      resolveId: (source) => (source.endsWith(frameEntry) ? `\0${frameEntry}` : null),
      load: (id) =>
        id === `\0${frameEntry}`
          ? `import { startFrame } from '${packageDir}src/custom-elements/embed-frame.ts';\nstartFrame(${JSON.stringify(frameCatalogue())});\n`
          : null,
    },
  ],
  build: {
    outDir,
    emptyOutDir: false,
    target: 'es2022',
    minify: true,
    lib: { entry: frameEntry, formats: ['es'], fileName: () => 'embed-frame.js' },
    rolldownOptions: { checks: { moduleLevelDirective: false }, output: { minify: true } },
  },
});

await mkdir(outDir, { recursive: true });
const elementTypes = '../custom-elements/generated/element-types.js';
for (const { script, element } of elementCatalogue) {
  await writeFile(
    `${outDir}/${script}.d.ts`,
    `// Importing this script defines <${element.tag}>.\nexport type { ${className(element.tag)}Element } from '${elementTypes}';\n`,
  );
}
await writeFile(
  `${outDir}/all.d.ts`,
  `// Importing this script defines every s62- element.\nexport type * from '${elementTypes}';\n`,
);
await writeFile(`${outDir}/stats.json`, `${JSON.stringify(stats, null, 2)}\n`);
console.log(
  `Built ${elementScripts.length} element scripts and embed-frame.js into ${outDir}\n  ${cssSizes.join('\n  ')}`,
);
