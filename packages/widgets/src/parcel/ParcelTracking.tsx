import type { ApiClient } from '@stickers62/core/api';
import { getParcel } from '@stickers62/core/api';
import type { Parcel } from '@stickers62/core/contract';
import { formatDate, formatParcelStatus } from '@stickers62/core/format';
import { parcelTexts } from '@stickers62/core/texts';
import { useEffect, useState } from 'react';

export interface ParcelTrackingProps {
  api: ApiClient;
  orderId: string;
}

/** What the order's pages give the parcel part: the element scripts' part shows the track from these alone. */
export interface ParcelPartProps extends ParcelTrackingProps {
  trackNumber?: string | null;
  deliveryType?: string | null;
}

/**
 * The parcel as its customer follows it: send date, track number linked to the carrier's page,
 * the latest status («Принят в пункте выдачи Рязань, 3 дек 14:05») and the earlier ones.
 */
/** Read once when shown: a caller that wants it read again with its order gives it a new `key`. */
export function ParcelTracking({ api, orderId }: ParcelPartProps) {
  const [parcel, setParcel] = useState<Parcel | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let current = true;
    getParcel(api, orderId).then(
      (loaded) => {
        if (current) setParcel(loaded);
      },
      () => {
        if (current) setFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [api, orderId]);
  if (failed) return <p className="text-sm text-gray-600">{parcelTexts.loadFailed}</p>;
  if (!parcel || (!parcel.trackNumber && !parcel.sendDate && !parcel.status)) return null;
  const [latest, ...earlier] = parcel.history;
  return (
    <section className="flex flex-col gap-2 text-sm" aria-label={parcelTexts.heading} data-testid="parcel">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        {parcel.sendDate && (
          <>
            <dt className="text-gray-600">{parcelTexts.sendDate}</dt>
            <dd>{formatDate(parcel.sendDate)}</dd>
          </>
        )}
        {parcel.trackNumber && (
          <>
            <dt className="text-gray-600">{parcelTexts.trackNumber}</dt>
            <dd className="break-all">
              {parcel.trackUrl ? (
                <a
                  href={parcel.trackUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="font-medium text-blue-800 underline underline-offset-2"
                  data-testid="parcel-track"
                >
                  {parcel.trackNumber}
                </a>
              ) : (
                <span data-testid="parcel-track">{parcel.trackNumber}</span>
              )}
            </dd>
          </>
        )}
        <dt className="text-gray-600">{parcelTexts.status}</dt>
        <dd data-testid="parcel-status">{latest ? formatParcelStatus(latest) : parcelTexts.noStatus}</dd>
      </dl>
      {earlier.length > 0 && (
        <details className="rounded-lg border border-gray-200 px-3 py-2">
          <summary className="cursor-pointer text-gray-700">{parcelTexts.history}</summary>
          <ol className="mt-2 flex flex-col gap-1 text-gray-700" data-testid="parcel-history">
            {earlier.map((status) => (
              <li key={`${status.code}-${status.at}`}>{formatParcelStatus(status)}</li>
            ))}
          </ol>
        </details>
      )}
    </section>
  );
}

export default ParcelTracking;
