/**
 * What each part name of ui/parts.ts is, for the manifest's cssParts and the README. The
 * components write the names from ui/parts.ts; manifest.test.ts checks that each described part
 * a catalogue entry lists is one they write.
 */
export const partDescriptions = {
  card: 'the card a widget sits on (also while loading and on a load error)',
  button: 'every text button and button-like link',
  'button-primary': 'the main action: Заказать, Оплатить картой, Повторить макеты, Повторить',
  'button-secondary': 'the other buttons',
  label: 'a field label (it wraps its control)',
  input: 'a select or text/number field',
  price: 'the price block (per unit and total; the amount to pay)',
  error: 'a load-error message',
  dialog: 'the modal dialog (`<dialog>` in the top layer); its dimmed backdrop is `::part(dialog)::backdrop`',
} as const;

export type PartName = keyof typeof partDescriptions;
