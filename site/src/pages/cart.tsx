import { orderConfigurationParameter } from '@stickers62/core/rules';
import { orderTexts } from '@stickers62/core/texts';
import { type HostScreenProps, OrderDetailsScreen } from '@stickers62/widgets/shop';
import { useEffect, useState } from 'react';
import { useDocumentTitle } from '../page-frame';
import { paths } from '../routes';

/**
 * `/cart`: the order details screen of the caller's cart (order id 0). `/cart?add=…` (a
 * calculator's «Заказать») adds the configured item once: the address loses `add` at once, so a
 * reload or the back button does not add it again.
 */
export function CartPage(screen: HostScreenProps) {
  const { navigate } = screen;
  const [addConfiguration] = useState(() => new URLSearchParams(screen.search).get(orderConfigurationParameter));
  useEffect(() => {
    if (addConfiguration) navigate(paths.cart, { replace: true });
  }, [addConfiguration, navigate]);
  useDocumentTitle(orderTexts.cartTitle);
  return <OrderDetailsScreen {...screen} orderId="0" addConfiguration={addConfiguration} />;
}
