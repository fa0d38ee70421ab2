/**
 * A second minifier pass, terser after rolldown's own (oxc). Terser hoists the properties of a
 * module-level object that is only ever read as `object.name` into separate variables and drops
 * the ones nothing reads (its `hoist_props`, with `reduce_vars`); oxc keeps such an object whole.
 * That is what the texts catalogue needs: a script that shows three texts of `adminTexts` no
 * longer carries the other sixty. Measured on the element scripts: 1 to 2.6 kB gzip less each,
 * most of it from `hoist_props` (README, "Where the bytes go").
 *
 * The source map is carried through, so the byte report still attributes every byte.
 */
import { minify } from 'terser';
import type { Plugin } from 'vite';

export const terserPass: Plugin = {
  name: 's62-terser-pass',
  async generateBundle(_options, bundle) {
    for (const output of Object.values(bundle)) {
      if (output.type !== 'chunk') continue;
      const result = await minify(output.code, {
        module: true,
        ecma: 2020,
        // A third pass still finds properties to hoist that the second one freed; more do not.
        compress: { passes: 3 },
        mangle: true,
        // Licence comments stay, as with oxc.
        format: { comments: 'some' },
        sourceMap: output.map ? { content: output.map.toString(), asObject: true, includeSources: true } : false,
      });
      if (result.code === undefined) throw new Error(`terser returned no code for ${output.fileName}`);
      output.code = result.code;
      if (output.map && result.map && typeof result.map === 'object') {
        // Terser leaves out a source none of whose code remains (a module it inlined whole): the
        // contents and the ignore list, which index the sources, follow the new list.
        const { mappings, names, sources, sourcesContent } = result.map;
        const ignored = new Set<string | null | undefined>(
          (output.map.x_google_ignoreList ?? []).map((index) => output.map?.sources[index]),
        );
        const x_google_ignoreList = sources.flatMap((source, index) => (ignored.has(source) ? [index] : []));
        Object.assign(output.map, { mappings, names, sources, sourcesContent, x_google_ignoreList });
      }
    }
  },
};
