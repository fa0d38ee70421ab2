import { computed, type ReadableAtom } from 'nanostores';
import { getOrderViews, getOrderViewTotals } from '../../api/admin.js';
import type { ApiClient } from '../../api/client.js';
import { type OrderView, type OrderViewTotals, orderViewPageSize } from '../../contract/admin.js';
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
  /** The server has rows of these filters beyond the loaded ones (the list comes in pages). */
  hasMore: boolean;
  /** How many rows 'Показать еще' brings: a page, or what is left when less. 0 without more. */
  nextPageSize: number;
  /** The next page is on its way. */
  loadingMore: boolean;
}

export interface OrderListStore {
  readonly $state: ReadableAtom<OrderListState>;
  /** The rows in the chosen sort order. */
  readonly $rows: ReadableAtom<OrderView[]>;
  /** Shows the list for these filters; loads only when they differ from what is shown. */
  show(filters: OrderListFilters): Promise<void>;
  /** 'Обновить': loads the same filters again. */
  refresh(): Promise<void>;
  /** 'Показать еще': appends the next page of the shown filters; nothing when there is none. */
  loadMore(): Promise<void>;
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
  hasMore: false,
  nextPageSize: 0,
  loadingMore: false,
};

/**
 * More rows exist while fewer are loaded than the totals count and the last page was full (a
 * short page is the end even when the totals, read a moment apart, count an order more).
 */
function pagingState(rows: OrderView[], totals: OrderViewTotals, lastPage: OrderView[]) {
  const remaining = lastPage.length === orderViewPageSize ? Math.max(0, totals.count - rows.length) : 0;
  return { hasMore: remaining > 0, nextPageSize: Math.min(orderViewPageSize, remaining) };
}

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
  /** The filters the loaded rows belong to: after a failed load, state.filters may be newer. */
  let rowsFilters: OrderListFilters | null = null;

  async function load(filters: OrderListFilters): Promise<void> {
    const request = ++latestRequest;
    shownKey = filtersKey(filters);
    // A page on its way belongs to the rows this load replaces: its answer will be dropped.
    update({ filters, loading: true, loadingMore: false });
    const query = toRequestFilters(filters);
    try {
      const [rows, totals] = await Promise.all([getOrderViews(api, query), getOrderViewTotals(api, query)]);
      if (request !== latestRequest) return;
      rowsFilters = filters;
      update({ rows, totals, loading: false, loaded: true, ...pagingState(rows, totals, rows) });
    } catch (error) {
      if (request !== latestRequest) return;
      log(adminTexts.listFailedLog, error);
      // What was shown stays; another show() of the same filters tries again.
      shownKey = null;
      update({ loading: false });
    }
  }

  async function loadMore(): Promise<void> {
    const { rows, totals, hasMore, loading, loadingMore } = state.read();
    if (!hasMore || loading || loadingMore || !totals || !rowsFilters) return;
    // No new request number: a show() or refresh() meanwhile makes this answer an old one.
    const request = latestRequest;
    update({ loadingMore: true });
    try {
      const page = await getOrderViews(api, toRequestFilters(rowsFilters), rows.length);
      if (request !== latestRequest) return;
      // Orders created since the first page push older ones down by a row or so: skip repeats.
      const loadedIds = new Set(rows.map((row) => row.id));
      const all = [...rows, ...page.filter((row) => !loadedIds.has(row.id))];
      update({ rows: all, loadingMore: false, ...pagingState(all, totals, page) });
    } catch (error) {
      if (request !== latestRequest) return;
      log(adminTexts.listFailedLog, error);
      update({ loadingMore: false });
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
    loadMore,
    sortBy(column) {
      update({ sort: nextSort(state.read().sort, column) });
    },
  };
}
