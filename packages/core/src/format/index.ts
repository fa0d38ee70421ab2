import { missingValueText } from '../texts/index.js';

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
export * from './production-totals.js';
