import { formatDeliveryPromise } from '../../format/index.js';
import {
  type DeliveryPeriod,
  type DeliveryPromise,
  deliveryPromise,
  moscowToday,
  productionWorkingDays,
} from '../../rules/index.js';
import type { CheckoutState } from './checkout.js';

/**
 * The CDEK period the promise uses: the first (cheapest) tariff found for the pickup point.
 * The one place to switch to the tariff the customer chooses once the checkout offers a choice.
 */
export function promisedTariffPeriod(state: Pick<CheckoutState, 'cdek'>): DeliveryPeriod | null {
  if (state.cdek.status !== 'found') return null;
  const [first] = state.cdek.tariffs;
  return first ? { periodMin: first.periodMin, periodMax: first.periodMax } : null;
}

export interface CheckoutPromise {
  promise: DeliveryPromise;
  /** «Отправим до 4 декабря, получите 6–9 декабря» (or what applies to pickup / Russian Post). */
  text: string;
  /** Working days of approval and production, for the line that explains the dates. */
  productionDays: number;
  /** CDEK with no tariff known yet: the window is the business terms' 1–10 working days. */
  estimated: boolean;
}

/** The promise shown at checkout; the server computes the stored dates with the same rules. */
export function checkoutPromise(state: Pick<CheckoutState, 'order' | 'values' | 'cdek'>, now = new Date()) {
  if (!state.order) return null;
  const { deliveryType } = state.values;
  const period = deliveryType === 'CDEK' ? promisedTariffPeriod(state) : null;
  const promise = deliveryPromise({ placedOn: moscowToday(now), order: state.order, deliveryType, period });
  return {
    promise,
    text: formatDeliveryPromise(promise, deliveryType),
    productionDays: productionWorkingDays(state.order),
    estimated: deliveryType === 'CDEK' && period === null,
  } satisfies CheckoutPromise;
}
