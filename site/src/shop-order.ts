import type { OrderRequest } from '@stickers62/widgets';
import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { paths } from './routes';

/**
 * The shop's own calculators: «Заказать» leads to the cart with the configuration (`?add=`)
 * inside the app, without loading the page again; a guest goes through the login and back.
 */
export function useShopOrder() {
  const [, navigate] = useLocation();
  const onOrder = useCallback(
    (order: OrderRequest) => {
      navigate(order.url);
      return false;
    },
    [navigate],
  );
  return { orderUrl: paths.cart, onOrder };
}
