import type { ReadableAtom } from 'nanostores';

/**
 * Calls `onChange` with the value `select` derives from a store, whenever that value is new
 * (compared as JSON); `null` from `select` means "nothing to report". Returns the unsubscribe.
 */
export function subscribeToDistinct<Value, Detail>(
  store: ReadableAtom<Value>,
  select: (value: Value) => Detail | null,
  onChange: (detail: Detail) => void,
): () => void {
  let last: string | null = null;
  return store.subscribe((value) => {
    const detail = select(value);
    if (detail === null) return;
    const key = JSON.stringify(detail);
    if (key === last) return;
    last = key;
    onChange(detail);
  });
}
