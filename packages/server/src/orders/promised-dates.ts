import { type CreateOrderRequest, checkoutParcelWeightGrams } from '@stickers62/core/contract';
import { approximalDates, type DeliveryPeriod, deliveryPromise, moscowToday } from '@stickers62/core/rules';
import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../db/client.js';
import type { CdekLocation, DeliveryGateway } from '../providers/cdek/delivery.js';
import { pickupPointTariffs } from '../providers/cdek/tariffs.js';
import { loadOrderItems } from './serialize.js';

/** Looks a pickup point's delivery period up; `null` when it cannot be known now. */
export type DeliveryPeriodLookup = (pickupPointCode: string) => Promise<DeliveryPeriod | null>;

/**
 * The period the checkout showed: the first (cheapest) tariff to the point, as core's
 * `promisedTariffPeriod` takes it. A failed lookup is logged and gives `null`, and the promise
 * falls back to the business terms (CDEK 1–10 working days): checking out never fails for it.
 */
export function cdekPeriodLookup(gateway: DeliveryGateway, from: CdekLocation, log: FastifyBaseLogger) {
  return async (pickupPointCode: string): Promise<DeliveryPeriod | null> => {
    try {
      const { tariff } = await pickupPointTariffs(gateway, {
        from,
        pickupPointCode,
        weightGrams: checkoutParcelWeightGrams,
      });
      const [first] = tariff;
      return first ? { periodMin: first.periodMin, periodMax: first.periodMax } : null;
    } catch (error) {
      log.warn({ err: error, pickupPointCode }, 'CDEK period lookup for the promised dates failed');
      return null;
    }
  };
}

/**
 * The order's approximal send and delivery dates, computed here from its items and delivery with
 * core's promise rules; whatever dates a client sends are never read.
 */
export async function promisedDates(
  db: Queryable,
  orderId: string,
  delivery: { type: CreateOrderRequest['deliveryType']; period: DeliveryPeriod | null },
  now: Date,
) {
  const order = await loadOrderItems(db, orderId);
  return approximalDates(
    deliveryPromise({ placedOn: moscowToday(now), order, deliveryType: delivery.type, period: delivery.period }),
  );
}
