/**
 * What each React component may add to a consumer's production bundle beyond React and React
 * DOM (gzip), measured on the bundles scripts/build-react-bundles.ts makes from the built library.
 */
export const reactComponentBudgets = [
  { component: 'StickerCalculator', budget: '27 kB' },
  { component: 'AcrylCalculator', budget: '26 kB' },
  { component: 'LayoutPicker', budget: '28 kB' },
  { component: 'PaymentCard', budget: '28 kB' },
  { component: 'ContactButton', budget: '22 kB' },
] as const;
