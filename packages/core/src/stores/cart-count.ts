import { onMount, type ReadableAtom } from 'nanostores';
import type { ApiClient } from '../api/client.js';
import { ApiError } from '../api/errors.js';
import { getCartItemsCount } from '../api/orders.js';
import type { SessionStore } from './session.js';
import { storeState } from './state.js';

export interface CartCountState {
  /** Items in the caller's cart; 0 for guests. Show it with `formatBadgeCount` (99+). */
  value: number;
  loading: boolean;
  /** The last load's failure (section-8 kinds), kept until the next success. */
  error: ApiError | null;
}

export interface CartCountStore {
  readonly $state: ReadableAtom<CartCountState>;
  /** Loads the count again, e.g. after an item was added; one request at a time. */
  refresh(): Promise<void>;
  /** Sets the count the caller knows, e.g. 0 right after checkout. */
  set(count: number): void;
}

/** No items counted: a guest's badge, and the badge before a session is checked. */
export const emptyCartCount: CartCountState = { value: 0, loading: false, error: null };

/** The header badge: loaded while a session is signed in, 0 otherwise, emptied when the session ends. */
export function createCartCountStore(api: ApiClient, session: SessionStore): CartCountStore {
  const state = storeState<CartCountState>(emptyCartCount);
  let running: Promise<void> | null = null;

  function refresh(): Promise<void> {
    if (!session.$state.get().isAuthenticated) {
      state.write(emptyCartCount);
      return Promise.resolve();
    }
    running ??= (async () => {
      state.write({ ...state.read(), loading: true });
      try {
        state.write({ value: await getCartItemsCount(api), loading: false, error: null });
      } catch (error) {
        const failure = error instanceof ApiError ? error : new ApiError('failed', String(error), 0);
        state.write({ ...state.read(), loading: false, error: failure });
      }
    })().finally(() => {
      running = null;
    });
    return running;
  }

  session.onCleared(() => state.write(emptyCartCount));

  onMount(state.$store, () => {
    void session.start();
    // The count belongs to a person: load it again whenever who is signed in changes.
    const whoIsSignedIn = () => {
      const { isAuthenticated, user } = session.$state.get();
      return isAuthenticated ? (user?.id ?? 0) : null;
    };
    let signedIn = whoIsSignedIn();
    if (signedIn !== null) void refresh();
    return session.$state.listen(() => {
      const now = whoIsSignedIn();
      if (now !== signedIn) {
        signedIn = now;
        void refresh();
      }
    });
  });

  return {
    $state: state.$store,
    refresh,
    set(count) {
      state.write({ value: count, loading: false, error: null });
    },
  };
}
