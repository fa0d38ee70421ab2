// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { build, defaultClientConditions } from 'vite';
import { describe, expect, it } from 'vitest';
import { workspaceSources } from '../../../../workspace-sources.ts';
import { elementResolve } from '../../scripts/element-condition.ts';
import { packageDir } from '../../scripts/element-files.ts';

/**
 * Each module name, and the file an element script and the React library get for it. The
 * order-link page's delivery choice and invoice load on demand in both (the element scripts'
 * chunks carry their integrity: scripts/element-chunks.ts), so their names lead to the same module.
 */
const modules = {
  '#style-scope': { element: 'src/ui/StyleScope.element.ts', library: 'src/ui/StyleScope.tsx' },
  '#order-delivery-part': {
    element: 'src/delivery/order-delivery-part.ts',
    library: 'src/delivery/order-delivery-part.ts',
  },
  '#order-link-invoice-part': {
    element: 'src/payment-card/order-link-invoice-part.ts',
    library: 'src/payment-card/order-link-invoice-part.ts',
  },
  '#parcel-part': { element: 'src/parcel/parcel-part.element.tsx', library: 'src/parcel/parcel-part.ts' },
  '#pictures-part': { element: 'src/pictures/part.element.tsx', library: 'src/pictures/part.tsx' },
  '#item-pictures-part': { element: 'src/pictures/part.element.tsx', library: 'src/pictures/item-part.tsx' },
} as const;
const coreClient = join(packageDir, '../core/src/api/client.ts');

/**
 * What each name resolves to, imported from `importer` (which need not exist), in a Vite build
 * with `resolve` and the workspace's source condition, as the element build and the site have.
 */
async function resolvedFrom(
  importer: string,
  resolve: { conditions: string[] },
): Promise<Record<string, string | undefined>> {
  const found: Record<string, string | undefined> = {};
  await build({
    configFile: false,
    root: packageDir,
    logLevel: 'silent',
    resolve,
    plugins: [
      workspaceSources(),
      {
        name: 'probe',
        resolveId: (source) => (source === 'probe-entry' ? '\0probe-entry' : null),
        async load(id) {
          if (id !== '\0probe-entry') return null;
          for (const name of Object.keys(modules)) found[name] = (await this.resolve(name, importer))?.id;
          found['#token-refresh'] = (await this.resolve('#token-refresh', coreClient))?.id;
          return 'export {};';
        },
      },
    ],
    build: { write: false, rolldownOptions: { input: 'probe-entry' } },
  });
  return found;
}

/** A widget one folder deeper than any today, and one at the top of `src/`. */
const importers = ['src/shop/a-new-screen/parts/Widget.tsx', 'src/Widget.tsx'].map((path) => join(packageDir, path));

describe('the modules that differ in an element script', () => {
  it.each(importers)('are the .element files under the element build’s resolve, imported from %s', async (importer) => {
    const found = await resolvedFrom(importer, elementResolve);
    for (const [name, { element }] of Object.entries(modules))
      expect(found[name], name).toBe(join(packageDir, element));
    // Loaded on a 401 in the element scripts too, as a chunk.
    expect(found['#token-refresh']).toBe(join(packageDir, '../core/src/api/token-refresh-loader.ts'));
  });

  it.each(importers)(
    'are the React library’s modules without the element condition, imported from %s',
    async (importer) => {
      const found = await resolvedFrom(importer, { conditions: [...defaultClientConditions] });
      for (const [name, { library }] of Object.entries(modules))
        expect(found[name], name).toBe(join(packageDir, library));
      expect(found['#token-refresh']).toBe(join(packageDir, '../core/src/api/token-refresh-loader.ts'));
    },
  );

  // The library's public entry names the React module (its declaration files must not carry a
  // `#` name, which points into the unpublished sources); no element script bundles it.
  const publicEntry = 'index.ts';

  it('are imported by their `#` name only: a relative import would miss the element build’s choice', () => {
    const swapped = new Set(Object.values(modules).flatMap(({ element, library }) => [element, library]));
    const strip = (path: string) => path.replace(/\.tsx?$/, '');
    const swappedStems = new Set([...swapped].map(strip));
    const offenders: string[] = [];
    for (const file of readdirSync(join(packageDir, 'src'), { recursive: true }) as string[]) {
      if (!/\.tsx?$/.test(file) || file === publicEntry) continue;
      const path = join(packageDir, 'src', file);
      for (const match of readFileSync(path, 'utf8').matchAll(/(?:from\s+|import\s*\(\s*)['"](\.{1,2}\/[^'"]+)['"]/g)) {
        const target = relative(packageDir, join(dirname(path), match[1] as string));
        if (swappedStems.has(strip(target))) offenders.push(`src/${file} → ${match[1]}`);
      }
    }
    expect(offenders).toEqual([]);
  });
});
