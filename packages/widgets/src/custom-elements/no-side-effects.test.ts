// @vitest-environment node
import { describe, expect, it } from 'vitest';

/**
 * Importing the library, the element specs and the define functions must not touch the DOM
 * or register anything: here there is no DOM at all, so any such access would throw.
 */
describe('modules without side effects', () => {
  it('import in an environment without a DOM', async () => {
    expect(typeof document).toBe('undefined');
    const library = await import('../index');
    const catalogue = await import('./catalogue');
    const defines = await Promise.all([
      import('../sticker-calculator/define'),
      import('../acryl-calculator/define'),
      import('../layout-picker/define'),
      import('../payment-card/define'),
      import('../contact-button/define'),
    ]);
    expect(typeof library.StickerCalculator).toBe('function');
    expect(catalogue.elementCatalogue).toHaveLength(5);
    // Without customElements, defining is a no-op rather than an error.
    for (const module of defines) for (const define of Object.values(module)) (define as () => void)();
  });
});
