import { acrylCalculatorElement } from '../acryl-calculator/element';
import { contactButtonElement } from '../contact-button/element';
import type { AnyElementSpec } from '../custom-elements/element-spec';
import type { PartName } from '../custom-elements/part-descriptions';
import { layoutPickerElement } from '../layout-picker/element';
import { paymentCardElement } from '../payment-card/element';
import { stickerCalculatorElement } from '../sticker-calculator/element';

/** A part of a React component loaded on demand: its chunk, `.lazy-<chunk>.js`, measured apart. */
export interface LazyPart {
  name: string;
  chunk: string;
  budget: `${number} kB`;
}

/**
 * The React component as the library exports it (src/library-widgets.ts), and what it may add
 * to a consumer's production bundle beyond React and React DOM (gzip), measured on the bundles
 * scripts/build-react-bundles.ts makes from the built library. Each budget is the last
 * measurement plus a quarter to half a kB, so growth is a decision; the measurements and their
 * history: docs/performance.md, "React components". A component with parts loaded on demand is
 * measured with the chunk its page loads first (`.shared-`), each part apart.
 */
export interface ReactBudget {
  component: string;
  budget: `${number} kB`;
  lazyParts?: readonly LazyPart[];
}

/** Core's token refresh and cross-tab lock, loaded on the first 401 that needs a refresh. */
const tokenRefreshPart: LazyPart = {
  name: 'token refresh (loaded on a 401)',
  chunk: 'token-refresh',
  budget: '1.25 kB',
};

/** The buyer's layout on the product (item card, checkout, order-link page), loaded when an item has one. */
const itemPicturePart: LazyPart = {
  name: 'layout on the product (loaded on demand)',
  chunk: 'ItemPicture',
  budget: '6 kB',
};

/** The `::part`s of both calculators: one form of fields, a price and «Заказать». */
const calculatorParts: readonly PartName[] = ['card', 'button', 'button-primary', 'label', 'input', 'price', 'error'];

/**
 * A part an element script loads on demand: its chunk, `dist/elements/chunks/<script>-<chunk>.<hash>.js`
 * (scripts/element-chunks.ts), measured apart from the script's first load.
 */
export interface ElementChunk {
  name: string;
  /** The chunk's name in the file, e.g. `order-delivery`. */
  chunk: string;
  budget: `${number} kB`;
}

/** One custom element: its spec and its script, `dist/elements/<script>.js`, with a gzip budget. */
export interface CatalogueEntry {
  /** The widget's folder, `src/<script>/`, whose `element.ts` exports the spec. */
  script: string;
  element: AnyElementSpec;
  /** The size-limit budget of the script (everything its first load runs), gzip. */
  budget: `${number} kB`;
  /** The parts the script loads on demand, each with its budget. */
  chunks?: readonly ElementChunk[];
  /** The `::part`s its widget exposes (ui/parts.ts), for the manifest's `cssParts`. */
  parts: readonly PartName[];
  /** The React component and its budgets (`.size-limit.json`). */
  react: ReactBudget;
  /** Its column in the README's "Where the bytes go" (scripts/bytes-table.ts). */
  column: string;
  /**
   * Its iframe page `/embed/<script>` (the server answers 404 for a script without one) and its
   * option in the builder `/partners`: the name a partner reads (the page's title, in Russian),
   * and the frame's starting height in px, close to the widget's own, so the page hardly moves
   * when the frame reports its real height (the floating contact button and the picker's dialog
   * take no room: their frames keep it). Generated into core's `texts/generated/embeddable-widgets.ts`.
   */
  embed: { name: string; frameHeight: number };
  /**
   * Works only on the shop's own site: it needs the signed-in customer, whose session the shop
   * honours only on its origin. Left out of the builder `/partners` (core `partnerWidgets`).
   */
  shopOnly?: true;
}

/**
 * Every custom element, in the order of the manifest and the tables: the only list of them.
 * Adding an element is its folder (component and `element.ts`), an entry here and its part of
 * the README (the recipe: README, "Where things live, and adding an element");
 * `npm run generate:elements` (run by the build) writes the rest (scripts/element-files.ts): the
 * entry scripts (in memory), package.json's exports, the size budgets (element and React),
 * `custom-elements.json`, the DOM types and the JSX typings, the React library's components
 * (`src/library-widgets.ts`) and their stylesheets (`src/ui/library-styles.ts`), and core's
 * lists of the embeddable and partner widgets.
 */
