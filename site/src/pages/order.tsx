import { orderScreenTexts } from '@stickers62/core/texts';
import { type HostScreenProps, OrderDetailsScreen } from '@stickers62/widgets/shop';
import { useParams } from 'wouter';
import { useDocumentTitle } from '../page-frame';

/** `/order/{id}`: the order details screen; a new id is a new screen. */
export function OrderPage(screen: HostScreenProps) {
  const { id = '' } = useParams<{ id: string }>();
  useDocumentTitle(orderScreenTexts.orderPageTitle);
  return <OrderDetailsScreen {...screen} key={id} orderId={id} />;
}
