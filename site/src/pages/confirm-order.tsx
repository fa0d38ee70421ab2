import { checkoutTexts } from '@stickers62/core/texts';
import { CheckoutScreen, type HostScreenProps } from '@stickers62/widgets/shop';
import { useParams } from 'wouter';
import { useDocumentTitle } from '../page-frame';

/** `/confirm-order/{id}` 'Оформление заказа'. */
export function ConfirmOrderPage(screen: HostScreenProps) {
  const { id = '' } = useParams<{ id: string }>();
  useDocumentTitle(checkoutTexts.title);
  return <CheckoutScreen {...screen} key={id} orderId={id} />;
}
