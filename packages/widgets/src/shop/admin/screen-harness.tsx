import { createApiClient } from '@stickers62/core/api';
import { memoryStorage } from '@stickers62/core/stores';
import { useState } from 'react';
import { AdminOrdersScreen } from './AdminOrdersScreen';
import { type AdminStores, createAdminStores } from './admin-stores';

export const adminTestPaths = { admin: '/admin', adminList: '/admin/list', order: (id: string) => `/order/${id}` };

/**
 * The manager's screen with its address kept in state, as the site's router keeps it: at `/admin`
 * (rows open the edit dialog) unless `path` says `/admin/list`. `onNavigate` hears every address
 * the screen moves to; `onSearch` the new query (`''`, `?status=…`) of one on its own path, which
 * the screen then shows.
 */
export function AdminScreenHarness({
  initial = '',
  path = adminTestPaths.admin,
  onNavigate,
  onSearch,
  stores: given,
}: {
  initial?: string;
  path?: string;
  onNavigate?: (address: string) => void;
  onSearch?: (search: string) => void;
  stores?: AdminStores;
}) {
  const [search, setSearch] = useState(initial);
  const [stores] = useState(() => given ?? createAdminStores(createApiClient({ createXhr: null }), memoryStorage()));
  const navigate = (address: string) => {
    onNavigate?.(address);
    if (address !== path && !address.startsWith(`${path}?`)) return;
    const next = address.slice(path.length);
    onSearch?.(next);
    setSearch(next);
  };
  return (
    <AdminOrdersScreen
      search={search}
      path={path}
      navigate={navigate}
      paths={adminTestPaths}
      withDialog={path === adminTestPaths.admin}
      stores={stores}
    />
  );
}
