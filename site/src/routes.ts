import {
  archiveFilterValue,
  convertAccountSearch,
  type RouteGuard,
  vkCallbackPath,
  vkLoginFailedSearch,
} from '@stickers62/core/rules';
import type { HostScreenProps } from '@stickers62/widgets/shop';
import { type ComponentType, lazy } from 'react';
import { Home } from './pages/home';

export interface SiteRoute {
  /** A wouter pattern: `:id` a parameter, `:id?` an optional one. */
  path: string;
  /** Gets the router's screen props (app.tsx), the same object for every page, to pass to its shop screen. */
  page: ComponentType<HostScreenProps>;
  guard: RouteGuard;
  /**
   * Its HTML is rendered at build time (src/prerender.tsx): a public page that is the same for
   * every visitor until its scripts run, so the first paint needs no JavaScript. A pattern's page
   * (the order-link page) is rendered as a shell the same for every address of it.
   */
  prerendered?: true;
}

/**
 * Every page but the landing is its own chunk
 * (docs/decisions/0019-site-performance-chunks-compression-caching.md): a visitor
 * of / or a calculator does not download the admin table, checkout or order details. The
 * landing stays in the entry chunk: it is small, and a lazy landing would wait for a second
 * request before its first paint.
 */
function lazyPage<Name extends string>(
  load: () => Promise<Record<Name, ComponentType<HostScreenProps>>>,
  name: Name,
): ComponentType<HostScreenProps> {
  return lazy<ComponentType<HostScreenProps>>(() => load().then((page) => ({ default: page[name] })));
}

const PaymentPage = lazyPage(() => import('./pages/payment'), 'PaymentPage');
const OrdersPage = lazyPage(() => import('./pages/orders'), 'OrdersPage');
const AdminPage = lazyPage(() => import('./pages/admin'), 'AdminPage');

/**
 * Every route of both spec documents, tried in this order; links are built from it (`paths`).
 * The VK ID return comes first.
 */
export const routes = {
  vkCallback: {
    path: vkCallbackPath,
    page: lazyPage(() => import('./pages/vk-callback'), 'VkCallbackPage'),
    guard: 'public',
  },
  home: { path: '/', page: Home, guard: 'public', prerendered: true },
  login: { path: '/login', page: lazyPage(() => import('./pages/login'), 'LoginPage'), guard: 'public' },
  stickers: {
    path: '/stickers',
    page: lazyPage(() => import('./pages/stickers'), 'StickersPage'),
    guard: 'public',
    prerendered: true,
  },
  acryl: {
    path: '/acryl',
    page: lazyPage(() => import('./pages/acryl'), 'AcrylPage'),
    guard: 'public',
    prerendered: true,
  },
  about: {
    path: '/about',
    page: lazyPage(() => import('./pages/about'), 'AboutPage'),
    guard: 'public',
    prerendered: true,
  },
  partners: {
    path: '/partners',
    page: lazyPage(() => import('./pages/partners'), 'PartnersPage'),
    guard: 'public',
  },
  orderPayment: { path: '/order/:id/payment', page: PaymentPage, guard: 'public', prerendered: true },
  orderPaymentCompleted: { path: '/order/:id/payment-completed', page: PaymentPage, guard: 'public' },
  cart: { path: '/cart', page: lazyPage(() => import('./pages/cart'), 'CartPage'), guard: 'signed-in' },
  order: { path: '/order/:id', page: lazyPage(() => import('./pages/order'), 'OrderPage'), guard: 'signed-in' },
  confirmOrder: {
    path: '/confirm-order/:id',
    page: lazyPage(() => import('./pages/confirm-order'), 'ConfirmOrderPage'),
    guard: 'signed-in',
  },
  completed: {
    path: '/completed/:id?',
    page: lazyPage(() => import('./pages/completed'), 'CompletedPage'),
    guard: 'signed-in',
  },
  orders: { path: '/orders', page: OrdersPage, guard: 'staff-to-admin' },
  dashboard: { path: '/dashboard', page: OrdersPage, guard: 'staff-to-admin' },
  profile: { path: '/profile', page: lazyPage(() => import('./pages/profile'), 'ProfilePage'), guard: 'signed-in' },
  adminList: { path: '/admin/list', page: AdminPage, guard: 'staff' },
  admin: { path: '/admin', page: AdminPage, guard: 'staff' },
} as const satisfies Record<string, SiteRoute>;

/** A route's address with its parameters; a missing optional parameter drops its segment. */
function addressOf(pattern: string, parameters: Record<string, string | undefined> = {}): string {
  return pattern.replace(/\/:(\w+)\??/g, (_segment, name: string) => {
    const value = parameters[name];
    return value === undefined ? '' : `/${value}`;
  });
}

/** The site's links, built from the route table. */
export const paths = {
  home: routes.home.path,
  login: routes.login.path,
  /** Login in "create a permanent account" mode, for a temporary session. */
  loginConvert: `${routes.login.path}${convertAccountSearch}`,
  vkLoginFailed: `${routes.login.path}${vkLoginFailedSearch}`,
  stickers: routes.stickers.path,
  acryl: routes.acryl.path,
  about: routes.about.path,
  partners: routes.partners.path,
  cart: routes.cart.path,
  order: (id: string) => addressOf(routes.order.path, { id }),
  orderPayment: (id: string) => addressOf(routes.orderPayment.path, { id }),
  orderPaymentCompleted: (id: string) => addressOf(routes.orderPaymentCompleted.path, { id }),
  confirmOrder: (id: string) => addressOf(routes.confirmOrder.path, { id }),
  completed: (id?: string) => addressOf(routes.completed.path, { id }),
  orders: routes.orders.path,
  ordersArchive: `${routes.orders.path}?filter=${archiveFilterValue}`,
  dashboard: routes.dashboard.path,
  profile: routes.profile.path,
  adminList: routes.adminList.path,
  admin: routes.admin.path,
  vkCallback: routes.vkCallback.path,
};
