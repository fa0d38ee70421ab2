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
  /**
   * Works only on the shop's own site: it needs the signed-in customer, whose session the shop
   * honours only on its origin. Left out of the builder `/partners` (core `partnerWidgets`).
   */
  shopOnly?: true;
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
    // «Заказать» carrying the configuration (the address writer, the cancelable s62-order, the
    // new tab on another origin): +0.46 kB, 21.59 → 22.05 kB.
    budget: '22.25 kB',
    parts: ['card', 'button', 'button-primary', 'label', 'input', 'price', 'error'],
  },
  {
    script: 'acryl-calculator',
    element: acrylCalculatorElement,
    // 26.19 kB until the compiled answer validators (no zod) and the upload exchange apart: 20.85 kB.
    // 21.27 kB once the class extractor found the classes inside template expressions.
    // «Заказать» carrying the configuration: +0.46 kB, 21.48 → 21.94 kB.
    budget: '22 kB',
    parts: ['card', 'button', 'button-primary', 'label', 'input', 'price', 'error'],
  },
  {
    script: 'layout-picker',
    element: layoutPickerElement,
    // 25.61 kB until the recent items were checked by a compiled validator (no zod): 20.25 kB.
    budget: '20.75 kB',
    parts: ['dialog', 'button', 'button-primary', 'button-secondary', 'input', 'error'],
    // The customer's own layouts: on a partner's page the shop refuses the list
    // (docs/decisions/0053-order-carries-the-configuration-picker-shop-only.md).
    shopOnly: true,
  },
  {
    script: 'payment-card',
    element: paymentCardElement,
    // 25 kB until it grew into the order-link page (status, items, the proof to approve: +5 kB).
    // The order-link page's delivery choice (CDEK finder, tariffs, receiver) in place: 29.2 → 37.51 kB.
    // 38.12 kB once the class extractor found the classes inside template expressions; 38.57 kB
    // when the delivery choice offered Russian Post and pickup beside CDEK, as the checkout does;
    // 39.03 kB when it said why an order with unpriced items cannot be paid (the rule and texts);
    // 39.3 kB with proofs answered item by item (the approval rule, an open round each); 39.76 kB
    // with the refund note and checks that read the order again after a refund, and typed-text
    // checks of the receiver's name (issues 26 and 33; issue 33's goal of 32 kB is still open).
    budget: '40 kB',
    parts: ['card', 'button', 'button-primary', 'button-secondary', 'label', 'input', 'price', 'error'],
  },
  { script: 'contact-button', element: contactButtonElement, budget: '12 kB', parts: ['button', 'button-primary'] },
];

/**
 * `dist/elements/all.js`, which defines every element of the catalogue. 49.73 → 50.48 kB with the
 * compiled answer validators: the payment card still reads its answers with zod, so this script
 * carries both (docs/performance.md); 51.11 kB once the class extractor found the classes inside
 * template expressions; 52.17 kB when the payment card said why an order with unpriced items
 * cannot be paid; 52.43 kB with proofs answered item by item; +0.56 kB with «Заказать» carrying
 * the configuration (52.95 → 53.51 kB in a tree whose payment card had grown 0.4 kB besides).
 */
export const allElements = { script: 'all', budget: '53.75 kB' } as const;
