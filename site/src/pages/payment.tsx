import { paymentTexts } from '@stickers62/core/texts';
import { type HostScreenProps, PublicPaymentScreen } from '@stickers62/widgets/shop';
import { useParams, useRoute } from 'wouter';
import { useDocumentTitle } from '../page-frame';
import { routes } from '../routes';

/** `/order/{id}/payment` and `/order/{id}/payment-completed` (checking mode): open to guests. */
export function PaymentPage(screen: HostScreenProps) {
  const { id = '' } = useParams<{ id: string }>();
  const [checking] = useRoute(routes.orderPaymentCompleted.path);
  useDocumentTitle(paymentTexts.formTitle);
  return <PublicPaymentScreen {...screen} orderId={id} paymentCompleted={checking} />;
}
