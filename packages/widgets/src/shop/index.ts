/** Shop building blocks of the host site: light-DOM React components styled by the page's twind. */

import { CheckoutScreen, type CheckoutScreenProps } from './checkout/CheckoutScreen';
import { OrderDetailsScreen, type OrderDetailsScreenProps } from './order-details/OrderDetailsScreen';

export * from '../pictures/index';
export { TextField, type TextFieldProps } from '../ui/text-field';
export * from './admin/index';
export * from './header';
export * from './login-form';
export { MessageBlock } from './message-block';
export * from './order-history';
export * from './profile-form';
export { PublicPaymentScreen, type PublicPaymentScreenProps } from './public-payment/PublicPaymentScreen';
export type { HostScreenProps, ScreenProps } from './screen';
export { type Navigate, ShopLink, type ShopLinkProps } from './shop-link';
export type { ShopPaths } from './shop-paths';
export { CheckoutScreen, type CheckoutScreenProps, OrderDetailsScreen, type OrderDetailsScreenProps };

// The names before every screen was `*Screen` (docs/decisions/0210-one-screen-contract.md).
/** @deprecated Renamed `CheckoutScreen`. */
export const Checkout = CheckoutScreen;
/** @deprecated Renamed `CheckoutScreenProps`. */
export type CheckoutProps = CheckoutScreenProps;
/** @deprecated Renamed `OrderDetailsScreen`. */
export const OrderDetails = OrderDetailsScreen;
/** @deprecated Renamed `OrderDetailsScreenProps`. */
export type OrderDetailsProps = OrderDetailsScreenProps;
