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
    // 26.59 kB until the answers were checked by validators compiled from the contract instead of
    // zod, and uploads carried their own XMLHttpRequest exchange: 21.28 kB (docs/performance.md).
    budget: '21.75 kB',
    parts: ['card', 'button', 'button-primary', 'label', 'input', 'price', 'error'],
  },
  {
    script: 'acryl-calculator',
    element: acrylCalculatorElement,
    // 26.19 kB until the compiled answer validators (no zod) and the upload exchange apart: 20.85 kB.
    // 21.27 kB once the class extractor found the classes inside template expressions.
    budget: '21.5 kB',
    parts: ['card', 'button', 'button-primary', 'label', 'input', 'price', 'error'],
  },
  {
    script: 'layout-picker',
    element: layoutPickerElement,
    // 25.61 kB until the recent items were checked by a compiled validator (no zod): 20.25 kB.
    budget: '20.75 kB',
    parts: ['dialog', 'button', 'button-primary', 'button-secondary', 'input', 'error'],
  },
  {
    script: 'payment-card',
    element: paymentCardElement,
    // 25 kB until it grew into the order-link page (status, items, the proof to approve: +5 kB).
    // The order-link page's delivery choice (CDEK finder, tariffs, receiver) in place: 29.2 → 37.51 kB.
    // 38.12 kB once the class extractor found the classes inside template expressions; 38.57 kB
    // when the delivery choice offered Russian Post and pickup beside CDEK, as the checkout does;
    // 39.03 kB when it said why an order with unpriced items cannot be paid (the rule and texts);
    // 39.3 kB with proofs answered item by item (the approval rule, an open round each).
    budget: '39.5 kB',
    parts: ['card', 'button', 'button-primary', 'button-secondary', 'label', 'input', 'price', 'error'],
  },
  { script: 'contact-button', element: contactButtonElement, budget: '12 kB', parts: ['button', 'button-primary'] },
];

/**
 * `dist/elements/all.js`, which defines every element of the catalogue. 49.73 → 50.48 kB with the
 * compiled answer validators: the payment card still reads its answers with zod, so this script
 * carries both (docs/performance.md); 51.11 kB once the class extractor found the classes inside
 * template expressions; 52.17 kB when the payment card said why an order with unpriced items
 * cannot be paid; 52.43 kB with proofs answered item by item.
 */
export const allElements = { script: 'all', budget: '52.5 kB' } as const;
