import { formatBadgeCount } from '@stickers62/core/format';
import { brandTexts, navTexts, shellTexts } from '@stickers62/core/texts';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { buttonClass } from '../../ui/classes';
import { type Navigate, ShopLink } from '../shop-link';
import type { ShopPaths } from '../shop-paths';
import { UserMenu } from './UserMenu';

/** The site's pages the header links to. */
export type SiteHeaderPaths = Pick<
  ShopPaths,
  'home' | 'stickers' | 'acryl' | 'about' | 'cart' | 'orders' | 'profile' | 'login' | 'admin'
>;

export const defaultHeaderPaths: SiteHeaderPaths = {
  home: '/',
  stickers: '/stickers',
  acryl: '/acryl',
  about: '/about',
  cart: '/cart',
  orders: '/orders',
  profile: '/profile',
  login: '/login',
  admin: '/admin',
};

export interface SiteHeaderProps {
  /** The current path, to mark the current page and close the phone menu on navigation. */
  currentPath: string;
  /** Signed in (permanently or with temporary access): cart, orders and the user menu. */
  signedIn: boolean;
  userName?: string | null;
  /**
   * A manager or administrator: the header links to the manager's order list ('Заказы') in
   * place of the customer's 'Мои заказы' and cart, which are not theirs to use.
   */
  staff?: boolean;
  /** Items in the cart (the cart-count store). */
  cartCount: number;
  onNavigate: Navigate;
  /** Logout was confirmed. */
  onLogout: () => void;
  paths?: SiteHeaderPaths;
}

const navLinkClass =
  'rounded-lg px-3 py-2 text-sm font-medium text-gray-700 no-underline hover:bg-gray-100 hover:text-gray-900 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-brand-light aria-[current=page]:bg-brand-light aria-[current=page]:text-brand';

const cartLinkClass =
  'relative inline-flex items-center gap-1 rounded-lg px-2 py-2 text-sm font-medium text-gray-700 no-underline hover:bg-gray-100 hover:text-gray-900 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-brand-light aria-[current=page]:bg-brand-light aria-[current=page]:text-brand sm:px-3';

/**
 * Below 640 px the menu button is its icon: narrower padding there, and a tighter cart badge, so
 * «99+» (a three-digit count) keeps the brand, the cart, the user menu and the button in one row
 * at 320 px (site/e2e/fits-every-width.e2e.ts).
 */
const menuButtonClass = buttonClass.secondary.replace('px-4', 'px-3 sm:px-4');

/**
 * The site header: home, stickers, acryl, about; for a signed-in customer the cart with its
 * count (99+ above 99), 'Мои заказы' and the user menu with logout (confirmed first); for
 * staff 'Заказы' (the manager's list) and the user menu; for a guest the login button. Below
 * 1024 px the navigation folds behind a 'Меню' button (between 768 and 1024 px the signed-in row
 * did not fit); below 640 px that button is its icon, so one row holds the brand, the cart with
 * '99+' and the user menu at 320 px.
 */
