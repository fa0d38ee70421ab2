import { isStaff } from '@stickers62/core/rules';
import { emptyCartCount, getShopStores, signedOutSession } from '@stickers62/core/stores';
import { useState } from 'react';
import { useHydratingStore } from '../../ui/use-hydrating-store';
import type { Navigate } from '../shop-link';
import type { ShopPaths } from '../shop-paths';
import { ProofNotice } from './ProofNotice';
import { SiteHeader, type SiteHeaderPaths } from './SiteHeader';

export interface ShopHeaderProps {
  /** The current path, to mark the current page. */
  currentPath: string;
  navigate: Navigate;
  /** With `order`, a proof waiting for the customer is announced under the header (`ProofNotice`). */
  paths: SiteHeaderPaths & Pick<ShopPaths, 'dashboard'> & Partial<Pick<ShopPaths, 'order'>>;
  apiBase?: string;
}

/** The site header over the session and cart-count stores, and the notice of a proof waiting. */
export function ShopHeader({ currentPath, navigate, paths, apiBase }: ShopHeaderProps) {
  const [stores] = useState(() => getShopStores(apiBase));
  // The header is on every prerendered page: it hydrates as the guest's it was rendered as.
  const session = useHydratingStore(stores.session.$state, signedOutSession);
  const cartCount = useHydratingStore(stores.cartCount.$state, emptyCartCount);
  const logout = () => {
    // Leave signed-in pages first, so their guard does not send the person to the login page.
    navigate(paths.home);
    void stores.session.logout();
  };
  return (
    <>
      <SiteHeader
        // The dashboard is the same orders screen: 'Мои заказы' is the current page there too.
        currentPath={currentPath === paths.dashboard ? paths.orders : currentPath}
        signedIn={session.isAuthenticated}
        userName={session.user?.name || session.user?.username}
        staff={isStaff(session.user)}
        cartCount={cartCount.value}
        onNavigate={navigate}
        onLogout={logout}
        paths={paths}
      />
      {paths.order && (
        <ProofNotice
          api={stores.api}
          userId={session.isAuthenticated ? (session.user?.id ?? 0) : null}
          currentPath={currentPath}
          paths={{ order: paths.order, orders: paths.orders }}
          navigate={navigate}
        />
      )}
    </>
  );
}
