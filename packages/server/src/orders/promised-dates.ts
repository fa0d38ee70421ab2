import type { CreateOrderRequest } from '@stickers62/core/contract';
import { approximalDates, type DeliveryPeriod, deliveryPromise, moscowToday } from '@stickers62/core/rules';
import type { Queryable } from '../db/client.js';
import { loadOrderItems } from './serialize.js';

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
