// @vitest-environment node
import { describe, expect, it } from 'vitest';

/**
 * Importing the library, the element specs and the define machinery must not touch the DOM
 * or register anything: here there is no DOM at all, so any such access would throw.
 */
describe('modules without side effects', () => {
  it('import in an environment without a DOM', async () => {
    expect(typeof document).toBe('undefined');
    const library = await import('../index');
    const { elementCatalogue } = await import('./catalogue');
    const { defineElement } = await import('./define-element');
    const { libraryEnvironment } = await import('../ui/library-environment');
    const specs = await Promise.all(
      elementCatalogue.map(async ({ script }) => Object.values(await import(`../${script}/element.ts`))),
    );
    expect(typeof library.StickerCalculator).toBe('function');
    expect(elementCatalogue).toHaveLength(5);
    // Without customElements, defining is a no-op rather than an error.
    for (const spec of specs.flat()) defineElement(spec as Parameters<typeof defineElement>[0], libraryEnvironment);
  });
});