export const elementCatalogue: readonly CatalogueEntry[] = [
  {
    script: 'sticker-calculator',
    column: 'sticker',
    embed: { name: 'Калькулятор стикеров', frameHeight: 620 },
    element: stickerCalculatorElement,
    // Prices read through compiled validators (no zod), plus «Заказать» with its configuration;
    // the token refresh loads on a 401 (a chunk). Issue 33's goal; measured sizes and their
    // history: docs/performance.md, "Element script size".
    budget: '20 kB',
    parts: calculatorParts,
    react: {
      // No token refresh: a calculator reads its lookups with core's lookup client, which has none
      // (docs/decisions/0173-calculators-read-lookups-without-a-session.md).
      component: 'StickerCalculator',
      budget: '15 kB',
      lazyParts: [
        // The film, lamination and cutting pictures and the sheet in its film, loaded when shown.
        { name: 'product pictures (loaded on demand)', chunk: 'calculator-pictures', budget: '3.25 kB' },
      ],
    },
  },
  {
    script: 'acryl-calculator',
    column: 'acryl',
    embed: { name: 'Калькулятор акрила', frameHeight: 760 },
    element: acrylCalculatorElement,
    // As the sticker calculator (docs/performance.md, "Element script size").
    budget: '20 kB',
    parts: calculatorParts,
    react: { component: 'AcrylCalculator', budget: '14.75 kB' },
  },
  {
    script: 'layout-picker',
    column: 'picker',
    embed: { name: 'Выбор макетов для повтора', frameHeight: 640 },
    element: layoutPickerElement,
    // Recent items read through a compiled validator (no zod); docs/performance.md, "Element script size".
    budget: '20.5 kB',
    parts: ['dialog', 'button', 'button-primary', 'button-secondary', 'input', 'error'],
    react: { component: 'LayoutPicker', budget: '15.25 kB', lazyParts: [tokenRefreshPart] },
    // The customer's own layouts: on a partner's page the shop refuses the list
    // (docs/decisions/0053-order-carries-the-configuration-picker-shop-only.md).
    shopOnly: true,
  },
  {
    script: 'payment-card',
    column: 'payment',
    embed: { name: 'Карточка оплаты заказа', frameHeight: 520 },
    element: paymentCardElement,
    // The order-link page's first load (status, items, proofs, payment), its answers checked by
    // core's compiled validators, no zod; the delivery choice and «Оплатить по счёту» load on
    // demand as chunks whose integrity the script carries (docs/decisions/0185). Issue 33's goal;
    // sizes and history: docs/performance.md, "Element script size".
    budget: '32 kB',
    chunks: [
      { name: 'delivery choice (loaded on demand)', chunk: 'order-delivery', budget: '9.75 kB' },
      { name: 'invoice (loaded on demand)', chunk: 'order-link-invoice', budget: '3.5 kB' },
      { name: 'token refresh (loaded on a 401)', chunk: 'token-refresh', budget: '1.25 kB' },
    ],
    parts: ['card', 'button', 'button-primary', 'button-secondary', 'label', 'input', 'price', 'error'],
    react: {
      component: 'PaymentCard',
      // Measured with the chunks it shares with its delivery choice and parcel; its answers are
      // checked by core's compiled validators (no zod); the checkout's texts go with the delivery
      // choice since core's delivery rules have a module of their own (decision 0186).
      budget: '32.5 kB',
      lazyParts: [
        // The order-link page's delivery choice (CDEK finder, tariffs, Russian Post, pickup),
        // loaded when a delivery is open.
        { name: 'delivery choice (React, loaded on demand)', chunk: 'OrderDelivery', budget: '12 kB' },
        // A sent order's parcel: the track's link and its statuses, loaded when the order has a track.
        { name: 'parcel (loaded on demand)', chunk: 'ParcelTracking', budget: '2.75 kB' },
        // «Оплатить по счёту» (issue 34): the invoice to download, or a company to issue it to,
        // loaded when the visitor presses the button.
        { name: 'invoice (loaded on demand)', chunk: 'OrderLinkInvoice', budget: '5.5 kB' },
        itemPicturePart,
        tokenRefreshPart,
      ],
    },
  },
  {
    script: 'contact-button',
    column: 'contact',
    embed: { name: 'Кнопка «Свяжитесь с нами»', frameHeight: 96 },
    element: contactButtonElement,
    budget: '12 kB',
    parts: ['button', 'button-primary'],
    react: { component: 'ContactButton', budget: '3.25 kB' },
  },
];

/**
 * `dist/elements/all.js`, which defines every element of the catalogue, with core's compiled
 * validators and no zod; its first load, the order-link page's parts loading on demand as the
 * payment card's do. Issue 33's goal; sizes and history: docs/performance.md.
 */
export const allElements = { script: 'all', budget: '45 kB' } as const;
