import { computed, type ReadableAtom } from 'nanostores';
import { getOrderViews, getOrderViewTotals } from '../../api/admin.js';
import type { ApiClient } from '../../api/client.js';
import type { OrderView, OrderViewTotals } from '../../contract/admin.js';
import { adminTexts } from '../../texts/index.js';
import { storeState } from '../state.js';
import type { OrderViewColumn } from './columns.js';
import { emptyOrderListFilters, filtersKey, type OrderListFilters, toRequestFilters } from './filters.js';
import { nextSort, type OrderViewSort, sortOrderViews } from './sorting.js';

export interface OrderListState {
  /** The filters the rows were (or are being) loaded for. */
  filters: OrderListFilters;
  rows: OrderView[];
  totals: OrderViewTotals | null;
  loading: boolean;
  /** A first answer has arrived, so "no rows" means "no orders match". */
  loaded: boolean;
  sort: OrderViewSort | null;
}

export interface OrderListStore {
  readonly $state: ReadableAtom<OrderListState>;
  /** The rows in the chosen sort order. */
  readonly $rows: ReadableAtom<OrderView[]>;
  /** Shows the list for these filters; loads only when they differ from what is shown. */
  show(filters: OrderListFilters): Promise<void>;
  /** 'Обновить': loads the same filters again. */
  refresh(): Promise<void>;
  sortBy(column: OrderViewColumn): void;
}

export interface OrderListStoreOptions {
  api: ApiClient;
  /** Section 8: a list load error is only logged. */
  log?: (message: string, error: unknown) => void;
}

const initialState: OrderListState = {
  filters: emptyOrderListFilters,
  rows: [],
  totals: null,
  loading: false,
  loaded: false,
  sort: null,
};

/**
 * The manager's order list: rows and totals of one filter set, both filtered by the server.
 * Only the newest request's answer is shown, so quick filter changes cannot leave older rows
 * on screen under newer filters.
 */
export function createOrderListStore({
  api,
  log = (message, error) => console.error(message, error),
}: OrderListStoreOptions): OrderListStore {
  const state = storeState<OrderListState>(initialState);
  const update = (changes: Partial<OrderListState>) => state.write({ ...state.read(), ...changes });
  let latestRequest = 0;
  let shownKey: string | null = null;

  async function load(filters: OrderListFilters): Promise<void> {
    const request = ++latestRequest;
    shownKey = filtersKey(filters);
    update({ filters, loading: true });
    const query = toRequestFilters(filters);
    try {
      const [rows, totals] = await Promise.all([getOrderViews(api, query), getOrderViewTotals(api, query)]);
      if (request === latestRequest) update({ rows, totals, loading: false, loaded: true });
    } catch (error) {
      if (request !== latestRequest) return;
      log(adminTexts.listFailedLog, error);
      // What was shown stays; another show() of the same filters tries again.
      shownKey = null;
      update({ loading: false });
    }
  }

  const $rows = computed(state.$store, ({ rows, sort }) => sortOrderViews(rows, sort));

  return {
    $state: state.$store,
    $rows,
    show(filters) {
      if (filtersKey(filters) === shownKey) {
        update({ filters });
        return Promise.resolve();
      }
      return load(filters);
    },
    refresh() {
      return load(state.read().filters);
    },
    sortBy(column) {
      update({ sort: nextSort(state.read().sort, column) });
    },
  };
}
