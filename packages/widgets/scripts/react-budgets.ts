/**
 * What each React component may add to a consumer's production bundle beyond React and React
 * DOM (gzip), measured on the bundles scripts/build-react-bundles.ts makes from the built library.
 * Lowered to what was measured plus a quarter to half a kB when each widget got only its own
 * stylesheet and environment parts (docs/performance.md, «React components»), and again when the
 * calculators and the picker read their answers with validators compiled from the contract
 * instead of zod and uploads took their XMLHttpRequest exchange apart (22.21 → 16.39 kB for the
 * sticker calculator; the goal is 15 kB).
 */
export const reactComponentBudgets = [
  { component: 'StickerCalculator', budget: '16.75 kB' },
  { component: 'AcrylCalculator', budget: '16 kB' },
  { component: 'LayoutPicker', budget: '15.75 kB' },
  {
    component: 'PaymentCard',
    // With the chunk it shares with its delivery choice: 34.38 kB after both the per-widget
    // environment (−6.9 kB) and the delivery choice (+6.4 kB) landed (docs/performance.md);
    // 34.18 kB once uploads took their XMLHttpRequest exchange apart (it still reads with zod).
    budget: '34.5 kB',
    // The order-link page's delivery choice (CDEK finder, tariffs), loaded when a delivery is open.
    lazyPart: { name: 'PaymentCard delivery choice (React, loaded on demand)', budget: '7.5 kB' },
  },
  { component: 'ContactButton', budget: '3.25 kB' },
] as const;
