import { acrylCalculatorElement } from '../acryl-calculator/element';
import { contactButtonElement } from '../contact-button/element';
import { layoutPickerElement } from '../layout-picker/element';
import { paymentCardElement } from '../payment-card/element';
import { stickerCalculatorElement } from '../sticker-calculator/element';
import type { AnyElementSpec } from './element-spec';

/** One custom element: its spec and its script, `dist/elements/<script>.js`, with a gzip budget. */
export interface CatalogueEntry {
  /** The widget's folder, `src/<script>/`, whose `element.ts` exports the spec. */
  script: string;
  element: AnyElementSpec;
  /** The size-limit budget of the script, gzip. */
  budget: `${number} kB`;
}

/**
 * Every custom element, in the order of the manifest and the tables. Adding an element is its
 * folder (component and `element.ts`) and an entry here; `npm run generate:elements` (run by
 * the build) writes the rest: the entry scripts (in memory), package.json's exports, the size
 * budgets, `custom-elements.json`, the DOM types and the JSX typings (scripts/element-files.ts).
 */
export const elementCatalogue: readonly CatalogueEntry[] = [
  { script: 'sticker-calculator', element: stickerCalculatorElement, budget: '26 kB' },
  { script: 'acryl-calculator', element: acrylCalculatorElement, budget: '25 kB' },
  { script: 'layout-picker', element: layoutPickerElement, budget: '26 kB' },
  { script: 'payment-card', element: paymentCardElement, budget: '29 kB' },
  { script: 'contact-button', element: contactButtonElement, budget: '12 kB' },
];

/** `dist/elements/all.js`, which defines every element of the catalogue. */
export const allElements = { script: 'all', budget: '40 kB' } as const;
