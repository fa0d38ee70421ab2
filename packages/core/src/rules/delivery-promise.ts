import { addWorkingDays, type CalendarDate } from './working-days.js';

/**
 * Production times from the business terms, in working days. The completed page promises
 * approval within 2 working days, stickers in 5 and acrylic in 10; a colour proof adds 2; a large
 * order (over 500 sheets or pieces) takes 14 instead of the kind's time.
 */
export const productionTerms = {
  approvalDays: 2,
  stickerDays: 5,
  acrylDays: 10,
  colorProofExtraDays: 2,
  largeOrderDays: 14,
  /** "Orders over 500 sheets need 14 working days": the same threshold for acrylic pieces. */
  largeOrderAbove: 500,
  /** CDEK delivery 1–10 working days: used while no tariff period is known. */
  cdekFallbackPeriod: { periodMin: 1, periodMax: 10 },
} as const;

/** What of an item the promise depends on (both item kinds of the order wire carry these). */
export interface PromiseItem {
  count: number;
  isColorProof: boolean;
}

export interface PromiseOrder {
  orderItems: readonly PromiseItem[];
  acrylOrderItems: readonly PromiseItem[];
}

/** A delivery service's period after sending, in working days (a CDEK tariff's period_min..period_max). */
export interface DeliveryPeriod {
  periodMin: number;
  periodMax: number;
}

export type PromiseDeliveryType = 'CDEK' | 'RussianPost' | 'Pickup';

export interface DeliveryPromise {
  /** The last day the order is sent (or ready at the shop). */
  sendBy: CalendarDate;
  /** The delivery window; `null` when the service names no period (Russian Post). */
  delivery: { from: CalendarDate; to: CalendarDate } | null;
}

const total = (items: readonly PromiseItem[]) => items.reduce((sum, item) => sum + Math.max(0, item.count), 0);

/** Working days from the order to sending: approval, then the slowest kind's production, plus a proof. */
export function productionWorkingDays(order: PromiseOrder): number {
  const { orderItems, acrylOrderItems } = order;
  const large =
    total(orderItems) > productionTerms.largeOrderAbove || total(acrylOrderItems) > productionTerms.largeOrderAbove;
  const kindDays = large
    ? productionTerms.largeOrderDays
    : Math.max(
        orderItems.length > 0 ? productionTerms.stickerDays : 0,
        acrylOrderItems.length > 0 ? productionTerms.acrylDays : 0,
      );
  const proof = [...orderItems, ...acrylOrderItems].some((item) => item.isColorProof);
  return productionTerms.approvalDays + kindDays + (proof ? productionTerms.colorProofExtraDays : 0);
}

/**
 * The promise for an order placed on `placedOn` (Moscow date): sent within the production time on
 * the working-day calendar; CDEK delivers within the tariff's period (the business terms' 1–10 days
 * while none is known); a pickup is ready on the send day; Russian Post names no period.
 */
export function deliveryPromise(input: {
  placedOn: CalendarDate;
  order: PromiseOrder;
  deliveryType: PromiseDeliveryType;
  period?: DeliveryPeriod | null;
}): DeliveryPromise {
  const sendBy = addWorkingDays(input.placedOn, productionWorkingDays(input.order));
  if (input.deliveryType === 'Pickup') return { sendBy, delivery: { from: sendBy, to: sendBy } };
  if (input.deliveryType !== 'CDEK') return { sendBy, delivery: null };
  const period = input.period ?? productionTerms.cdekFallbackPeriod;
  return {
    sendBy,
    delivery: { from: addWorkingDays(sendBy, period.periodMin), to: addWorkingDays(sendBy, period.periodMax) },
  };
}

/** The order's stored approximal dates: the send day and the last day of the delivery window. */
export function approximalDates(promise: DeliveryPromise): {
  approximalSendDate: CalendarDate;
  approximalDeliveryDate: CalendarDate | null;
} {
  return { approximalSendDate: promise.sendBy, approximalDeliveryDate: promise.delivery?.to ?? null };
}
