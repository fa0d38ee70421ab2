import { paymentTexts } from '@stickers62/core/texts';
import { PublicPaymentScreen } from '@stickers62/widgets/shop';
import { useLocation, useParams, useRoute } from 'wouter';
import { useDocumentTitle } from '../page-frame';
import { paths, routes } from '../routes';

/** `/order/{id}/payment` and `/order/{id}/payment-completed` (checking mode): open to guests. */
export function PaymentPage() {
  const { id = '' } = useParams<{ id: string }>();
  const [, navigate] = useLocation();
  const [checking] = useRoute(routes.orderPaymentCompleted.path);
  useDocumentTitle(paymentTexts.formTitle);
  return <PublicPaymentScreen orderId={id} paymentCompleted={checking} navigate={navigate} paths={paths} />;
}
