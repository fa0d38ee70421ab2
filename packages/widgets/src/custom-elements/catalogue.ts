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
    // Prices read through compiled validators (no zod), plus «Заказать» with its configuration;
    // measured sizes and their history: docs/performance.md, "Element script size".
    budget: '21.5 kB',
    parts: ['card', 'button', 'button-primary', 'label', 'input', 'price', 'error'],
  },
  {
    script: 'acryl-calculator',
    element: acrylCalculatorElement,
    // As the sticker calculator (docs/performance.md, "Element script size").
    budget: '21.5 kB',
    parts: ['card', 'button', 'button-primary', 'label', 'input', 'price', 'error'],
  },
  {
    script: 'layout-picker',
    element: layoutPickerElement,
    // Recent items read through a compiled validator (no zod); docs/performance.md, "Element script size".
    budget: '20.75 kB',
    parts: ['dialog', 'button', 'button-primary', 'button-secondary', 'input', 'error'],
    // The customer's own layouts: on a partner's page the shop refuses the list
    // (docs/decisions/0053-order-carries-the-configuration-picker-shop-only.md).
    shopOnly: true,
  },
  {
    script: 'payment-card',
    element: paymentCardElement,
    // The whole order-link page (status, items, proofs, the delivery choice and «Оплатить по
    // счёту» in place: one file), its answers checked by core's compiled validators, no zod; sizes
    // and history: docs/performance.md, "Element script size".
    budget: '39 kB',
    parts: ['card', 'button', 'button-primary', 'button-secondary', 'label', 'input', 'price', 'error'],
  },
  { script: 'contact-button', element: contactButtonElement, budget: '12 kB', parts: ['button', 'button-primary'] },
];

/**
 * `dist/elements/all.js`, which defines every element of the catalogue, with core's compiled
 * validators and no zod. Sizes and history: docs/performance.md.
 */
export const allElements = { script: 'all', budget: '52.75 kB' } as const;
