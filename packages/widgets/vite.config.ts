import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import dts from 'vite-plugin-dts';
import { buildTimeStyles } from './scripts/build-time-styles.ts';

const manifest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  dependencies: Record<string, string>;
  peerDependencies: Record<string, string>;
};
/** Every dependency and peer stays an import (react, react-dom, @stickers62/core, twind for `ui/twind`, …). */
const externalPackages = [...Object.keys(manifest.dependencies), ...Object.keys(manifest.peerDependencies)];
const isExternal = (id: string) => externalPackages.some((name) => id === name || id.startsWith(`${name}/`));

const packageDir = fileURLToPath(new URL('.', import.meta.url));

/**
 * The sources import extensionless (bundler resolution); declaration files read by Node's
 * own resolution need full specifiers: `./ui/Dialog` → `./ui/Dialog.js`, `./shop/header` →
 * `./shop/header/index.js`.
 */
function withJsExtensions(declarationPath: string, content: string): string {
  const sourceDir = join(packageDir, 'src', dirname(relative(join(packageDir, 'dist'), declarationPath)));
  return content.replace(/(from\s+|import\()(['"])(\.{1,2}\/[^'"]+)\2/g, (match, lead, quote, specifier) => {
    if (/\.(js|json)$/.test(specifier)) return match;
    const target = join(sourceDir, specifier);
    const isFile = ['.ts', '.tsx'].some((extension) => existsSync(`${target}${extension}`));
    return `${lead}${quote}${specifier}${isFile ? '.js' : '/index.js'}${quote}`;
  });
}

/**
 * The ESM React library: one module per source file (so bundlers drop what a site does not
 * use), types beside them. The custom-element scripts are built by scripts/build-elements.ts.
 * `ui/twind` is its own entry for hosts that style the light-DOM shop blocks with the widgets'
 * twind configuration (the site); nothing else imports twind.
 */
export default defineConfig({
  plugins: [
    buildTimeStyles(),
    dts({
      tsconfigPath: './tsconfig.lib.json',
      entryRoot: 'src',
      beforeWriteFile: (filePath, content) => ({ filePath, content: withJsExtensions(filePath, content) }),
    }),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    minify: false,
    sourcemap: true,
    lib: {
      entry: { index: 'src/index.ts', 'ui/twind': 'src/ui/twind.ts' },
      formats: ['es'],
    },
    rolldownOptions: {
      external: isExternal,
      // One module per source keeps each module's 'use client' (the React entry modules that
      // define components or contexts, for React Server Components: Next.js's App Router);
      // rolldown warns that a directive may not survive bundling, which does not apply here.
      checks: { moduleLevelDirective: false },
      output: { preserveModules: true, preserveModulesRoot: 'src', entryFileNames: '[name].js' },
    },
  },
});
