import { checkoutTexts } from '@stickers62/core/texts';
import { Checkout } from '@stickers62/widgets/shop';
import { useLocation, useParams } from 'wouter';
import { useDocumentTitle } from '../page-frame';

/** `/confirm-order/{id}` 'Оформление заказа'. */
export function ConfirmOrderPage() {
  const { id = '' } = useParams<{ id: string }>();
  const [, navigate] = useLocation();
  useDocumentTitle(checkoutTexts.title);
  return <Checkout key={id} orderId={id} navigate={navigate} />;
}
