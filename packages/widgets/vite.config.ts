import { existsSync, readFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import dts from 'vite-plugin-dts';
import { sourceGraph, widgetCss } from './scripts/widget-css.ts';

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

/** The widget sources whose classes the library's stylesheet covers (not tests, not the site's shop blocks). */
async function widgetSourceFiles(): Promise<string[]> {
  const entries = await readdir(join(packageDir, 'src'), { recursive: true });
  return entries
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .filter((file) => !/^(shop|test-support|custom-elements)\//.test(file))
    .map((file) => join(packageDir, 'src', file));
}

/**
 * The per-widget stylesheets of `ui/library-styles.ts`: each exported widget's own, generated
 * from the classes of the modules its component is made of (scripts/widget-css.ts `sourceGraph`).
 */
const libraryStylesheets = {
  stickerCalculatorStyles: 'sticker-calculator/StickerCalculator.tsx',
  acrylCalculatorStyles: 'acryl-calculator/AcrylCalculator.tsx',
  layoutPickerStyles: 'layout-picker/LayoutPicker.tsx',
  paymentCardStyles: 'payment-card/PaymentCard.tsx',
  contactButtonStyles: 'contact-button/ContactButton.tsx',
};

/**
 * twind at build time for the React components too: the library's `ui/library-styles.ts` (twind
 * at run time when read from the sources) becomes stylesheets generated at build time, attached
 * as the element scripts attach theirs (custom-elements/static-styles.ts): `attachStyles` with
 * every widget's rules, and one per widget with only its own, each a pure call so that a
 * consumer's bundler keeps only the stylesheets of the widgets it imports.
 */
async function buildTimeStyles(): Promise<Plugin> {
  const { css } = await widgetCss(await widgetSourceFiles());
  const lines = [
    "import { stylesheetAttacher } from '../custom-elements/static-styles';",
    `export const attachStyles = /* @__PURE__ */ stylesheetAttacher(${JSON.stringify(css)});`,
  ];
  for (const [name, entry] of Object.entries(libraryStylesheets)) {
    const widget = await widgetCss(await sourceGraph(join(packageDir, 'src', entry)));
    lines.push(`export const ${name} = /* @__PURE__ */ stylesheetAttacher(${JSON.stringify(widget.css)});`);
  }
  const libraryStyles = join(packageDir, 'src/ui/library-styles.ts');
  return {
    name: 's62-build-time-styles',
    // The element scripts' own stylesheet (static-styles' `attachStyles`) is not in the library.
    config: () => ({ define: { __S62_WIDGET_CSS__: '""' } }),
    load: (id) => (id === libraryStyles ? `${lines.join('\n')}\n` : null),
  };
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
      entry: { index: 'src/index.ts', 'shop/index': 'src/shop/index.ts', 'ui/twind': 'src/ui/twind.ts' },
      formats: ['es'],
    },
    rolldownOptions: {
      external: isExternal,
      output: { preserveModules: true, preserveModulesRoot: 'src', entryFileNames: '[name].js' },
    },
  },
});
