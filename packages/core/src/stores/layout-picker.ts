import { computed, map } from 'nanostores';
import type { ApiClient } from '../api/client.js';
import { getRecentItems } from '../api/items.js';
import type { ItemKind } from '../contract/items.js';
import { type LayoutTemplateEntry, layoutTemplatePageSize } from '../contract/orders.js';
import { clampPickerQuantity, filterLayoutTemplates, layoutSelectionKey } from '../rules/layout-picker.js';
import { layoutPickerTexts } from '../texts/layout-picker.js';

/** A layout handed over by the picker, with the quantity chosen for it. */
export interface PickedLayout extends LayoutTemplateEntry {
  count: number;
}

export interface LayoutPickerState {
  entries: LayoutTemplateEntry[];
  /** The `skip` of the next page. */
  offset: number;
  loading: boolean;
  /** False after a page of fewer than 50 entries, or after a failed load. */
  hasMore: boolean;
  failed: boolean;
  /**
   * The failed load ran on another site than the shop's: the shop answers the list only on its
   * own origin (the picker is shop-only in the element catalogue), so trying again cannot help.
   */
  shopOnly: boolean;
  search: string;
  hideRepeats: boolean;
  /** Selected layouts by selection key (order id + item name), with their quantities. */
  selection: Record<string, PickedLayout>;
}

function initialState(): LayoutPickerState {
  return {
    entries: [],
    offset: 0,
    loading: false,
    hasMore: true,
    failed: false,
    shopOnly: false,
    search: '',
    hideRepeats: true,
    selection: {},
  };
}

/** The shop's address is another origin than the page's (a partner's page). */
function isOtherOrigin(apiBase: string): boolean {
  try {
    return apiBase !== '' && new URL(apiBase, location.href).origin !== location.origin;
  } catch {
    return false;
  }
}

export type LayoutPickerStore = ReturnType<typeof createLayoutPickerStore>;

/** The picker's state and actions: pages of recent items, filters, selection and quantities. */
export function createLayoutPickerStore(client: ApiClient, kind: ItemKind) {
  const $state = map<LayoutPickerState>(initialState());
  const $visible = computed($state, (state) => filterLayoutTemplates(state.entries, state));
  // A page requested before a reset must not land in the fresh list.
  let generation = 0;

  async function loadMore(): Promise<void> {
    const state = $state.get();
    if (state.loading || !state.hasMore) return;
    const requestGeneration = generation;
    $state.setKey('loading', true);
    try {
      const page = await getRecentItems(client, kind, { skip: state.offset, take: layoutTemplatePageSize });
      if (requestGeneration !== generation) return;
      const current = $state.get();
      $state.set({
        ...current,
        entries: [...current.entries, ...page],
        offset: current.offset + layoutTemplatePageSize,
        hasMore: page.length === layoutTemplatePageSize,
        loading: false,
      });
    } catch (error) {
      if (requestGeneration !== generation) return;
      const shopOnly = isOtherOrigin(client.baseUrl);
      client.log(shopOnly ? layoutPickerTexts.shopOnly : layoutPickerTexts.loadFailedLog, error);
      $state.set({ ...$state.get(), loading: false, failed: true, shopOnly, hasMore: false });
    }
  }

  return {
    $state,
    $visible,
    /** Opening starts over: list, offset, error, selection and search reset, the first page loads. */
    open(): Promise<void> {
      generation += 1;
      $state.set(initialState());
      return loadMore();
    },
    loadMore,
    /** «Повторить» after a failed page: the same list, search and selection, the page asked again. */
    retry(): Promise<void> {
      $state.set({ ...$state.get(), failed: false, hasMore: true });
      return loadMore();
    },
    setSearch(search: string) {
      $state.setKey('search', search);
    },
    setHideRepeats(hideRepeats: boolean) {
      $state.setKey('hideRepeats', hideRepeats);
    },
    toggle(entry: LayoutTemplateEntry) {
      const key = layoutSelectionKey(entry);
      const { [key]: existing, ...rest } = $state.get().selection;
      $state.setKey(
        'selection',
        existing ? rest : { ...rest, [key]: { ...entry, count: clampPickerQuantity(entry.item.count) } },
      );
    },
    setQuantity(entry: LayoutTemplateEntry, value: number | string) {
      const key = layoutSelectionKey(entry);
      const selection = $state.get().selection;
      const existing = selection[key];
      if (!existing) return;
      $state.setKey('selection', { ...selection, [key]: { ...existing, count: clampPickerQuantity(value) } });
    },
    picked(): PickedLayout[] {
      return Object.values($state.get().selection);
    },
  };
}
