import type { DeliveryPromise, PromiseDeliveryType } from '../rules/delivery-promise.js';
import { missingValueText, monthsGenitive, promiseTexts } from '../texts/index.js';

// Formatters are built once; `/*#__PURE__*/` lets a bundle that formats only money drop the date ones.
const rublesFormat = /*#__PURE__*/ new Intl.NumberFormat('ru-RU', { style: 'currency', currency: 'RUB' });

/** '1 234,50 ₽' (Intl separates groups and the sign with no-break spaces). */
export function formatRubles(amount: number): string {
  return rublesFormat.format(amount);
}

/** Shown where a date or value is absent, as the layout picker does. */
export const missingValue = missingValueText;

/**
 * Moments are shown in Moscow time, the shop's own clock (its hours are given in Moscow
 * time), so a date reads the same on the server, in tests and for every customer.
 */
export const shopTimeZone = 'Europe/Moscow';

const calendarDate = /^(\d{4})-(\d{2})-(\d{2})$/;
const dateFormat = /*#__PURE__*/ new Intl.DateTimeFormat('ru-RU', { timeZone: shopTimeZone });
const dateTimeFormat = /*#__PURE__*/ new Intl.DateTimeFormat('ru-RU', {
  timeZone: shopTimeZone,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** '05.01.2026' from a calendar date (`YYYY-MM-DD`, taken as is) or a moment; '-' when absent or unreadable. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return missingValue;
  const calendar = calendarDate.exec(value);
  if (calendar) return `${calendar[3]}.${calendar[2]}.${calendar[1]}`;
  const moment = new Date(value);
  return Number.isNaN(moment.getTime()) ? missingValue : dateFormat.format(moment);
}

/** '05.01.2026, 13:00' (Moscow time) from a moment; '-' when absent or unreadable. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return missingValue;
  const moment = new Date(value);
  return Number.isNaN(moment.getTime()) ? missingValue : dateTimeFormat.format(moment);
}

/** The cart badge: the count, or '99+' above 99. */
export function formatBadgeCount(count: number): string {
  return count > 99 ? '99+' : String(count);
}

const calendarParts = (date: string) => {
  const match = calendarDate.exec(date);
  if (!match) throw new RangeError(`Not a calendar date: ${date}`);
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
};

/** «4 декабря» from a calendar date `YYYY-MM-DD`. */
export function formatDayMonth(date: string): string {
  const { month, day } = calendarParts(date);
  return `${day} ${monthsGenitive[month - 1]}`;
}

/** «6–9 декабря», «30 ноября – 2 декабря», «6 декабря» for one day. */
export function formatDayRange(from: string, to: string): string {
  if (from === to) return formatDayMonth(from);
  const start = calendarParts(from);
  const end = calendarParts(to);
  if (start.year === end.year && start.month === end.month) {
    return `${start.day}–${end.day} ${monthsGenitive[end.month - 1]}`;
  }
  return `${formatDayMonth(from)} – ${formatDayMonth(to)}`;
}

/**
 * The promise as one sentence: «Отправим до 4 декабря, получите 6–9 декабря» for CDEK; what applies
 * for a pickup (ready by, weekday hours) and Russian Post (sent by; the post names its own period).
 */
export function formatDeliveryPromise(promise: DeliveryPromise, deliveryType: PromiseDeliveryType): string {
  const sendBy = formatDayMonth(promise.sendBy);
  if (deliveryType === 'Pickup') return promiseTexts.pickup(sendBy);
  if (deliveryType === 'CDEK' && promise.delivery) {
    return promiseTexts.cdek(sendBy, formatDayRange(promise.delivery.from, promise.delivery.to));
  }
  return promiseTexts.russianPost(sendBy);
}
export * from './item-quantity.js';
export * from './production-totals.js';
