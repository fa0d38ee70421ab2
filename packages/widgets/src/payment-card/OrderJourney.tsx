// biome-ignore-all assist/source/organizeImports: the import order is the bundles' module order: sorted, the
// `#` names first reorder the React library's PaymentCard (docs/decisions/0171-element-modules-by-package-imports.md).
import type { ApiClient } from '@stickers62/core/api';
import { filePreviewUrl, getOrderSummary } from '@stickers62/core/api';
import { type OrderSummary as Order, previewWidths } from '@stickers62/core/contract';
import { formatItemQuantity } from '@stickers62/core/format';
import { isDeliveryChoiceOpen } from '@stickers62/core/rules';
import { orderDeliveryTexts, orderLinkTexts, orderTexts } from '@stickers62/core/texts';
import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { OrderDeliveryPart } from '#order-delivery-part';
import { ParcelPart } from '#parcel-part';
import { ItemPicturePart, picturesShown } from '#item-pictures-part';
import { ProofReview } from '../proof/ProofReview';

/**
 * The order as its customer sees it on the order-link page, when the page's session may read it
 * (the customer, or whoever opened the access link): `null` for a guest with the payment link only.
 */
export function useOwnOrder(api: ApiClient, orderId: string | undefined) {
  const [order, setOrder] = useState<Order | null>(null);
  const reload = useCallback(async () => {
    if (!orderId || !api.accessToken()) return;
    try {
      setOrder(await getOrderSummary(api, orderId));
    } catch {
      // Not this session's order (or no session): the public card is all there is to show.
      setOrder(null);
    }
  }, [api, orderId]);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { order, reload };
}

function ItemRow({ api, order, kind, item, fileName }: ItemRowProps) {
  const { name, count } = item;
  const url = fileName && filePreviewUrl(api, { orderId: order.id, kind, itemName: name }, previewWidths.thumbnail);
  const thumbnail = url && (
    <img src={url} alt="" className="h-12 w-12 shrink-0 rounded border border-gray-200 object-contain" loading="lazy" />
  );
  return (
    <li className="flex items-center gap-3 text-sm">
      {url && picturesShown ? (
        // The layout on the item's sheet or acrylic piece with its cut line; the thumbnail while it loads.
        <ItemPicturePart
          kind={kind}
          item={{ ...item, width: item.width ?? 0, height: item.height ?? 0 }}
          imageUrl={url}
          size={48}
          fallback={thumbnail}
        />
      ) : (
        thumbnail || (
          <span aria-hidden="true" className="h-12 w-12 shrink-0 rounded border border-dashed border-gray-300" />
        )
      )}
      <span className="min-w-0 flex-1 break-words">{name}</span>
      <span className="shrink-0 text-gray-600">{formatItemQuantity(kind, count)}</span>
    </li>
  );
}

interface ItemRowProps {
  api: ApiClient;
  order: Order;
  kind: 'stickers' | 'acryl';
  item: Order['orderItems'][number];
  fileName: string | null;
}

/** Items with previews, the proof to approve, and the status and track number. */
export function OrderJourney({ api, order, onChanged }: { api: ApiClient; order: Order; onChanged: () => void }) {
  // Once open on this visit, the choice stays: after it is stored the order says a delivery is
  // chosen, and the part then shows what was stored (its cost, the new total, the dates).
  const deliveryWasOpen = useRef(false);
  if (isDeliveryChoiceOpen(order)) deliveryWasOpen.current = true;
  const items = [
    ...order.orderItems.map((item) => ({ ...item, kind: 'stickers' as const })),
    ...order.acrylOrderItems.map((item) => ({ ...item, kind: 'acryl' as const })),
  ];
  return (
    <div className="flex flex-col gap-4">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-gray-600">{orderLinkTexts.status}</dt>
        <dd data-testid="order-link-status">{order.status}</dd>
      </dl>
      {order.trackNumber && (
        <Suspense fallback={null}>
          <ParcelPart
            key={order.status}
            api={api}
            orderId={order.id}
            trackNumber={order.trackNumber}
            deliveryType={order.deliveryType}
          />
        </Suspense>
      )}
      {order.proofState && order.proofState !== 'none' && (
        <ProofReview api={api} orderId={order.id} onAnswered={onChanged} />
      )}
      {deliveryWasOpen.current && (
        <Suspense fallback={<p role="status">{orderDeliveryTexts.loading}</p>}>
          <OrderDeliveryPart api={api} orderId={order.id} onChosen={onChanged} />
        </Suspense>
      )}
      <section className="flex flex-col gap-2">
        <h3 className="text-sm font-semibold text-gray-700">{orderLinkTexts.items}</h3>
        {items.length === 0 ? (
          <p className="text-sm text-gray-600">{orderLinkTexts.noItems}</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {items.map((item) => (
              <ItemRow
                key={`${item.kind}-${item.id}`}
                api={api}
                order={order}
                kind={item.kind}
                item={item}
                fileName={item.isFileInOtherItem ? null : item.fileName}
              />
            ))}
          </ul>
        )}
      </section>
      <p className="sr-only">{orderTexts.orderTitle(order.number)}</p>
    </div>
  );
}
