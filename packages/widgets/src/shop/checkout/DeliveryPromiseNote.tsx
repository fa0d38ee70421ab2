import type { DeliveryPeriod } from '@stickers62/core/rules';
import { type CheckoutState, checkoutPromise } from '@stickers62/core/stores';
import { promiseTexts } from '@stickers62/core/texts';
import { useId } from 'react';

/**
 * «Отправим до 4 декабря, получите 6–9 декабря»: the promise for the chosen delivery, from core's
 * working-day calendar and the order's production time; the server stores the same dates.
 */
export function DeliveryPromiseNote({
  state,
  chosenTariff,
}: {
  state: Pick<CheckoutState, 'order' | 'values'>;
  chosenTariff: DeliveryPeriod | null;
}) {
  const headingId = useId();
  const shown = checkoutPromise(state, chosenTariff);
  if (!shown) return null;
  return (
    <section
      aria-labelledby={headingId}
      aria-live="polite"
      className="rounded-xl border border-brand bg-brand-light p-4 text-sm text-gray-800"
      data-testid="delivery-promise"
    >
      <h2 id={headingId} className="text-xs font-semibold uppercase tracking-wide text-gray-600">
        {promiseTexts.heading}
      </h2>
      <p className="mt-1 text-base font-semibold text-gray-900">{shown.text}</p>
      {shown.estimated && <p className="mt-1">{promiseTexts.cdekEstimate}</p>}
      <p className="mt-1 text-xs text-gray-600">{promiseTexts.basis(shown.productionDays)}</p>
    </section>
  );
}
