import { atom, type WritableAtom } from 'nanostores';

export interface StoreState<T> {
  readonly $store: WritableAtom<T>;
  /** The current value, without mounting the store. */
  read(): T;
  write(next: T): void;
}

/**
 * An atom with a reader for the store's own logic. nanostores' `get()` on a store nobody
 * listens to mounts it for a moment, which runs its `onMount`; a store reading itself that
 * way from inside a load would start the load again.
 */
export function storeState<T>(initial: T): StoreState<T> {
  const $store = atom(initial);
  let current = initial;
  return {
    $store,
    read: () => current,
    write(next) {
      current = next;
      $store.set(next);
    },
  };
}
