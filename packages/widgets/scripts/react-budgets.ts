/**
 * What each React component may add to a consumer's production bundle beyond React and React
 * DOM (gzip), measured on the bundles scripts/build-react-bundles.ts makes from the built library.
 * Lowered to what was measured plus a quarter to half a kB when each widget got only its own
 * stylesheet and environment parts (docs/performance.md, «React components»), again when the
 * calculators and the picker read their answers with validators compiled from the contract
 * instead of zod and uploads took their XMLHttpRequest exchange apart (22.21 → 16.39 kB for the
 * sticker calculator), and once more when core's client loaded its token refresh on demand and
 * each calculator took only its own texts (16.39 → 15.46 kB), and again when each calculator got
 * only the lookup stores it reads (no acrylic price validator in the sticker calculator) and the
 * rules took the contract's constants from a zod-free module (15.46 → 14.9 kB). The build-time
 * class extractor then found classes it had missed inside template expressions (their rules now
 * ship): 14.9 → 15.08 kB; the sticker calculator then took only the no-price texts of the two
 * reasons its quote can meet (15.08 → 14.79 kB, docs/performance.md).
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

export const reactComponentBudgets = [
  // «Заказать» carrying the configuration to the cart: 15.16 and 15.02 kB.
  { component: 'StickerCalculator', budget: '15.5 kB', lazyParts: [tokenRefreshPart] },
  { component: 'AcrylCalculator', budget: '15.25 kB', lazyParts: [tokenRefreshPart] },
  // 15.02 kB once the item form's number fields kept what was typed (issue 30).
  { component: 'LayoutPicker', budget: '15.25 kB', lazyParts: [tokenRefreshPart] },
  {
    component: 'PaymentCard',
    // With the chunk it shares with its delivery choice: 34.38 kB after both the per-widget
    // environment (−6.9 kB) and the delivery choice (+6.4 kB) landed (docs/performance.md);
    // 34.18 kB once uploads took their XMLHttpRequest exchange apart (it still reads with zod);
    // 34.88 kB with proofs answered item by item (the approval rule, an open round each); 35.56 kB
    // with the refund note, the refund-aware checks, the typed-text rule and 'use client' markers.
    budget: '35.75 kB',
    lazyParts: [
      // The order-link page's delivery choice (CDEK finder, tariffs; Russian Post and pickup since
      // 26 Nov 2026: 7.07 → 7.48 kB), loaded when a delivery is open.
      { name: 'delivery choice (React, loaded on demand)', chunk: 'OrderDelivery', budget: '7.75 kB' },
      tokenRefreshPart,
    ],
  },
  { component: 'ContactButton', budget: '3.25 kB' },
] as const;
