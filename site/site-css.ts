import { readdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { siteCss, sourceGraph } from '@stickers62/widgets/widget-css';
import type { Plugin } from 'vite';

const siteSources = fileURLToPath(new URL('./src/', import.meta.url));
/** The widgets' sources, found through the package (its exported package.json), not a path out of the site. */
const widgetSources = join(dirname(createRequire(import.meta.url).resolve('@stickers62/widgets/package.json')), 'src');

/** The module main.tsx imports for the page's styles (twind at run time when read from the sources). */
export const siteStylesModule = join(siteSources, 'site-styles.ts');
const stylesheetId = 'virtual:s62-site.css';
const resolvedStylesheetId = `\0${stylesheetId}`;

/**
 * The sources whose classes reach the page's light DOM: the site's own modules, and the widgets'
 * modules it renders outside a shadow root (the shop blocks and what they import: dialogs,
 * field and button classes). The calculators and the contact button render in shadow roots with
 * their own stylesheets (`@stickers62/widgets/build-time-styles`); their classes are in
 * the widgets' graph too and only cost their rules' bytes here.
 */
export async function siteSourceFiles(): Promise<string[]> {
  const own = (await readdir(siteSources, { recursive: true }))
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => join(siteSources, file));
  const widgets = [
    ...(await sourceGraph(join(widgetSources, 'index.ts'))),
    ...(await sourceGraph(join(widgetSources, 'shop/index.ts'))),
  ];
  return [...new Set([...own, ...widgets])].sort();
}

/**
 * twind at build time for the site's page
 * (docs/decisions/0020-site-css-at-build-time.md): the
 * rules of every class written in the site's light-DOM sources, with the same configuration the
 * dev server uses at run time, become one stylesheet of the build; `site-styles.ts` is loaded
 * as its import, so neither twind nor the class compilation reaches the visitor.
 */
export function siteStyles(): Plugin {
  return {
    name: 's62-site-styles',
    apply: 'build',
    resolveId: (id) => (id === stylesheetId ? resolvedStylesheetId : null),
    async load(id) {
      if (id === siteStylesModule) return `import '${stylesheetId}';\n`;
      if (id !== resolvedStylesheetId) return null;
      const files = await siteSourceFiles();
      for (const file of files) this.addWatchFile(file);
      return (await siteCss(files)).css;
    },
  };
}
