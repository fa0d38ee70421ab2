import type { ReadableAtom } from 'nanostores';
import { storeState } from '../state.js';
import type { KeyValueStorage } from '../storage.js';
import { completeFilters, countActiveFilters, type OrderListFilters } from './filters.js';

export interface SavedFilterView {
  name: string;
  filters: OrderListFilters;
}

/** The browser's storage key of the saved views (docs/decisions/0014-managers-screens.md: per browser, not per account). */
export const savedViewsStorageKey = 'stickers62.admin.savedViews';
const maxNameLength = 60;

export interface SavedViewsStore {
  readonly $views: ReadableAtom<readonly SavedFilterView[]>;
  /** Saves under a name (replacing a view of the same name); false for an empty name or no filters. */
  save(name: string, filters: Partial<OrderListFilters>): boolean;
  remove(name: string): void;
}

function readStored(storage: KeyValueStorage): SavedFilterView[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(savedViewsStorageKey) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.flatMap((entry: unknown) => {
      if (typeof entry !== 'object' || entry === null) return [];
      const { name, filters } = entry as { name?: unknown; filters?: unknown };
      if (typeof name !== 'string' || typeof filters !== 'object' || filters === null) return [];
      // Stored values pass the same check as an address: a stale view cannot break the list.
      return [{ name, filters: completeFilters(filters as Partial<OrderListFilters>) }];
    });
  } catch {
    return [];
  }
}

/** Named filter sets a manager returns to ("unpaid urgent", "acrylic this week"), kept in this browser. */
export function createSavedViewsStore(storage: KeyValueStorage): SavedViewsStore {
  const state = storeState<readonly SavedFilterView[]>(readStored(storage));
  const write = (views: readonly SavedFilterView[]) => {
    state.write(views);
    storage.setItem(savedViewsStorageKey, JSON.stringify(views));
  };
  return {
    $views: state.$store,
    save(name, filters) {
      const trimmed = name.trim().slice(0, maxNameLength);
      if (trimmed === '' || countActiveFilters(filters) === 0) return false;
      const view = { name: trimmed, filters: completeFilters(filters) };
      const others = state.read().filter((saved) => saved.name !== trimmed);
      write([...others, view].sort((a, b) => a.name.localeCompare(b.name, 'ru')));
      return true;
    },
    remove(name) {
      write(state.read().filter((saved) => saved.name !== name));
    },
  };
}
