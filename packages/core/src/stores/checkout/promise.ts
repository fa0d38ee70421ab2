import { formatDeliveryPromise } from '../../format/index.js';
import {
  type DeliveryPeriod,
  type DeliveryPromise,
  deliveryPromise,
  moscowToday,
  productionWorkingDays,
} from '../../rules/index.js';
import type { CheckoutState } from './checkout.js';

export interface CheckoutPromise {
  promise: DeliveryPromise;
  /** «Отправим до 4 декабря, получите 6–9 декабря» (or what applies to pickup / Russian Post). */
  text: string;
  /** Working days of approval and production, for the line that explains the dates. */
  productionDays: number;
  /** CDEK with no tariff known yet: the window is the business terms' 1–10 working days. */
  estimated: boolean;
}

/**
 * The promise shown at checkout, counting CDEK's window from the tariff the customer chose (the
 * store's `$chosenTariff`); the server computes the stored dates with the same rules and tariff.
 */
export function checkoutPromise(
  state: Pick<CheckoutState, 'order' | 'values'>,
  chosenTariff: DeliveryPeriod | null,
  now = new Date(),
) {
  if (!state.order) return null;
  const { deliveryType } = state.values;
  const period =
    deliveryType === 'CDEK' && chosenTariff
      ? { periodMin: chosenTariff.periodMin, periodMax: chosenTariff.periodMax }
      : null;
  const promise = deliveryPromise({ placedOn: moscowToday(now), order: state.order, deliveryType, period });
  return {
    promise,
    text: formatDeliveryPromise(promise, deliveryType),
    productionDays: productionWorkingDays(state.order),
    estimated: deliveryType === 'CDEK' && period === null,
  } satisfies CheckoutPromise;
}
