import type { Navigate } from './shop-link';
import type { ShopPaths } from './shop-paths';

/**
 * The props every shop screen shares: what a host's router knows about the current address and
 * how to leave it. A screen's props extend these, make required the ones it needs and add its own
 * (an order id, a mode), so a host passes one object to every screen (`HostScreenProps`) and
 * each takes what it reads. A screen is named `*Screen` (`screen.test.ts` checks both).
 */
export interface ScreenProps {
  /** Moves the host to another of its addresses without a page load (the site's router). */
  navigate?: Navigate;
  /** The address's path without its query (`/orders`, `/admin/list`). */
  path?: string;
  /**
   * The address's query (`?filter=archive`, `?next=%2Fcart`), with or without its `?`; `''` for
   * none. Screens whose state lives in the address (filters, the open order, a sign-in mode) read it.
   */
  search?: string;
  /** The host's addresses a screen links to or moves to (a screen names the ones it needs). */
  paths?: Partial<ShopPaths>;
  /** The shop's API address; the page's own origin when absent. */
  apiBase?: string;
  /** Leaves the site for another (a payment provider, VK ID); `leavePage` by default. */
  openUrl?: (url: string) => void;
}

/** What a host's router passes to every screen: the whole address, its router and all its links. */
export interface HostScreenProps extends ScreenProps {
  navigate: Navigate;
  path: string;
  search: string;
  paths: ShopPaths;
}

/** Leaves the page for another site, keeping this page in the history for the way back. */
export const leavePage = (url: string) => window.location.assign(url);
