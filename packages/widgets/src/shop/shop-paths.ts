/**
 * The host site's addresses a shop screen links to or moves to. The site passes the helpers
 * its route table builds, so each address is written once.
 */
export interface ShopPaths {
  home: string;
  stickers: string;
  acryl: string;
  about: string;
  cart: string;
  orders: string;
  /** The same orders screen as `orders` (section 2). */
  dashboard: string;
  profile: string;
  login: string;
  /** The manager's order list (staff only). */
  admin: string;
  order: (orderId: string) => string;
}
