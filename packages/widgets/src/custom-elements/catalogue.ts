import { acrylCalculatorElement } from '../acryl-calculator/element';
import { contactButtonElement } from '../contact-button/element';
import { layoutPickerElement } from '../layout-picker/element';
import { paymentCardElement } from '../payment-card/element';
import { stickerCalculatorElement } from '../sticker-calculator/element';
import type { AnyElementSpec } from './element-spec';
import type { PartName } from './part-descriptions';

/** One custom element: its spec and its script, `dist/elements/<script>.js`, with a gzip budget. */
export interface CatalogueEntry {
  /** The widget's folder, `src/<script>/`, whose `element.ts` exports the spec. */
  script: string;
  element: AnyElementSpec;
  /** The size-limit budget of the script, gzip. */
  budget: `${number} kB`;
  /** The `::part`s its widget exposes (ui/parts.ts), for the manifest's `cssParts`. */
  parts: readonly PartName[];
}

/**
 * Every custom element, in the order of the manifest and the tables. Adding an element is its
 * folder (component and `element.ts`) and an entry here; `npm run generate:elements` (run by
 * the build) writes the rest: the entry scripts (in memory), package.json's exports, the size
 * budgets, `custom-elements.json`, the DOM types and the JSX typings (scripts/element-files.ts).
 */
export const elementCatalogue: readonly CatalogueEntry[] = [
  {
    script: 'sticker-calculator',
    element: stickerCalculatorElement,
    // 25 kB until the sheet-fit preview, the reasons of an unpriced quote and the theme (docs/decisions.md).
    budget: '27 kB',
    parts: ['card', 'button', 'button-primary', 'label', 'input', 'price', 'error'],
  },
  {
    script: 'acryl-calculator',
    element: acrylCalculatorElement,
    // 25 kB until the reasons of an unpriced quote (+1 kB), then the theme, the top-layer dialogs,
    // «Повторить» and the Russian console line (+0.6 kB).
    budget: '26.5 kB',
    parts: ['card', 'button', 'button-primary', 'label', 'input', 'price', 'error'],
  },
  {
    script: 'layout-picker',
    element: layoutPickerElement,
    budget: '26 kB',
    parts: ['dialog', 'button', 'button-primary', 'button-secondary', 'input', 'error'],
  },
  {
    script: 'payment-card',
    element: paymentCardElement,
    // 25 kB until it grew into the order-link page (status, items, the proof to approve: +5 kB).
    // The order-link page's delivery choice (CDEK finder, tariffs, receiver) in place: 29.2 → 37.51 kB.
    budget: '38 kB',
    parts: ['card', 'button', 'button-primary', 'button-secondary', 'label', 'input', 'price', 'error'],
  },
  { script: 'contact-button', element: contactButtonElement, budget: '12 kB', parts: ['button', 'button-primary'] },
];

/** `dist/elements/all.js`, which defines every element of the catalogue. */
export const allElements = { script: 'all', budget: '50 kB' } as const;
