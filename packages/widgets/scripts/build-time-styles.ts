import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { libraryStylesheets } from '../src/elements/generated/library-stylesheets.ts';
import { sourceGraph, widgetCss } from './widget-css.ts';

/**
 * The React library's stylesheets generated at build time, for every build that bundles the
 * widgets' sources: the library's own (vite.config.ts) and the shop's site (site/vite.config.ts),
 * so that neither carries twind's runtime for the widgets' shadow roots.
 */

const packageDir = fileURLToPath(new URL('..', import.meta.url));

/** The widget sources whose classes the library's stylesheet covers (not tests, not the site's shop blocks). */
async function widgetSourceFiles(): Promise<string[]> {
  const entries = await readdir(join(packageDir, 'src'), { recursive: true });
  return entries
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .filter((file) => !/^(shop|test-support|custom-elements|elements)\//.test(file))
    .map((file) => join(packageDir, 'src', file));
}

/**
 * The module whose stylesheets a build replaces: this plugin with the build-time ones, the site's
 * Node prerender build with attachers that do nothing. Exported so that a build outside this
 * package names it by the package, not by a path into it.
 */
export const libraryStylesModule = join(packageDir, 'src/ui/library-styles.ts');

/**
 * twind at build time for the React components too: the library's `ui/library-styles.ts` (twind
 * at run time when read from the sources) becomes stylesheets generated at build time, attached
 * as the element scripts attach theirs (custom-elements/static-styles.ts): `attachStyles` with
 * every widget's rules, and one per widget with only the rules of the modules its component is
 * made of (scripts/widget-css.ts `sourceGraph`), each a pure call so that a consumer's bundler
 * keeps only the stylesheets of the widgets it imports. The names and each one's component
 * (`libraryStylesheets`) are generated from the element catalogue (scripts/element-files.ts).
 */
export function buildTimeStyles(): Plugin {
  let module: string | undefined;
  return {
    name: 's62-build-time-styles',
    apply: 'build',
    // The element scripts' own stylesheet (static-styles' `attachStyles`) is not in the library.
    config: () => ({ define: { __S62_WIDGET_CSS__: '""' } }),
    async buildStart() {
      const { css } = await widgetCss(await widgetSourceFiles());
      const lines = [
        "import { stylesheetAttacher } from '../custom-elements/static-styles';",
        `export const attachStyles = /* @__PURE__ */ stylesheetAttacher(${JSON.stringify(css)});`,
      ];
      for (const [name, entry] of Object.entries(libraryStylesheets)) {
        const widget = await widgetCss(await sourceGraph(join(packageDir, 'src', entry)));
        lines.push(`export const ${name} = /* @__PURE__ */ stylesheetAttacher(${JSON.stringify(widget.css)});`);
      }
      module = `${lines.join('\n')}\n`;
    },
    load: (id) => (id === libraryStylesModule ? module : null),
  };
}
