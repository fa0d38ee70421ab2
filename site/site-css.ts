import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { siteCss, sourceGraph } from '../packages/widgets/scripts/widget-css.ts';

const siteSources = fileURLToPath(new URL('./src/', import.meta.url));
const widgetSources = fileURLToPath(new URL('../packages/widgets/src/', import.meta.url));

/** The module main.tsx imports for the page's styles (twind at run time when read from the sources). */
export const siteStylesModule = join(siteSources, 'site-styles.ts');
const stylesheetId = 'virtual:s62-site.css';
const resolvedStylesheetId = `\0${stylesheetId}`;

/**
 * The sources whose classes reach the page's light DOM: the site's own modules, and the widgets'
 * modules it renders outside a shadow root (the shop blocks and what they import: dialogs,
 * field and button classes). The calculators and the contact button render in shadow roots with
 * their own stylesheets (packages/widgets/scripts/build-time-styles.ts); their classes are in
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
