import { useStore } from '@nanostores/react';
import { downloadOrderViewsCsv } from '@stickers62/core/api';
import {
  buildAdminSearch,
  countActiveFilters,
  emptyOrderListFilters,
  type KeyValueStorage,
  type OrderListFilters,
  parseAdminSearch,
  toRequestFilters,
} from '@stickers62/core/stores';
import { adminFormTexts, adminTexts } from '@stickers62/core/texts';
import { useEffect, useMemo, useState } from 'react';
import { saveBlob } from '../../ui/save-blob';
import { BankStatementPanel } from '../bank-statements/BankStatementPanel';
import type { ScreenProps } from '../screen';
import type { Navigate } from '../shop-link';
import type { ShopPaths } from '../shop-paths';
import { type AdminStores, refreshList, useAdminStores, useListRefreshes } from './admin-stores';
import { BulkActionBar } from './BulkActionBar';
import { ColumnPicker } from './ColumnPicker';
import { CreateForClientDialog } from './CreateForClientDialog';
import { compact } from './compact';
import { FilterPanel } from './FilterPanel';
import { ListControls } from './ListControls';
import { OrderEditDialog } from './OrderEditDialog';
import { OrderTable } from './OrderTable';
import { OrderTotals } from './OrderTotals';
import { ProductionTotalsSection } from './ProductionTotals';
import { SavedViews } from './SavedViews';

export interface AdminOrdersScreenProps extends ScreenProps {
  /** The address query (`?status=…&order=<id>`): filters and the open order live there, so links can be shared. */
  search: string;
  /** The screen's own path (`/admin`, `/admin/list`): a new query stays on it. */
  path: string;
  navigate: Navigate;
  /**
   * `admin`: where a row of `/admin/list` opens its order (`/admin?order=<id>`); `order`: the order
   * screen «Заказ для клиента» sends the manager to, to add items.
   */
  paths: Pick<ShopPaths, 'admin' | 'order'>;
  /** Whether a row opens the edit dialog here (`/admin`) or moves to `paths.admin` (`/admin/list`). */
  withDialog?: boolean;
  storage?: KeyValueStorage;
  /** Ready-made stores (tests); created from `apiBase` otherwise. */
  stores?: AdminStores;
}

const todayStamp = () => new Date().toISOString().slice(0, 10);

/**
 * The manager's orders screen: toolbar, totals line, virtual table, filter panel, edit dialog
 * and the order-for-a-client dialog. The address is the one source of the filters and the
 * open order; the stores follow it.
 */
