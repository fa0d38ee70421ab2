import type { ReadableAtom } from 'nanostores';
import { downloadProductionTotalsCsv, getProductionTotals } from '../../api/admin.js';
import type { ApiClient } from '../../api/client.js';
import type { ProductionTotals } from '../../contract/production-totals.js';
import { productionTotalsTexts } from '../../texts/index.js';
import { storeState } from '../state.js';
import { emptyOrderListFilters, filtersKey, type OrderListFilters, toRequestFilters } from './filters.js';

export interface ProductionTotalsState {
  /** The section under the totals line is expanded; totals are loaded only then. */
  open: boolean;
  /** Totals of the list's current filters; null before they arrive (never another filter set's). */
  totals: ProductionTotals | null;
  loading: boolean;
  /** The last load failed: the screen offers to try again. */
  failed: boolean;
  downloading: boolean;
  csvFailed: boolean;
}

export interface ProductionTotalsStore {
  readonly $state: ReadableAtom<ProductionTotalsState>;
  /** The client the totals are loaded with: the listed cut contours' download links are its addresses. */
  readonly api: ApiClient;
  /** Follows the list's filters: reloads while open, and forgets totals of other filters. */
  show(filters: OrderListFilters): Promise<void>;
  /** Expands (and loads) or collapses the section. */
  toggle(): Promise<void>;
  /** 'Обновить', or an order saved: loads again while open, else on the next opening. */
  refresh(): Promise<void>;
  /** The CSV of the current filters, or null when it failed (`csvFailed` says so). */
  downloadCsv(): Promise<Blob | null>;
}

export interface ProductionTotalsStoreOptions {
  api: ApiClient;
  log?: (message: string, error: unknown) => void;
}

const initialState: ProductionTotalsState = {
  open: false,
  totals: null,
  loading: false,
  failed: false,
  downloading: false,
  csvFailed: false,
};

/**
 * The production totals of the manager's list (beyond the spec): the server counts them over
 * the whole filtered set, which costs a query of its own, so they are asked for only while the
 * section is open. Only the newest request's answer is kept, as in the list.
 */
export function createProductionTotalsStore({
  api,
  log = (message, error) => console.error(message, error),
}: ProductionTotalsStoreOptions): ProductionTotalsStore {
  const state = storeState<ProductionTotalsState>(initialState);
  const update = (changes: Partial<ProductionTotalsState>) => state.write({ ...state.read(), ...changes });
  let filters: OrderListFilters = emptyOrderListFilters;
  /** The filters the shown totals belong to; null when they must be loaded again. */
  let loadedKey: string | null = null;
  let latestRequest = 0;

  async function load(): Promise<void> {
    const request = ++latestRequest;
    const key = filtersKey(filters);
    update({ loading: true, failed: false });
    try {
      const totals = await getProductionTotals(api, toRequestFilters(filters));
      if (request !== latestRequest) return;
      loadedKey = key;
      update({ totals, loading: false });
    } catch (error) {
      if (request !== latestRequest) return;
      log(productionTotalsTexts.loadFailedLog, error);
      update({ loading: false, failed: true });
    }
  }

  /** Totals of other filters are dropped at once: the section never shows them under new ones. */
  function forget(): void {
    loadedKey = null;
    // A request on its way belongs to the filters being replaced.
    latestRequest++;
    update({ totals: null, loading: false, failed: false });
  }

  return {
    $state: state.$store,
    api,
    show(next) {
      filters = next;
      if (filtersKey(next) === loadedKey) return Promise.resolve();
      forget();
      return state.read().open ? load() : Promise.resolve();
    },
    toggle() {
      const open = !state.read().open;
      update({ open });
      return open && loadedKey !== filtersKey(filters) ? load() : Promise.resolve();
    },
    refresh() {
      if (state.read().open) return load();
      forget();
      return Promise.resolve();
    },
    async downloadCsv() {
      update({ downloading: true, csvFailed: false });
      try {
        const blob = await downloadProductionTotalsCsv(api, toRequestFilters(filters));
        update({ downloading: false });
        return blob;
      } catch (error) {
        log(productionTotalsTexts.csvFailedLog, error);
        update({ downloading: false, csvFailed: true });
        return null;
      }
    },
  };
}
