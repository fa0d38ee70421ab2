import { filePreviewUrl } from '@stickers62/core/api';
import { type AcrylItem, type ItemKind, type Order, previewWidths, type StickerItem } from '@stickers62/core/contract';
import { formatItemQuantity, formatRubles, formatStoredItemCost } from '@stickers62/core/format';
import { type CheckoutTotals, type DeliveryCharge, hasShownLayout } from '@stickers62/core/rules';
import { getShopStores } from '@stickers62/core/stores';
import { checkoutTexts, orderScreenTexts } from '@stickers62/core/texts';
import { useState } from 'react';
import { ItemPicturePart } from '#item-pictures-part';
import { cardClass } from '../../ui/classes';
import { itemParameters, itemSizes } from '../order-details/item-labels';

export interface OrderSummaryProps {
  order: Order;
  totals: CheckoutTotals;
  apiBase?: string;
}

function deliveryText(charge: DeliveryCharge): string {
  if (charge.kind === 'byManager') return checkoutTexts.deliveryByManager;
  if (charge.kind === 'notChosen') return checkoutTexts.deliveryNotChosen;
  return charge.amount === 0 ? checkoutTexts.deliveryFree : formatRubles(charge.amount);
}

/** 'Ваш заказ' beside the checkout form: each item with its thumbnail and preliminary cost, then the totals. */
export function OrderSummary({ order, totals, apiBase }: OrderSummaryProps) {
  const api = getShopStores(apiBase).api;
  const rows: Array<{ kind: ItemKind; item: StickerItem | AcrylItem }> = [
    ...order.orderItems.map((item) => ({ kind: 'stickers' as const, item })),
    ...order.acrylOrderItems.map((item) => ({ kind: 'acryl' as const, item })),
  ];
  return (
    <section aria-labelledby="checkout-summary-title" className={`${cardClass} mt-4 flex flex-col gap-4 lg:mt-0`}>
      <h2 id="checkout-summary-title" className="text-lg font-semibold text-gray-900">
        {checkoutTexts.summaryTitle}
      </h2>
      <ul aria-label={checkoutTexts.summaryItems} className="flex flex-col divide-y divide-gray-100">
        {rows.map(({ kind, item }) => (
          <li key={`${kind}-${item.id}`} className="flex gap-3 py-3 first:pt-0">
            <SummaryThumbnail
              kind={kind}
              item={item}
              url={
                hasShownLayout(item)
                  ? filePreviewUrl(api, { orderId: order.id, kind, itemName: item.name }, previewWidths.thumbnail)
                  : null
              }
            />
            <div className="flex min-w-0 flex-1 flex-col gap-0.5">
              <div className="flex items-start justify-between gap-2">
                <span className="min-w-0 break-words text-sm font-semibold text-gray-900">{item.name}</span>
                {/* Wraps: «цена по запросу — менеджер рассчитает» is wider than a phone's column. */}
                <span className="max-w-[60%] text-right text-sm font-semibold tabular-nums text-gray-900">
                  {formatStoredItemCost(item)}
                </span>
              </div>
              <span className="break-words text-xs text-gray-600">
                {[...itemParameters(kind, item).map(([, value]) => value), itemSizes(item)].join(' · ')}
              </span>
              <span className="text-xs text-gray-700">{formatItemQuantity(kind, item.count)}</span>
            </div>
          </li>
        ))}
      </ul>
      <dl className="flex flex-col gap-1 border-t border-gray-200 pt-3 text-sm" data-testid="checkout-totals">
        <div className="flex justify-between gap-3">
          <dt className="text-gray-700">{checkoutTexts.goodsTotal}</dt>
          <dd className="tabular-nums text-gray-900">{formatRubles(totals.goods)}</dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt className="text-gray-700">{checkoutTexts.deliveryCost}</dt>
          <dd className="text-right tabular-nums text-gray-900" data-testid="checkout-delivery-cost">
            {deliveryText(totals.delivery)}
          </dd>
        </div>
        <div className="flex justify-between gap-3 text-base font-bold" aria-live="polite">
          <dt>{checkoutTexts.grandTotal}</dt>
          <dd className="tabular-nums" data-testid="checkout-grand-total">
            {formatRubles(totals.total)}
          </dd>
        </div>
      </dl>
      <p className="text-xs text-gray-600">{checkoutTexts.preliminaryNote}</p>
    </section>
  );
}

/**
 * The grand total beside the send button on narrow screens, where the summary card comes only
 * after the form: the customer sees what they pay before pressing it.
 */
export function TotalBeforeSending({ totals }: { totals: CheckoutTotals }) {
  return (
    <p className="flex items-baseline justify-between gap-3 border-t border-gray-200 pt-3 text-base font-bold lg:hidden">
      <span>{checkoutTexts.grandTotal}</span>
      <span className="text-right tabular-nums">
        {formatRubles(totals.total)}
        <span className="block text-xs font-normal text-gray-600">
          {checkoutTexts.deliveryCost}: {deliveryText(totals.delivery)}
        </span>
      </span>
    </p>
  );
}

/**
 * An item's layout on its product (a repeat's is its source's, served by the preview call), or
 * «Файл не загружен» without one or when the picture cannot be had (the source was deleted).
 */
function SummaryThumbnail({ kind, item, url }: { kind: ItemKind; item: StickerItem | AcrylItem; url: string | null }) {
  const [broken, setBroken] = useState<string | null>(null);
  if (url && broken !== url) {
    const thumbnail = (
      <img
        src={url}
        alt=""
        loading="lazy"
        width={56}
        height={56}
        onError={() => setBroken(url)}
        className="h-14 w-14 shrink-0 rounded-lg bg-gray-100 object-contain"
      />
    );
    // The layout on the item's sheet or acrylic piece with its cut line; the thumbnail while it loads.
    return (
      <div className="flex h-14 w-14 shrink-0 items-center justify-center rounded-lg bg-gray-100">
        <ItemPicturePart
          kind={kind}
          item={item}
          imageUrl={url}
          size={56}
          onImageError={() => setBroken(url)}
          fallback={thumbnail}
        />
      </div>
    );
  }
  return (
    <div className="flex h-14 w-14 shrink-0 items-center justify-center rounded-lg border border-dashed border-gray-300 bg-gray-50 p-1 text-center text-[10px] leading-tight text-gray-600">
      {orderScreenTexts.noFile}
    </div>
  );
}
