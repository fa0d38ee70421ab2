import { historyTexts } from '@stickers62/core/texts';
import { OrderHistoryScreen } from '@stickers62/widgets/shop';
import { useLocation, useSearch } from 'wouter';
import { Page } from '../page-frame';
import { paths } from '../routes';

/** `/orders` and `/dashboard`: active orders by default, every order with `?filter=archive`. */
export function OrdersPage() {
  const [location, navigate] = useLocation();
  return (
    <Page title={historyTexts.title} wide>
      <OrderHistoryScreen path={location} search={useSearch()} navigate={navigate} paths={paths} />
    </Page>
  );
}
