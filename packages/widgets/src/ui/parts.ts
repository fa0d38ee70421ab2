/**
 * The part names the widgets write, so a page can style their main pieces from outside with
 * ::part(name). A piece carries every name that fits. Described for the manifest and the README
 * in custom-elements/part-descriptions.ts (kept apart: the element build turns every word of a
 * widget source into a candidate class name).
 */
export const part = {
  card: 'card',
  primary: 'button button-primary',
  secondary: 'button button-secondary',
  label: 'label',
  input: 'input',
  price: 'price',
  error: 'error',
  dialog: 'dialog',
} as const satisfies Record<string, string>;
