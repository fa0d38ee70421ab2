import { orderScreenTexts } from '@stickers62/core/texts';
import { OrderDetails } from '@stickers62/widgets/shop';
import { useLocation, useParams } from 'wouter';
import { useDocumentTitle } from '../page-frame';

/** `/order/{id}`: the order details screen; a new id is a new screen. */
export function OrderPage() {
  const { id = '' } = useParams<{ id: string }>();
  const [, navigate] = useLocation();
  useDocumentTitle(orderScreenTexts.orderPageTitle);
  return <OrderDetails key={id} orderId={id} navigate={navigate} />;
}
