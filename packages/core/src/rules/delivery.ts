import { type CdekPoint, type CdekTariff, maxManagerDeliveryCost, type Order } from '../contract/index.js';
import { roundToKopecks } from '../pricing/money.js';
import type { CheckoutDeliveryType } from './checkout.js';

/** Case, «ё» and repeated spaces do not matter when a city or street is typed. */
export function normalizedSearchText(text: string): string {
  return text.trim().toLocaleLowerCase('ru-RU').replaceAll('ё', 'е').replace(/\s+/g, ' ');
}

/** A city search starts at this many letters; CDEK's suggestions are noise below it. */
export const citySearchMinLength = 2;

/** The city's points in a stable order people can scan: pickup points before lockers, then by address. */
export function sortPickupPoints(points: readonly CdekPoint[]): CdekPoint[] {
  return [...points].sort(
    (a, b) =>
      (a.type === b.type ? 0 : a.type === 'PVZ' ? -1 : 1) ||
      a.address.localeCompare(b.address, 'ru-RU', { numeric: true }) ||
      a.code.localeCompare(b.code),
  );
}

/** The points whose address contains the typed street text (anywhere: «есенина» finds «ул. Есенина, 13»). */
export function filterPointsByStreet(points: readonly CdekPoint[], street: string): CdekPoint[] {
  const wanted = normalizedSearchText(street);
  if (wanted === '') return [...points];
  return points.filter((point) => normalizedSearchText(point.address).includes(wanted));
}

/** The tariff the checkout preselects: the cheapest, the quicker one of equal cost. */
export function cheapestTariff(tariffs: readonly CdekTariff[]): CdekTariff | null {
  let best: CdekTariff | null = null;
  for (const tariff of tariffs) {
    if (best === null || tariff.cost < best.cost || (tariff.cost === best.cost && tariff.periodMax < best.periodMax))
      best = tariff;
  }
  return best;
}

/** A tariff's identity within one lookup: CDEK's code when given, else its position-free values. */
export function tariffKey(tariff: CdekTariff): string {
  return tariff.code !== undefined ? String(tariff.code) : `${tariff.cost}-${tariff.periodMin}-${tariff.periodMax}`;
}

/**
 * What the delivery costs at checkout, as the customer reads it: a sum once known (a chosen
 * CDEK tariff, free pickup), 'byManager' for Russian Post, 'notChosen' for CDEK until a tariff is.
 */
export type DeliveryCharge = { kind: 'amount'; amount: number } | { kind: 'byManager' } | { kind: 'notChosen' };

export function deliveryCharge(type: CheckoutDeliveryType, chosen: CdekTariff | null): DeliveryCharge {
  if (type === 'Pickup') return { kind: 'amount', amount: 0 };
  if (type === 'RussianPost') return { kind: 'byManager' };
  return chosen ? { kind: 'amount', amount: chosen.cost } : { kind: 'notChosen' };
}

export interface CheckoutTotals {
  /** Preliminary cost of the items, from the order's own item costs. */
  goods: number;
  delivery: DeliveryCharge;
  /** Goods plus the delivery when its cost is known; the goods alone otherwise. */
  total: number;
}

export function checkoutTotals(order: Pick<Order, 'orderItems' | 'acrylOrderItems'>, delivery: DeliveryCharge) {
  const goods = roundToKopecks(
    [...order.orderItems, ...order.acrylOrderItems].reduce((sum, item) => sum + item.cost, 0),
  );
  const total = delivery.kind === 'amount' ? roundToKopecks(goods + delivery.amount) : goods;
  return { goods, delivery, total } satisfies CheckoutTotals;
}

/**
 * A rubles amount as a manager types it: `350`, `350,5`, `1 200,50` or `350.50`; `null` when it is
 * not a sum of rubles and kopecks within `max` (the delivery cost's `maxManagerDeliveryCost` unless
 * told; the item price field passes its own).
 */
export function parseRublesInput(text: string, max: number = maxManagerDeliveryCost): number | null {
  const compact = text
    .replace(/[\s\u00a0\u202f]/g, '')
    .replace(/₽$/, '')
    .replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(compact)) return null;
  const amount = Number(compact);
  return amount <= max ? amount : null;
}

/** What a manager's update does to the delivery cost, or why it may not. */
export type DeliveryCostChange = { ok: true; deliveryCost: number } | { ok: false; reason: 'paid' };

/**
 * The delivery cost after a manager's update (beyond the spec): a typed amount replaces it; an
 * order turned into a pickup costs nothing to deliver; otherwise it stays (a CDEK tariff priced at
 * checkout, or what the manager typed before). A paid order's cost is what was paid: it stays, and
 * typing another amount is refused.
 */
export function deliveryCostAfterUpdate(
  stored: { deliveryType: string | null; deliveryCost: number; payed: boolean },
  update: { deliveryType?: string | null; deliveryCost?: number },
): DeliveryCostChange {
  const typed = update.deliveryCost === undefined ? undefined : roundToKopecks(update.deliveryCost);
  if (stored.payed) {
    return typed === undefined || typed === stored.deliveryCost
      ? { ok: true, deliveryCost: stored.deliveryCost }
      : { ok: false, reason: 'paid' };
  }
  if (typed !== undefined) return { ok: true, deliveryCost: typed };
  const becomesPickup = update.deliveryType === 'Pickup' && stored.deliveryType !== 'Pickup';
  return { ok: true, deliveryCost: becomesPickup ? 0 : stored.deliveryCost };
}
