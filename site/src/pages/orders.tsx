import { useStore } from '@nanostores/react';
import { filePreviewUrl } from '@stickers62/core/api';
import { orderListFilterOf } from '@stickers62/core/rules';
import { createOrderHistoryStore } from '@stickers62/core/stores';
import { historyTexts } from '@stickers62/core/texts';
import { OrderHistory } from '@stickers62/widgets/shop';
import { useEffect, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { Page } from '../page-frame';
import { paths } from '../routes';
import { shop } from '../shop';
import { TemporaryAccessBanner } from '../temporary-access-banner';

/** Thumbnails in history are 120 px wide (ordering-area section 9). */
const thumbnailWidth = 120;

/** `/orders` and `/dashboard`: active orders by default, every order with `?filter=archive`. */
export function OrdersPage() {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const { active } = orderListFilterOf(search);
  const history = useMemo(() => createOrderHistoryStore(shop.api), []);
  const state = useStore(history.$state);

  useEffect(() => {
    void history.load({ active });
  }, [history, active]);

  return (
    <Page title={historyTexts.title} wide>
      <div className="mb-4 empty:hidden">
        <TemporaryAccessBanner />
      </div>
      <OrderHistory
        entries={state.entries}
        loading={state.loading}
        error={state.error}
        showingAll={!active}
        onShowAll={() => navigate(`${location}?filter=archive`)}
        onShowActive={() => navigate(location)}
        orderHref={paths.order}
        previewUrl={(orderId, preview) =>
          filePreviewUrl(shop.api, { orderId, kind: preview.kind, itemName: preview.itemName }, thumbnailWidth)
        }
        onNavigate={navigate}
      />
    </Page>
  );
}
