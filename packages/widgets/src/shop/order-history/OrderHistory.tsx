import { type OrderListEntry, orderStatuses } from '@stickers62/core/contract';
import { formatDate, formatRubles } from '@stickers62/core/format';
import { type HistoryPreview, historyPreviews } from '@stickers62/core/rules';
import { historyCardTexts, historyTexts, navTexts } from '@stickers62/core/texts';
import type { ReactNode } from 'react';
import { Button } from '../../ui/Button';
import { MessageBlock } from '../message-block';
import { type Navigate, ShopLink } from '../shop-link';
import { StatusBadge } from './StatusBadge';

export interface OrderHistoryProps {
  entries: readonly OrderListEntry[];
  loading: boolean;
  /** The server's text of a failed load. */
  error: string | null;
  /** All orders are listed (`?filter=archive`), not only the active ones. */
  showingAll: boolean;
  onShowAll: () => void;
  onShowActive: () => void;
  /** `/order/{orderId}` */
  orderHref: (orderId: string) => string;
  /** The file preview address at width 120 (core's `filePreviewUrl`). */
  previewUrl: (orderId: string, preview: HistoryPreview) => string;
  onNavigate: Navigate;
  /** The parcel of a sent order, under its card (outside the card's link: it has a link of its own). */
  parcel?: (orderId: string) => ReactNode;
}

/** The customer's orders as cards; a card opens the order. */
export function OrderHistory({
  entries,
  loading,
  error,
  showingAll,
  onShowAll,
  onShowActive,
  orderHref,
  previewUrl,
  onNavigate,
  parcel,
}: OrderHistoryProps) {
  return (
    <div className="flex flex-col gap-4">
      {error && <MessageBlock tone="error" text={error} />}
      {loading && entries.length === 0 && (
        <p role="status" className="text-gray-600">
          {navTexts.loading}
        </p>
      )}
      {!loading && !error && entries.length === 0 && <p className="text-gray-600">{historyTexts.empty}</p>}
      {entries.length > 0 && (
        <ul className="grid gap-4 md:grid-cols-2" aria-busy={loading || undefined}>
          {entries.map((entry) => (
            <li key={entry.orderId} className="flex flex-col gap-2">
              <OrderCard
                entry={entry}
                href={orderHref(entry.orderId)}
                previewUrl={previewUrl}
                onNavigate={onNavigate}
              />
              {parcel && (entry.sendDate || entry.status === orderStatuses.shipped) && (
                <div className="rounded-2xl border border-gray-200 bg-white px-5 py-3 shadow-sm">
                  {parcel(entry.orderId)}
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      <div>
        <Button onClick={showingAll ? onShowActive : onShowAll}>
          {showingAll ? historyTexts.showActive : historyTexts.showAll}
        </Button>
      </div>
    </div>
  );
}

function OrderCard({
  entry,
  href,
  previewUrl,
  onNavigate,
}: {
  entry: OrderListEntry;
  href: string;
  previewUrl: OrderHistoryProps['previewUrl'];
  onNavigate: Navigate;
}) {
  const previews = historyPreviews(entry);
  return (
    <ShopLink
      href={href}
      onNavigate={onNavigate}
      className="flex h-full flex-col gap-3 rounded-2xl border border-gray-200 bg-white p-5 text-gray-900 no-underline shadow-sm transition hover:border-brand hover:shadow-md focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-brand-light"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 className="text-lg font-semibold">{historyTexts.order(entry.orderNumber)}</h2>
          <p className="text-sm text-gray-500">{historyCardTexts.date(formatDate(entry.createDate))}</p>
        </div>
        <StatusBadge status={entry.status} />
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
        <dt className="text-gray-500">{historyCardTexts.manager}</dt>
        <dd>{entry.manager || historyCardTexts.noManager}</dd>
        <dt className="text-gray-500">{historyCardTexts.cost}</dt>
        <dd className="font-semibold">{formatRubles(entry.cost)}</dd>
      </dl>
      <div className="flex flex-wrap gap-2 text-sm">
        <span
          className={`rounded-full px-2.5 py-0.5 font-medium ${entry.payed ? 'bg-green-50 text-green-700' : 'bg-gray-100 text-gray-600'}`}
        >
          {entry.payed ? historyCardTexts.paid : historyCardTexts.notPaid}
        </span>
        <span className="rounded-full bg-gray-100 px-2.5 py-0.5 text-gray-700">
          {historyTexts.stickersCount(entry.stickersCount)}
        </span>
        <span className="rounded-full bg-gray-100 px-2.5 py-0.5 text-gray-700">
          {historyTexts.acrylCount(entry.acrylCount)}
        </span>
      </div>
      {previews.shown.length > 0 && (
        <div className="mt-auto flex items-center gap-2">
          {previews.shown.map((preview) => (
            <img
              key={`${preview.kind}/${preview.itemName}`}
              src={previewUrl(entry.orderId, preview)}
              alt={historyCardTexts.preview(preview.itemName)}
              loading="lazy"
              width={64}
              height={64}
              className="h-16 w-16 rounded-lg border border-gray-200 bg-gray-50 object-contain"
            />
          ))}
          {previews.more > 0 && (
            <span className="text-sm font-medium text-gray-600">{historyTexts.morePreviews(previews.more)}</span>
          )}
        </div>
      )}
    </ShopLink>
  );
}
