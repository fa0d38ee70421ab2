import type { ReadableAtom } from 'nanostores';
import type { ApiClient } from '../api/client.js';
import { ApiError } from '../api/errors.js';
import { getOrderList } from '../api/orders.js';
import type { OrderListEntry } from '../contract/orders.js';
import { storeState } from './state.js';

export interface OrderHistoryState {
  loading: boolean;
  entries: OrderListEntry[];
  /** The server's text when the list failed to load (ordering-area section 8). */
  error: string | null;
}

export interface OrderHistoryStore {
  readonly $state: ReadableAtom<OrderHistoryState>;
  /** Loads the active orders, or all of them; an older answer never overwrites a newer one. */
  load(filter: { active: boolean }): Promise<void>;
}

export function createOrderHistoryStore(api: ApiClient): OrderHistoryStore {
  const state = storeState<OrderHistoryState>({ loading: false, entries: [], error: null });
  let latest = 0;
  return {
    $state: state.$store,
    async load(filter) {
      latest += 1;
      const run = latest;
      state.write({ ...state.read(), loading: true, error: null });
      try {
        const entries = await getOrderList(api, filter);
        if (run === latest) state.write({ loading: false, entries, error: null });
      } catch (error) {
        const message = error instanceof ApiError ? error.message : String(error);
        if (run === latest) state.write({ loading: false, entries: [], error: message });
      }
    },
  };
}
