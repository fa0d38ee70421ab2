/**
 * What each React component may add to a consumer's production bundle beyond React and React
 * DOM (gzip), measured on the bundles scripts/build-react-bundles.ts makes from the built library.
 */
export const reactComponentBudgets = [
  { component: 'StickerCalculator', budget: '29 kB' },
  { component: 'AcrylCalculator', budget: '28.5 kB' },
  { component: 'LayoutPicker', budget: '29 kB' },
  {
    component: 'PaymentCard',
    // With the chunk it shares with its delivery choice: 34.28 → 40.72 kB (docs/performance.md).
    budget: '41 kB',
    // The order-link page's delivery choice (CDEK finder, tariffs), loaded when a delivery is open.
    lazyPart: { name: 'PaymentCard delivery choice (React, loaded on demand)', budget: '7.5 kB' },
  },
  { component: 'ContactButton', budget: '23 kB' },
] as const;
