import type { ReadableAtom } from 'nanostores';
import { useSyncExternalStore } from 'react';

/**
 * A store's value, read so that server-rendered HTML hydrates: while React hydrates, the value
 * the HTML was rendered with (`rendered`, a fresh store's); the store's own value right after,
 * and always where nothing was rendered before the scripts. A session checked before hydration
 * reached the header (the shop's prerendered pages, a signed-in visitor on a fast connection)
 * would otherwise render differently from the HTML, and React would throw the HTML away.
 */
export function useHydratingStore<T>(store: ReadableAtom<T>, rendered: T): T {
  // `listen` and `get` are the store's own functions (bound to it, the same on every render), so
  // React subscribes once rather than again after each render.
  return useSyncExternalStore(store.listen, store.get, () => rendered);
}
