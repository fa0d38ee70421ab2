import { useStore } from '@nanostores/react';
import { getShopStores, isStaff } from '@stickers62/core/stores';
import { adminFormTexts } from '@stickers62/core/texts';
import { AdminOrdersScreen } from '@stickers62/widgets/shop';
import type { ReactNode } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';

/** Waits for the stored session, then lets only managers and admins through; others go to `/`. */
function StaffOnly({ children }: { children: ReactNode }) {
  const session = useStore(getShopStores().session.$state);
  if (!session.started || (session.loading && !session.user)) {
    return <p className="p-6 text-sm text-gray-600">{adminFormTexts.listLoading}</p>;
  }
  if (!isStaff(session.user)) return <Redirect to="/" replace />;
  return <>{children}</>;
}

/**
 * `/admin` (list plus edit dialog, `?order=<id>` opens it) and `/admin/list` (the list; a row
 * opens the dialog under `/admin`). The filters live in the address, so a view can be shared.
 */
export function AdminPage({ withDialog }: { withDialog: boolean }) {
  const search = useSearch();
  const [, navigate] = useLocation();
  const path = withDialog ? '/admin' : '/admin/list';
  return (
    <StaffOnly>
      <div className="mx-auto flex h-[calc(100vh-7rem)] w-full max-w-[1600px] flex-col px-3 py-4 sm:px-6">
        <AdminOrdersScreen
          search={search ? `?${search}` : ''}
          withDialog={withDialog}
          onSearchChange={(next) => navigate(`${path}${next}`)}
          onOpenOrder={(next) => navigate(`/admin${next}`)}
        />
      </div>
    </StaffOnly>
  );
}

/**
 * `/dashboard` and `/orders` are "the same orders screen" (section 2); for a manager that screen
 * is the order list of the shop, so they go to `/admin` with the query kept. Customers see `children`.
 */
export function StaffToAdmin({ children }: { children: ReactNode }) {
  const session = useStore(getShopStores().session.$state);
  const search = useSearch();
  if (isStaff(session.user)) return <Redirect to={`/admin${search ? `?${search}` : ''}`} replace />;
  return <>{children}</>;
}
