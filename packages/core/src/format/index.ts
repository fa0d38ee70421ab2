import type { DeliveryPromise, PromiseDeliveryType } from '../rules/delivery-promise.js';
import { missingValueText, monthsGenitive, promiseTexts } from '../texts/index.js';

/**
 * A formatter built on first use, then kept, not on import: a page that shows no date never
 * builds the date ones (a time zone's formatter is among the dearer Intl objects to build).
 */
function once<Formatter>(build: () => Formatter): () => Formatter {
  let built: Formatter | undefined;
  return () => {
    built ??= build();
    return built;
  };
}

const rublesFormat = once(() => new Intl.NumberFormat('ru-RU', { style: 'currency', currency: 'RUB' }));
const nbsp = '\u00a0';

/**
 * '1 234,50 ₽' (digit groups and the sign separated by U+00A0 no-break spaces), exactly as
 * `Intl.NumberFormat('ru-RU', { style: 'currency', currency: 'RUB' })` writes it (a test compares
 * the two over many amounts), but written out: building that formatter was the largest single
 * task of a calculator page's start-up on a phone (some 180 ms at 4× CPU throttling, issue 19).
 * Intl rounds the amount's shortest decimal half away from zero (2.675 → 2,68), so the cents are
 * taken from that decimal, not from the binary value `toFixed` would round. Amounts beyond cents'
 * exactness (or not finite) go to Intl.
 */
export function formatRubles(amount: number): string {
  const magnitude = Math.abs(amount);
  const cents = Math.round(Number(`${magnitude}e2`));
  if (!Number.isSafeInteger(cents) || String(magnitude).includes('e')) return rublesFormat().format(amount);
  const whole = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+$)/g, nbsp);
  const sign = amount < 0 || Object.is(amount, -0) ? '-' : '';
  return `${sign}${whole},${String(cents % 100).padStart(2, '0')}${nbsp}₽`;
}

/** Shown where a date or value is absent, as the layout picker does. */
export const missingValue = missingValueText;

/**
 * Moments are shown in Moscow time, the shop's own clock (its hours are given in Moscow
 * time), so a date reads the same on the server, in tests and for every customer.
 */
export const shopTimeZone = 'Europe/Moscow';

const calendarDate = /^(\d{4})-(\d{2})-(\d{2})$/;
const dateFormat = once(() => new Intl.DateTimeFormat('ru-RU', { timeZone: shopTimeZone }));
const dateTimeFormat = once(
  () =>
    new Intl.DateTimeFormat('ru-RU', {
      timeZone: shopTimeZone,
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    }),
);

/** '05.01.2026' from a calendar date (`YYYY-MM-DD`, taken as is) or a moment; '-' when absent or unreadable. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return missingValue;
  const calendar = calendarDate.exec(value);
  if (calendar) return `${calendar[3]}.${calendar[2]}.${calendar[1]}`;
  const moment = new Date(value);
  return Number.isNaN(moment.getTime()) ? missingValue : dateFormat().format(moment);
}

/** '05.01.2026, 13:00' (Moscow time) from a moment; '-' when absent or unreadable. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return missingValue;
  const moment = new Date(value);
  return Number.isNaN(moment.getTime()) ? missingValue : dateTimeFormat().format(moment);
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
export * from './item-options.js';
export * from './item-quantity.js';
export * from './production-totals.js';

const shortMonths = ['янв', 'фев', 'мар', 'апр', 'мая', 'июн', 'июл', 'авг', 'сен', 'окт', 'ноя', 'дек'];
const momentParts = once(
  () =>
    new Intl.DateTimeFormat('en-GB', {
      timeZone: shopTimeZone,
      day: 'numeric',
      month: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }),
);

/** «3 дек 14:05» (Moscow time) from a moment: a parcel's status time; '-' when absent or unreadable. */
export function formatShortMoment(value: string | null | undefined): string {
  if (!value) return missingValue;
  const moment = new Date(value);
  if (Number.isNaN(moment.getTime())) return missingValue;
  const parts = Object.fromEntries(
    momentParts()
      .formatToParts(moment)
      .map((part) => [part.type, part.value]),
  );
  return `${Number(parts.day)} ${shortMonths[Number(parts.month) - 1]} ${parts.hour}:${parts.minute}`;
}

/** «Принят в пункте выдачи Рязань, 3 дек 14:05»: a parcel's status as the customer reads it. */
export function formatParcelStatus(status: { title: string; city: string | null; at: string }): string {
  return `${status.title}${status.city ? ` ${status.city}` : ''}, ${formatShortMoment(status.at)}`;
}
