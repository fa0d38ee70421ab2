import type { ReadableAtom } from 'nanostores';
import { useLayoutEffect, useReducer } from 'react';

/**
 * A store's value, as @nanostores/react's `useStore` gives it, but listening from the commit (a
 * layout effect) instead of after the first paint: under preact/compat (the element scripts)
 * `useSyncExternalStore` subscribes in a passive effect, so lookups that arrived before the page's
 * first frame (the partner snippet preloads them) showed the price one or two frames later. Here
 * the change re-renders before that frame (issue 33, item 1).
 */
export function useStoreAtCommit<Value>(store: ReadableAtom<Value>): Value {
  const [, changed] = useReducer((count: number) => count + 1, 0);
  const value = store.get();
  // biome-ignore lint/correctness/useExhaustiveDependencies: `value` is what this render showed, compared once at the commit; the listener follows the store after.
  useLayoutEffect(() => {
    let shown = value;
    const follow = (next: Value) => {
      if (next === shown) return;
      shown = next;
      changed();
    };
    follow(store.get());
    return store.listen(follow);
  }, [store]);
  return value;
}
