import type { CdekPoint, CdekTariff, Order } from '../contract/index.js';
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
