import { historyTexts } from '@stickers62/core/texts';
import { type HostScreenProps, OrderHistoryScreen } from '@stickers62/widgets/shop';
import { Page } from '../page-frame';

/** `/orders` and `/dashboard`: active orders by default, every order with `?filter=archive`. */
export function OrdersPage(screen: HostScreenProps) {
  return (
    <Page title={historyTexts.title} wide>
      <OrderHistoryScreen {...screen} />
    </Page>
  );
}
