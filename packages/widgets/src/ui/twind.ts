import { cssom, defineConfig, mo, type Sheet, type Twind, twind } from '@twind/core';
import presetTailwind from '@twind/preset-tailwind';

/** The shop's own colour, beside Tailwind's palettes. */
export const brandColors = { DEFAULT: '#4f46e5', dark: '#4338ca', light: '#eef2ff' };

/**
 * The twind configuration of the React components (and of the site, which styles its page
 * with it): Tailwind's utilities and preflight plus the brand colour. The element scripts
 * carry CSS generated from the same utilities at build time (scripts/widget-css.ts).
 */
export const twindConfig = defineConfig({
  presets: [presetTailwind()],
  theme: { extend: { colors: { brand: brandColors } } },
});
interface SharedStyles {
  tw: Twind;
  sheet: Sheet<CSSStyleSheet>;
  observer: ReturnType<typeof mo>;
}

let shared: SharedStyles | undefined;

/**
 * One constructable stylesheet and one mutation observer for every widget on the page,
 * created on first use rather than on import (importing a module must not touch the DOM).
 * Every shadow root adopts the same sheet, so a class used by two widgets becomes one rule.
 */
function sharedStyles(): SharedStyles {
  if (!shared) {
    const sheet = cssom(new CSSStyleSheet());
    const tw = twind(twindConfig, sheet) as unknown as Twind;
    shared = { tw, sheet, observer: mo(tw) };
  }
  return shared;
}

/**
 * Styles a shadow root: adopts the shared sheet and starts generating rules for the class
 * names that appear inside it. Nothing is added to the host document, and the host page's
 * styles do not reach in (only inherited properties such as font cross a shadow boundary).
 */
export function attachStyles(root: ShadowRoot): void {
  const { sheet, observer } = sharedStyles();
  if (!root.adoptedStyleSheets.includes(sheet.target)) {
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet.target];
  }
  observer.observe(root);
}
