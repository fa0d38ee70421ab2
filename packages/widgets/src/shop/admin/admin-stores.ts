import type { ApiClient } from '@stickers62/core/api';
import {
  type BulkActionsStore,
  browserStorage,
  type ColumnPreferencesStore,
  type CreateForClientStore,
  createBulkActionsStore,
  createColumnPreferences,
  createCreateForClientStore,
  createOrderEditStore,
  createOrderListStore,
  createProductionTotalsStore,
  createSavedViewsStore,
  getShopStores,
  type KeyValueStorage,
  type OrderEditStore,
  type OrderListStore,
  type ProductionTotalsStore,
  type SavedViewsStore,
} from '@stickers62/core/stores';
import { useEffect, useState } from 'react';

/** The stores of one admin screen: created with it and dropped with it. */
export interface AdminStores {
  api: ApiClient;
  list: OrderListStore;
  /** The production totals under the totals line, of the same filters as the list. */
  production: ProductionTotalsStore;
  edit: OrderEditStore;
  createForClient: CreateForClientStore;
  columns: ColumnPreferencesStore;
  savedViews: SavedViewsStore;
  /** The selected rows and their bulk actions. */
  bulk: BulkActionsStore;
}

export function createAdminStores(api: ApiClient, storage: KeyValueStorage = browserStorage): AdminStores {
  const list = createOrderListStore({ api });
  const edit = createOrderEditStore(api);
  return {
    api,
    list,
    production: createProductionTotalsStore({ api }),
    edit,
    createForClient: createCreateForClientStore(api),
    columns: createColumnPreferences(storage),
    savedViews: createSavedViewsStore(storage),
    bulk: createBulkActionsStore(api),
  };
}

/** One set of admin stores per mounted screen. */
export function useAdminStores(apiBase = '', storage?: KeyValueStorage): AdminStores {
  const [stores] = useState(() => createAdminStores(getShopStores(apiBase).api, storage));
  return stores;
}

/** 'Обновить': the list, its totals and the production totals, all of the same filters. */
export function refreshList(stores: AdminStores): void {
  void stores.list.refresh();
  void stores.production.refresh();
}

/** A saved order, or a new draft for a client, belongs in the list (and its totals) at once. */
export function useListRefreshes(stores: AdminStores): void {
  useEffect(() => stores.edit.onSaved(() => refreshList(stores)), [stores]);
  // A bulk status change or registration moved orders: the list shows them as they now are.
  useEffect(() => stores.bulk.onFinished(() => refreshList(stores)), [stores]);
  useEffect(
    () =>
      stores.createForClient.$state.listen((state, previous) => {
        if (state.created && state.created !== previous?.created) refreshList(stores);
      }),
    [stores],
  );
}
