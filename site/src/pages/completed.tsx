import { getClient, getOrder } from '@stickers62/core/api';
import type { Client } from '@stickers62/core/contract';
import { type CompletedOrderSummary, completedOrderSummary, orderNewsNote } from '@stickers62/core/rules';
import { completedTexts } from '@stickers62/core/texts';
import { buttonClass } from '@stickers62/widgets';
import { useEffect, useState } from 'react';
import { Link, useRoute } from 'wouter';
import { Page } from '../page-frame';
import { paths, routes } from '../routes';
import { shop } from '../shop';

/**
 * The sent order (number, total, promised dates) and whether the shop reaches the buyer in VK:
 * loaded once; a failed load leaves the spec's text alone, which is all `/completed` shows.
 */
function useCompletedOrder(id: string | undefined) {
  const [summary, setSummary] = useState<CompletedOrderSummary | null>(null);
  const [client, setClient] = useState<Client | null>(null);
  useEffect(() => {
    let current = true;
    if (id) {
      getOrder(shop.api, id).then(
        (order) => current && setSummary(completedOrderSummary(order)),
        () => {},
      );
    }
    getClient(shop.api).then(
      (loaded) => current && setClient(loaded),
      () => {},
    );
    return () => {
      current = false;
    };
  }, [id]);
  return { summary, newsNote: orderNewsNote(client) };
}

/** `/completed` and `/completed/{id}`: the order was sent; what happens next and how long it takes. */
export function CompletedPage() {
  const [, params] = useRoute(routes.completed.path);
  const { summary, newsNote } = useCompletedOrder(params?.id);
  return (
    <Page title={completedTexts.title}>
      <div className="flex flex-col gap-6 rounded-2xl border border-gray-200 bg-white p-6 shadow-sm md:p-8">
        <div className="flex items-start gap-3">
          <span
            aria-hidden="true"
            className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-green-100 text-xl text-green-700"
          >
            ✓
          </span>
          <div className="flex min-w-0 flex-col gap-1 pt-1.5">
            <p className="text-lg text-gray-800">{completedTexts.text}</p>
            {newsNote && (
              <p className="text-gray-700" data-testid="completed-news">
                {newsNote}
              </p>
            )}
          </div>
        </div>
        {summary && (
          <section aria-label={completedTexts.summaryTitle} data-testid="completed-order">
            <h2 className="mb-3 text-lg font-semibold text-gray-900">{completedTexts.summaryTitle}</h2>
            <ul className="flex flex-col gap-2 text-gray-700">
              {[summary.number, summary.total, summary.dates].map(
                (line) =>
                  line && (
                    <li key={line} className="break-words rounded-lg bg-gray-50 px-4 py-2">
                      {line}
                    </li>
                  ),
              )}
            </ul>
          </section>
        )}
        <section>
          <h2 className="mb-3 text-lg font-semibold text-gray-900">{completedTexts.timelinesTitle}</h2>
          <ul className="flex flex-col gap-2 text-gray-700">
            {[completedTexts.approval, completedTexts.stickers, completedTexts.acryl].map((line) => (
              <li key={line} className="rounded-lg bg-gray-50 px-4 py-2">
                {line}
              </li>
            ))}
          </ul>
        </section>
        <div>
          <Link href={paths.orders} className={buttonClass.primary}>
            {completedTexts.toOrders}
          </Link>
        </div>
      </div>
    </Page>
  );
}
