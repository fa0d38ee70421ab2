import { orderTexts } from '@stickers62/core/texts';
import { OrderDetails } from '@stickers62/widgets/shop';
import { useLocation } from 'wouter';
import { useDocumentTitle } from '../page-frame';

/** `/cart`: the order details screen of the caller's cart (order id 0). */
export function CartPage() {
  const [, navigate] = useLocation();
  useDocumentTitle(orderTexts.cartTitle);
  return <OrderDetails orderId="0" navigate={navigate} />;
}