export function SiteHeader({
  currentPath,
  signedIn,
  userName,
  staff = false,
  cartCount,
  onNavigate,
  onLogout,
  paths = defaultHeaderPaths,
}: SiteHeaderProps) {
  // The phone menu is open for the page it was opened on: any navigation folds it again.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === currentPath;
  const [confirmingLogout, setConfirmingLogout] = useState(false);
  const navId = useId();

  const current = (href: string) => (currentPath === href ? 'page' : undefined);
  const navLinks = [
    { href: paths.home, text: navTexts.home },
    { href: paths.stickers, text: navTexts.stickers },
    { href: paths.acryl, text: navTexts.acryl },
    { href: paths.about, text: navTexts.about },
  ];
  const badge = formatBadgeCount(cartCount);
  const ordersLink = staff
    ? { href: paths.admin, text: navTexts.staffOrders }
    : { href: paths.orders, text: navTexts.myOrders };

  return (
    <>
      <header className="sticky top-0 z-30 border-b border-gray-200 bg-white/95 font-sans backdrop-blur">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-1 px-4 py-2 sm:gap-2 lg:flex-nowrap lg:gap-4">
          <ShopLink
            href={paths.home}
            onNavigate={onNavigate}
            className="mr-auto text-base font-extrabold tracking-tight text-brand no-underline sm:text-lg lg:mr-4"
          >
            {brandTexts.name}
          </ShopLink>

          <button
            type="button"
            className={`${menuButtonClass} order-2 lg:hidden`}
            aria-expanded={menuOpen}
            aria-controls={navId}
            onClick={() => setMenuOpenOn(menuOpen ? null : currentPath)}
          >
            <span aria-hidden="true">☰</span>
            <span className="sr-only sm:not-sr-only">{shellTexts.menu}</span>
          </button>

          <nav
            id={navId}
            aria-label={shellTexts.mainNavigation}
            className={`${menuOpen ? 'flex' : 'hidden'} order-last w-full flex-col gap-1 border-t border-gray-100 pt-2 lg:order-none lg:flex lg:w-auto lg:flex-row lg:border-0 lg:pt-0`}
          >
            {navLinks.map((link) => (
              <ShopLink
                key={link.href}
                href={link.href}
                onNavigate={onNavigate}
                aria-current={current(link.href)}
                className={navLinkClass}
              >
                {link.text}
              </ShopLink>
            ))}
            {signedIn && (
              <ShopLink
                href={ordersLink.href}
                onNavigate={onNavigate}
                aria-current={current(ordersLink.href)}
                className={`${navLinkClass} lg:hidden`}
              >
                {ordersLink.text}
              </ShopLink>
            )}
          </nav>

          <div className="order-1 flex items-center gap-1 lg:order-none lg:ml-auto lg:gap-2">
            {signedIn ? (
              <>
                <ShopLink
                  href={ordersLink.href}
                  onNavigate={onNavigate}
                  aria-current={current(ordersLink.href)}
                  className={`${navLinkClass} hidden lg:inline-flex`}
                >
                  {ordersLink.text}
                </ShopLink>
                {!staff && (
                  <ShopLink
                    href={paths.cart}
                    onNavigate={onNavigate}
                    aria-current={current(paths.cart)}
                    className={cartLinkClass}
                  >
                    <CartIcon />
                    {/* The name reads 'Корзина, позиций: N' at every width; the word shows from 640 px. */}
                    <span className="sr-only sm:not-sr-only">{navTexts.cart}</span>
                    <span className="sr-only">{shellTexts.cartCountLead}</span>
                    <span
                      data-testid="cart-badge"
                      className="ml-0.5 min-w-[1.5rem] rounded-full bg-brand px-1 py-0.5 text-center text-xs font-bold text-white sm:ml-1 sm:px-1.5"
                    >
                      {badge}
                    </span>
                  </ShopLink>
                )}
                <UserMenu
                  userName={userName || navTexts.userMenu}
                  profileHref={paths.profile}
                  onNavigate={onNavigate}
                  onLogout={() => setConfirmingLogout(true)}
                />
              </>
            ) : (
              <ShopLink href={paths.login} onNavigate={onNavigate} className={buttonClass.primary}>
                {navTexts.login}
              </ShopLink>
            )}
          </div>
        </div>
      </header>

      {confirmingLogout && (
        <ConfirmDialog
          title={shellTexts.logoutTitle}
          onCancel={() => setConfirmingLogout(false)}
          onConfirm={() => {
            setConfirmingLogout(false);
            onLogout();
          }}
        >
          <p className="text-base text-gray-800">{navTexts.logoutConfirm}</p>
        </ConfirmDialog>
      )}
    </>
  );
}

function CartIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path
        d="M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 2-1.5L21 8H6.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="10" cy="20" r="1.3" />
      <circle cx="17" cy="20" r="1.3" />
    </svg>
  );
}
