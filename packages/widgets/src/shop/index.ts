/** Shop building blocks of the host site: light-DOM React components styled by the page's twind. */

export * from '../pictures/index';
export { TextField, type TextFieldProps } from '../ui/text-field';
export * from './admin/index';
export { Checkout, type CheckoutProps } from './checkout/Checkout';
export * from './header';
export * from './login-form';
export { MessageBlock } from './message-block';
export { OrderDetails, type OrderDetailsProps } from './order-details/OrderDetails';
export * from './order-history';
export * from './profile-form';
export { PublicPaymentScreen, type PublicPaymentScreenProps } from './public-payment/PublicPaymentScreen';
export { type Navigate, ShopLink, type ShopLinkProps } from './shop-link';
export type { ShopPaths } from './shop-paths';
