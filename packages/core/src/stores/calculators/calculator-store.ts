import { computed, type MapStore, type ReadableAtom } from 'nanostores';

/** A calculator's view: loading, or failed, until its price list (and lists) are in; then `Ready`. */
export type CalculatorView<Ready extends object> =
  | { status: 'loading' }
  | { status: 'failed' }
  | ({ status: 'ready' } & Ready);

/**
 * What every calculator store hands its widget: the visitor's choice, the view, the quote's
 * report (`null` until the view is ready) and `choose`, which sets one field of the choice.
 */
export function calculatorStore<Choice extends object, Ready extends object, PriceChange>(
  $choice: MapStore<Choice>,
  $view: ReadableAtom<CalculatorView<Ready>>,
  priceChange: (view: Ready) => PriceChange,
) {
  const $priceChange: ReadableAtom<PriceChange | null> = computed($view, (view) =>
    view.status === 'ready' ? priceChange(view) : null,
  );
  return {
    $choice,
    $view,
    $priceChange,
    choose<Key extends keyof Choice>(key: Key, value: Choice[Key]) {
      $choice.setKey(key as never, value as never);
    },
  };
}
