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
        sourceMap: output.map ? { content: output.map.toString(), asObject: true } : false,
      });
      if (result.code === undefined) throw new Error(`terser returned no code for ${output.fileName}`);
      output.code = result.code;
      if (output.map && result.map && typeof result.map === 'object') {
        const { mappings, names, sources } = result.map;
        Object.assign(output.map, { mappings, names, sources });
      }
    }
  },
};