export function AdminOrdersScreen(props: AdminOrdersScreenProps) {
  const own = useAdminStores(props.apiBase, props.storage);
  const stores = props.stores ?? own;
  useListRefreshes(stores);
  const { search, path, navigate, paths, withDialog = true } = props;
  const location = parseAdminSearch(search);
  const list = useStore(stores.list.$state);
  const rows = useStore(stores.list.$rows);
  const columns = useStore(stores.columns.$visible);
  const bulk = useStore(stores.bulk.$state);
  const selectedIds = useMemo(() => new Set(bulk.selected.map((order) => order.id)), [bulk.selected]);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [creating, setCreating] = useState(false);
  const [csvFailed, setCsvFailed] = useState(false);
  const locationKey = buildAdminSearch({ filters: location.filters });

  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the filters it was built from
  useEffect(() => {
    void stores.list.show(location.filters);
    void stores.production.show(location.filters);
  }, [stores, locationKey]);

  useEffect(() => {
    if (withDialog && location.orderId) void stores.edit.open(location.orderId);
    else stores.edit.close();
  }, [stores, withDialog, location.orderId]);

  const go = (filters: OrderListFilters, orderId: string | null = null) =>
    navigate(`${path}${buildAdminSearch({ filters, orderId })}`);
  const openOrder = (orderId: string) => {
    const next = buildAdminSearch({ filters: location.filters, orderId });
    navigate(`${withDialog ? path : paths.admin}${next}`);
  };
  const exportCsv = async () => {
    setCsvFailed(false);
    try {
      const blob = await downloadOrderViewsCsv(stores.api, toRequestFilters(location.filters));
      saveBlob(blob, `orders-${todayStamp()}.csv`);
    } catch {
      setCsvFailed(true);
    }
  };
  const active = countActiveFilters(location.filters);

  return (
    <section
      className="flex h-full min-h-[480px] flex-col gap-3 font-sans text-gray-900"
      aria-labelledby="admin-orders-title"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 id="admin-orders-title" className="text-2xl font-bold">
          {adminTexts.title}
        </h1>
        <div className="flex flex-wrap items-center gap-2">
          <ColumnPicker store={stores.columns} />
          <button type="button" className={compact.secondary} onClick={() => void exportCsv()}>
            {adminTexts.exportCsv}
          </button>
          <button type="button" className={compact.secondary} onClick={() => setCreating(true)}>
            {adminTexts.createForClient}
          </button>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <button type="button" className={compact.primary} onClick={() => setFiltersOpen(true)} aria-haspopup="dialog">
          {active > 0 ? adminFormTexts.activeFilters(active) : adminTexts.filters}
        </button>
        <button type="button" className={compact.secondary} onClick={() => refreshList(stores)} disabled={list.loading}>
          {adminTexts.refresh}
        </button>
        <button
          type="button"
          className={compact.secondary}
          onClick={() => go(emptyOrderListFilters)}
          disabled={active === 0}
        >
          {adminTexts.clearFilters}
        </button>
        <SavedViews store={stores.savedViews} filters={location.filters} onChoose={(filters) => go(filters)} />
      </div>
      <ListControls filters={location.filters} onChange={(filters) => go(filters)} />
      {csvFailed && (
        <p role="alert" className="text-sm font-medium text-red-800">
          {adminFormTexts.csvFailed}
        </p>
      )}
      <OrderTotals totals={list.totals} shown={list.rows.length} />
      <ProductionTotalsSection store={stores.production} />
      <BankStatementPanel api={stores.api} onRecorded={() => refreshList(stores)} />
      <BulkActionBar store={stores.bulk} />
      <OrderTable
        selection={{
          selected: selectedIds,
          onToggle: (row, on) => stores.bulk.toggle({ id: row.id, orderNumber: row.orderNumber }, on),
          onToggleAll: (on) =>
            stores.bulk.selectAll(
              rows.map((row) => ({ id: row.id, orderNumber: row.orderNumber })),
              on,
            ),
        }}
        rows={rows}
        columns={columns}
        sort={list.sort}
        onSort={(column) => stores.list.sortBy(column)}
        onOpen={openOrder}
        loading={list.loading}
        loaded={list.loaded}
      />
      {list.hasMore && (
        <div className="flex shrink-0 justify-center">
          <button
            type="button"
            className={compact.secondary}
            onClick={() => void stores.list.loadMore()}
            disabled={list.loadingMore || list.loading}
            aria-busy={list.loadingMore}
          >
            {list.loadingMore ? adminTexts.loadingMore : adminTexts.showMore(list.nextPageSize)}
          </button>
        </div>
      )}
      {filtersOpen && (
        <FilterPanel
          filters={location.filters}
          onClose={() => setFiltersOpen(false)}
          onApply={(filters) => {
            setFiltersOpen(false);
            go(filters);
          }}
        />
      )}
      {withDialog && location.orderId && (
        <OrderEditDialog api={stores.api} store={stores.edit} onClose={() => go(location.filters)} />
      )}
      {creating && (
        <CreateForClientDialog
          store={stores.createForClient}
          onClose={() => setCreating(false)}
          orderPath={paths.order}
          onOpenOrder={(orderId) => {
            setCreating(false);
            openOrder(orderId);
          }}
        />
      )}
    </section>
  );
}
