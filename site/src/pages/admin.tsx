import { AdminOrdersScreen } from '@stickers62/widgets/shop';
import { useLocation, useRoute, useSearch } from 'wouter';
import { paths, routes } from '../routes';

/**
 * `/admin` (list plus edit dialog, `?order=<id>` opens it) and `/admin/list` (the list; a row
 * opens the dialog under `/admin`). The filters live in the address, so a view can be shared.
 */
export function AdminPage() {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const [withDialog] = useRoute(routes.admin.path);
  return (
    <div className="mx-auto flex h-[calc(100vh-7rem)] w-full max-w-[1600px] flex-col px-3 py-4 sm:px-6">
      <AdminOrdersScreen
        search={search ? `?${search}` : ''}
        withDialog={withDialog}
        onSearchChange={(next) => navigate(`${location}${next}`)}
        onOpenOrder={(next) => navigate(`${paths.admin}${next}`)}
        orderPath={paths.order}
      />
    </div>
  );
}
