/**
 * What each React component may add to a consumer's production bundle beyond React and React
 * DOM (gzip), measured on the bundles scripts/build-react-bundles.ts makes from the built library.
 * Each budget is the last measurement plus a quarter to half a kB, so growth is a decision; the
 * measurements and their history: docs/performance.md, "React components".
 *
 * A component with parts loaded on demand is measured with the chunk its page loads first
 * (`.shared-`), each part apart (`chunk`: the part's chunk name, `.lazy-<chunk>.js`).
 */

/** Core's token refresh and cross-tab lock, loaded on the first 401 that needs a refresh. */
const tokenRefreshPart = {
  name: 'token refresh (loaded on a 401)',
  chunk: 'token-refresh',
  budget: '1.25 kB',
} as const;

/** The buyer's layout on the product (item card, checkout, order-link page), loaded when an item has one. */
const itemPicturePart = {
  name: 'layout on the product (loaded on demand)',
  chunk: 'ItemPicture',
  budget: '6 kB',
} as const;

export const reactComponentBudgets = [
  {
    component: 'StickerCalculator',
    budget: '15.5 kB',
    lazyParts: [
      // The film, lamination and cutting pictures and the sheet in its film, loaded when shown.
      { name: 'product pictures (loaded on demand)', chunk: 'calculator-pictures', budget: '3.25 kB' },
      tokenRefreshPart,
    ],
  },
  { component: 'AcrylCalculator', budget: '15.25 kB', lazyParts: [tokenRefreshPart] },
  { component: 'LayoutPicker', budget: '15.25 kB', lazyParts: [tokenRefreshPart] },
  {
    component: 'PaymentCard',
    // Measured with the chunks it shares with its delivery choice and parcel; its answers are
    // checked by core's compiled validators (no zod). Over issue 33's goal (32 kB):
    // docs/performance.md says what is left.
    budget: '34 kB',
    lazyParts: [
      // The order-link page's delivery choice (CDEK finder, tariffs, Russian Post, pickup),
      // loaded when a delivery is open.
      { name: 'delivery choice (React, loaded on demand)', chunk: 'OrderDelivery', budget: '9.25 kB' },
      // A sent order's parcel: the track's link and its statuses, loaded when the order has a track.
      { name: 'parcel (loaded on demand)', chunk: 'ParcelTracking', budget: '2.75 kB' },
      // «Оплатить по счёту» (issue 34): the invoice to download, or a company to issue it to,
      // loaded when the visitor presses the button.
      { name: 'invoice (loaded on demand)', chunk: 'OrderLinkInvoice', budget: '5.5 kB' },
      itemPicturePart,
      tokenRefreshPart,
    ],
  },
  { component: 'ContactButton', budget: '3.25 kB' },
] as const;
