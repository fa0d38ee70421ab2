import { cssom, defineConfig, mo, type Sheet, type Twind, twind } from '@twind/core';
import presetTailwindBase from '@twind/preset-tailwind/base';
import { gray, green, red } from '@twind/preset-tailwind/colors';

/**
 * The one twind configuration of the widgets: Tailwind's utilities with only the palettes
 * the widgets use (the full palette would add about 2 kB gzip to every element script).
 */
export const twindConfig = defineConfig({
  presets: [
    presetTailwindBase({
      colors: {
        transparent: 'transparent',
        current: 'currentColor',
        black: '#000',
        white: '#fff',
        gray,
        red,
        green,
        brand: { DEFAULT: '#4f46e5', dark: '#4338ca', light: '#eef2ff' },
      },
    }),
  ],
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
