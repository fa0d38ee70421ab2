import { cssom, mo, type Sheet, type Twind, twind } from '@twind/core';
import { widgetTwindConfig } from './widget-theme';

export { twindConfig } from './widget-theme';

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
 * The configuration is the element scripts' own (ui/widget-theme.ts): same reset, px sizes
 * and theme, so a React component and its element look alike on any page.
 */
function sharedStyles(): SharedStyles {
  if (!shared) {
    const sheet = cssom(new CSSStyleSheet());
    const tw = twind(widgetTwindConfig, sheet) as unknown as Twind;
    shared = { tw, sheet, observer: mo(tw) };
  }
  return shared;
}

/**
 * Styles a shadow root: adopts the shared sheet and starts generating rules for the class
 * names that appear inside it. Nothing is added to the host document, and the host page's
 * styles do not reach in (only inherited properties such as font cross a shadow boundary,
 * and the host pins those: ui/widget-theme.ts).
 */
export function attachStyles(root: ShadowRoot): void {
  const { sheet, observer } = sharedStyles();
  if (!root.adoptedStyleSheets.includes(sheet.target)) {
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet.target];
  }
  observer.observe(root);
}
