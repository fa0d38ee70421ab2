/**
 * React → preact/compat for the custom-element scripts. Anchored patterns, so that
 * `react-dom/client` is not caught by the `react-dom` rule (TOOLCHAIN.md, trap 4).
 */
export const preactAliases = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];
