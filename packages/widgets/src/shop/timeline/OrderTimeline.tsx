import type { ApiClient } from '@stickers62/core/api';
import { getOrderTimeline } from '@stickers62/core/api';
import type { OrderEvent } from '@stickers62/core/contract';
import { formatDateTime } from '@stickers62/core/format';
import { timelineTexts } from '@stickers62/core/texts';
import { useEffect, useId, useState } from 'react';
import { actorText, describeOrderEvent } from './describe';

export interface OrderTimelineProps {
  api: ApiClient;
  orderId: string;
  /** Changes when the order was saved or answered, so the history is read again. */
  revision?: unknown;
  /** The heading's level where it stands: h3 in the manager's dialog (the default), h2 on the order page. */
  headingLevel?: 2 | 3;
}

/**
 * «История заказа»: every change with who and when, oldest first. The server decides what the
 * caller may see: managers get everything, the customer their order's steps.
 */
export function OrderTimeline({ api, orderId, revision, headingLevel = 3 }: OrderTimelineProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const titleId = useId();
  const [events, setEvents] = useState<readonly OrderEvent[] | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the revision is the reason to read again.
  useEffect(() => {
    let current = true;
    getOrderTimeline(api, orderId).then(
      (loaded) => {
        if (!current) return;
        setEvents(loaded.events);
        setFailed(null);
      },
      (error: Error) => {
        if (current) setFailed(error.message || timelineTexts.loadFailed);
      },
    );
    return () => {
      current = false;
    };
  }, [api, orderId, revision]);
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-2" data-testid="order-timeline">
      <Heading id={titleId} className="text-base font-semibold">
        {timelineTexts.title}
      </Heading>
      {failed ? (
        <p className="text-sm text-red-700">{failed}</p>
      ) : events === null ? null : events.length === 0 ? (
        <p className="text-sm text-gray-600">{timelineTexts.empty}</p>
      ) : (
        <ol className="flex flex-col gap-1 border-l border-gray-200 pl-3 text-sm">
          {events.map((event) => (
            <li key={event.id} data-kind={event.kind} className="flex flex-col sm:flex-row sm:gap-3">
              <time dateTime={event.at} className="shrink-0 whitespace-nowrap text-xs text-gray-600 sm:w-32 sm:text-sm">
                {formatDateTime(event.at)}
              </time>
              <span className="min-w-0 break-words text-gray-900">{describeOrderEvent(event)}</span>
              <span className="shrink-0 text-xs text-gray-600 sm:ml-auto sm:text-sm">{actorText(event)}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
