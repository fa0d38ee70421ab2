/**
 * What each React component may add to a consumer's production bundle beyond React and React
 * DOM (gzip), measured on the bundles scripts/build-react-bundles.ts makes from the built library.
 */
export const reactComponentBudgets = [
  { component: 'StickerCalculator', budget: '29 kB' },
  { component: 'AcrylCalculator', budget: '28.5 kB' },
  { component: 'LayoutPicker', budget: '29 kB' },
  { component: 'PaymentCard', budget: '35 kB' },
  { component: 'ContactButton', budget: '23 kB' },
] as const;
