import { useStore } from '@nanostores/react';
import { SiteHeader } from '@stickers62/widgets/shop';
import { useLocation } from 'wouter';
import { paths } from './routes';
import { shop } from './shop';

/** The shop header block, fed by the session and cart-count stores and the router. */
export function Header() {
  const [location, navigate] = useLocation();
  const session = useStore(shop.session.$state);
  const cartCount = useStore(shop.cartCount.$state);
  const logout = () => {
    // Leave signed-in pages first, so their guard does not send the person to /login.
    navigate(paths.home);
    void shop.session.logout();
  };
  return (
    <SiteHeader
      // /dashboard is the same orders screen as /orders: 'Мои заказы' is the current page there too.
      currentPath={location === paths.dashboard ? paths.orders : location}
      signedIn={session.isAuthenticated}
      userName={session.user?.name || session.user?.username}
      cartCount={cartCount.value}
      onNavigate={navigate}
      onLogout={logout}
    />
  );
}
