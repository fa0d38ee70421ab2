import type { CreateOrderRequest } from '@stickers62/core/contract';
import { checkoutParcelWeightGrams } from '@stickers62/core/contract';
import type { DeliveryPeriod } from '@stickers62/core/rules';
import { checkoutTexts } from '@stickers62/core/texts';
import type { FastifyBaseLogger } from 'fastify';
import { badRequest, HttpError } from '../errors.js';
import { blankToNull } from '../http/blank-to-null.js';
import type { Delivery } from '../providers/cdek/gateway.js';
import { chosenTariff, PickupPointNotFoundError, TariffNotOfferedError } from '../providers/cdek/tariffs.js';
import { ProviderError } from '../providers/http.js';

/** The chosen tariff's cost and period; 0 and no period when nothing is priced now. */
export interface DeliveryAtCheckout {
  cost: number;
  /** What the promised dates count the delivery window from; `null`: the business terms' 1–10 days. */
  period: DeliveryPeriod | null;
  /** The CDEK tariff priced (the chosen one, or the cheapest then offered); kept with the order for its shipment. */
  tariffCode: number | null;
}

const unpriced: DeliveryAtCheckout = { cost: 0, period: null, tariffCode: null };

/**
 * The delivery cost stored on an order at checkout (and by the order-link page's delivery choice), in rubles, asked of CDEK now: the client
 * never sends a cost that is trusted. Pickup is free; Russian Post is priced by the manager (0
 * until then). For CDEK the chosen tariff to the chosen point; without a chosen tariff (a code
 * typed and sent without looking it up, an older client) the cheapest, when CDEK can say it.
 *
 * A customer who chose a tariff has seen its price, so when CDEK cannot confirm it the checkout
 * is refused with a reason rather than stored unpriced; without a choice the order still goes
 * through at 0 and the manager prices the delivery, as before this pricing existed.
 */
export async function deliveryAtCheckout(
  delivery: Delivery,
  request: Pick<CreateOrderRequest, 'deliveryType' | 'cdekPvzCode' | 'cdekTariffCode'>,
  log: FastifyBaseLogger,
): Promise<DeliveryAtCheckout> {
  const pickupPointCode = blankToNull(request.cdekPvzCode ?? null);
  if (request.deliveryType !== 'CDEK' || pickupPointCode === null) return unpriced;
  const tariffCode = request.cdekTariffCode ?? null;
  try {
    const tariff = await chosenTariff(delivery.gateway, {
      from: delivery.from,
      pickupPointCode,
      weightGrams: checkoutParcelWeightGrams,
      tariffCode,
    });
    return tariff
      ? {
          cost: tariff.cost,
          period: { periodMin: tariff.periodMin, periodMax: tariff.periodMax },
          tariffCode: tariff.code ?? tariffCode,
        }
      : unpriced;
  } catch (error) {
    const fromCdek =
      error instanceof ProviderError ||
      error instanceof PickupPointNotFoundError ||
      error instanceof TariffNotOfferedError;
    if (!fromCdek) throw error;
    log.warn({ err: error, pickupPointCode, tariffCode }, 'CDEK delivery cost at checkout failed');
    if (tariffCode === null) return unpriced;
    if (error instanceof PickupPointNotFoundError) throw badRequest(checkoutTexts.cdekPointNotFound(error.code));
    if (error instanceof TariffNotOfferedError) throw badRequest(checkoutTexts.cdekTariffGone);
    const unknown = error instanceof ProviderError && (error.outcomeUnknown || error.status === 401);
    throw unknown
      ? new HttpError(503, checkoutTexts.cdekPricingUnavailable)
      : badRequest(checkoutTexts.cdekCalculationFailed);
  }
}
