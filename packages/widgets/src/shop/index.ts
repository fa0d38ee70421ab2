/** Shop building blocks of the host site: light-DOM React components styled by the page's twind. */
export * from './admin/index';
export { Checkout, type CheckoutProps } from './checkout/Checkout';
export * from './header';
export { OrderDetails, type OrderDetailsProps } from './order-details/OrderDetails';
export { type Navigate, ShopLink, type ShopLinkProps } from './shop-link';
