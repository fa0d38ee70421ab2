import { useStore } from '@nanostores/react';
import { filePreviewUrl } from '@stickers62/core/api';
import { previewWidths } from '@stickers62/core/contract';
import { archiveFilterValue, orderListFilterOf } from '@stickers62/core/rules';
import { createOrderHistoryStore, getShopStores } from '@stickers62/core/stores';
import { Suspense, useEffect, useState } from 'react';
import { ParcelPart } from '#parcel-part';
import { TemporaryAccessBanner } from '../login-form/TemporaryAccessBanner';
import type { ScreenProps } from '../screen';
import type { Navigate } from '../shop-link';
import type { ShopPaths } from '../shop-paths';
import { OrderHistory } from './OrderHistory';

export interface OrderHistoryScreenProps extends ScreenProps {
  /** The screen's own path (`/orders` or `/dashboard`): the archive switch stays on it. */
  path: string;
  /** The address query: `?filter=archive` lists every order, else the active ones. */
  search: string;
  navigate: Navigate;
  paths: Pick<ShopPaths, 'order' | 'login'>;
}

/** The customer's orders (`/orders`, `/dashboard`), with the temporary access banner above. */
export function OrderHistoryScreen({ path, search, navigate, paths, apiBase }: OrderHistoryScreenProps) {
  const [stores] = useState(() => getShopStores(apiBase));
  const [history] = useState(() => createOrderHistoryStore(stores.api));
  const state = useStore(history.$state);
  const { active } = orderListFilterOf(search);
  useEffect(() => {
    void history.load({ active });
  }, [history, active]);

  return (
    <>
      <div className="mb-4 empty:hidden">
        <TemporaryAccessBanner navigate={navigate} paths={paths} apiBase={apiBase} />
      </div>
      <OrderHistory
        entries={state.entries}
        loading={state.loading}
        error={state.error}
        showingAll={!active}
        onShowAll={() => navigate(`${path}?filter=${archiveFilterValue}`)}
        onShowActive={() => navigate(path)}
        orderHref={paths.order}
        previewUrl={(orderId, preview) =>
          filePreviewUrl(
            stores.api,
            { orderId, kind: preview.kind, itemName: preview.itemName },
            previewWidths.thumbnail,
          )
        }
        onNavigate={navigate}
        parcel={(orderId) => (
          <Suspense fallback={null}>
            <ParcelPart api={stores.api} orderId={orderId} />
          </Suspense>
        )}
      />
    </>
  );
}
