import type { LiveQuote } from '@stickers62/core/stores';
import { liveQuoteTexts } from '@stickers62/core/texts';

/**
 * The item form's live price: unit price, item cost, the tier and how many more units reach the
 * next one, and the order total with the item; without a price, why and what to do. Announced
 * politely as it changes with typing.
 */
export function LiveQuotePanel({ quote }: { quote: LiveQuote | null }) {
  return (
    <section
      className="flex flex-col gap-1 rounded-xl bg-gray-50 p-3 text-sm"
      aria-live="polite"
      aria-label={liveQuoteTexts.title}
      data-testid="live-quote"
    >
      {quote === null ? (
        <p className="text-gray-600">{liveQuoteTexts.waiting}</p>
      ) : (
        <>
          {quote.priced ? (
            <>
              <p className="flex flex-wrap justify-between gap-x-3">
                <span className="text-gray-700">{liveQuoteTexts.cost}</span>
                <span className="font-semibold text-gray-900" data-testid="live-cost">
                  {quote.priced.cost}
                </span>
              </p>
              <p className="text-gray-700">
                {quote.priced.unitPrice} · {quote.priced.tier}
              </p>
              <p className="text-gray-700" data-testid="next-tier">
                {quote.priced.nextTier}
              </p>
            </>
          ) : (
            quote.reason && (
              <>
                <p className="flex flex-wrap justify-between gap-x-3">
                  <span className="font-medium text-red-700" data-testid="no-price-reason">
                    {quote.reason.title}
                  </span>
                  {quote.onRequest && <span className="font-semibold text-gray-900">{quote.onRequest}</span>}
                </p>
                <p className="text-gray-700">{quote.reason.action}</p>
              </>
            )
          )}
          <p className="flex flex-wrap justify-between gap-x-3 border-t border-gray-200 pt-1">
            <span className="text-gray-700">{liveQuoteTexts.orderTotal}</span>
            <span className="font-semibold text-gray-900" data-testid="live-order-total">
              {quote.orderTotal}
            </span>
          </p>
          {quote.unpricedNote && <p className="text-gray-700">{quote.unpricedNote}</p>}
        </>
      )}
    </section>
  );
}
