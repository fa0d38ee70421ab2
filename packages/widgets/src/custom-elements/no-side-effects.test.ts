// @vitest-environment node
import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Importing the library, the element specs and the define machinery must not touch the DOM
 * or register anything: here there is no DOM at all, so any such access would throw.
 */
describe('modules without side effects', () => {
  it('import in an environment without a DOM', async () => {
    expect(typeof document).toBe('undefined');
    const library = await import('../index');
    const { elementCatalogue } = await import('../elements/catalogue');
    const { defineElement } = await import('./define-element');
    const { libraryEnvironment } = await import('../ui/library-environment');
    const specs = await Promise.all(
      elementCatalogue.map(async ({ script }) => Object.values(await import(`../${script}/element.ts`))),
    );
    expect(typeof library.StickerCalculator).toBe('function');
    // Every widget folder with an `element.ts` is in the catalogue (which imported each above).
    const sources = fileURLToPath(new URL('..', import.meta.url));
    const elementFolders = readdirSync(sources).filter((folder) => existsSync(`${sources}${folder}/element.ts`));
    expect(elementCatalogue.map(({ script }) => script).sort()).toEqual(elementFolders.sort());
    // Without customElements, defining is a no-op rather than an error.
    for (const spec of specs.flat()) defineElement(spec as Parameters<typeof defineElement>[0], libraryEnvironment);
  });
});
