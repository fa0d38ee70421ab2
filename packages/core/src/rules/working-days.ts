/**
 * The Russian working-day calendar the shop promises dates by: Saturdays and Sundays, the
 * federal non-working holidays (Labour Code art. 112) and the government's day transfers.
 * Dates are calendar dates `YYYY-MM-DD` (the shop's Moscow day), counted in UTC so no
 * time zone or daylight change can shift them.
 */

/** A calendar date, `YYYY-MM-DD`. */
export type CalendarDate = string;

interface YearCalendar {
  /** Weekdays that are not worked (holidays, holidays moved off a weekend, transferred days off). */
  daysOff: readonly CalendarDate[];
  /** Saturdays or Sundays that are worked because their day off was transferred. */
  workedWeekendDays: readonly CalendarDate[];
}

/**
 * Official calendars, weekdays only (weekends are off anyway).
 *
 * 2026 — source: Постановление Правительства РФ от 24.09.2025 № 1466 «О переносе выходных дней
 * в 2026 году»: 3 января (сб) → 9 января (пт), 4 января (вс) → 31 декабря (чт); 8 марта (вс) →
 * 9 марта and 9 мая (сб) → 11 мая follow from art. 112 part 2 of the Labour Code.
 *
 * 2027 — statutory holidays and the art. 112 moves (1 мая сб → 3 мая, 9 мая вс → 10 мая, 12 июня
 * сб → 14 июня) are certain. The government's transfers were not yet published when this table was
 * written: the draft reported in December 2025 (5 ноября off, Saturday 13 ноября worked) is
 * included; where the January days 2 and 3 (a weekend) go is unknown. Replace the 2027 entry with
 * the decree «О переносе выходных дней в 2027 году» once it is published.
 */
const officialCalendars: Record<number, YearCalendar> = {
  2026: {
    daysOff: [
      '2026-01-01',
      '2026-01-02',
      '2026-01-05',
      '2026-01-06',
      '2026-01-07',
      '2026-01-08',
      '2026-01-09',
      '2026-02-23',
      '2026-03-09',
      '2026-05-01',
      '2026-05-11',
      '2026-06-12',
      '2026-11-04',
      '2026-12-31',
    ],
    workedWeekendDays: [],
  },
  2027: {
    daysOff: [
      '2027-01-01',
      '2027-01-04',
      '2027-01-05',
      '2027-01-06',
      '2027-01-07',
      '2027-01-08',
      '2027-02-23',
      '2027-03-08',
      '2027-05-03',
      '2027-05-10',
      '2027-06-14',
      '2027-11-04',
      '2027-11-05',
    ],
    workedWeekendDays: ['2027-11-13'],
  },
};

/** Art. 112: 1–8 January, 23 February, 8 March, 1 and 9 May, 12 June, 4 November (month, day). */
const statutoryHolidays: readonly (readonly [number, number])[] = [
  [1, 1],
  [1, 2],
  [1, 3],
  [1, 4],
  [1, 5],
  [1, 6],
  [1, 7],
  [1, 8],
  [2, 23],
  [3, 8],
  [5, 1],
  [5, 9],
  [6, 12],
  [11, 4],
];

const dayMs = 24 * 60 * 60 * 1000;
const calendarDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

function toUtc(date: CalendarDate): number {
  const match = calendarDatePattern.exec(date);
  if (!match) throw new RangeError(`Not a calendar date: ${date}`);
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

function fromUtc(time: number): CalendarDate {
  return new Date(time).toISOString().slice(0, 10);
}

export function addCalendarDays(date: CalendarDate, days: number): CalendarDate {
  return fromUtc(toUtc(date) + days * dayMs);
}

const isWeekend = (date: CalendarDate) => {
  const weekday = new Date(toUtc(date)).getUTCDay();
  return weekday === 0 || weekday === 6;
};

const fallbackCache = new Map<number, Set<CalendarDate>>();

/**
 * A year beyond the table: the statutory holidays, and a non-January holiday on a weekend moves to
 * the next working day (art. 112 part 2; the January ones move by decree, unknown in advance).
 */
function fallbackDaysOff(year: number): Set<CalendarDate> {
  const cached = fallbackCache.get(year);
  if (cached) return cached;
  const days = new Set<CalendarDate>();
  const pad = (value: number) => String(value).padStart(2, '0');
  for (const [month, day] of statutoryHolidays) {
    const holiday = `${year}-${pad(month)}-${pad(day)}`;
    days.add(holiday);
    if (month === 1 || !isWeekend(holiday)) continue;
    let moved = addCalendarDays(holiday, 1);
    while (isWeekend(moved) || days.has(moved)) moved = addCalendarDays(moved, 1);
    days.add(moved);
  }
  fallbackCache.set(year, days);
  return days;
}

/** Whether the shop works on this day (and so a working day counts). */
export function isWorkingDay(date: CalendarDate): boolean {
  const year = Number(date.slice(0, 4));
  const official = officialCalendars[year];
  if (official) {
    if (official.workedWeekendDays.includes(date)) return true;
    return !isWeekend(date) && !official.daysOff.includes(date);
  }
  return !isWeekend(date) && !fallbackDaysOff(year).has(date);
}

/**
 * The date `count` working days after `date`; the start day itself never counts (an order placed
 * in the evening of a working day starts the next one). 0 gives the first working day from `date` on.
 */
export function addWorkingDays(date: CalendarDate, count: number): CalendarDate {
  let day = date;
  if (count <= 0) {
    while (!isWorkingDay(day)) day = addCalendarDays(day, 1);
    return day;
  }
  let left = count;
  while (left > 0) {
    day = addCalendarDays(day, 1);
    if (isWorkingDay(day)) left -= 1;
  }
  return day;
}

/**
 * Made once: a formatter holds ICU data outside the JavaScript heap, so one per call (the CSV
 * export asks for each order's day) grew the server's memory by hundreds of MiB before a
 * collection noticed.
 */
let moscowDateFormat: Intl.DateTimeFormat | undefined;

/** Today's calendar date in Moscow, the shop's clock (the working day is Moscow's). */
export function moscowToday(now: Date = new Date()): CalendarDate {
  // en-CA writes dates as YYYY-MM-DD.
  moscowDateFormat ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Moscow',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  return moscowDateFormat.format(now);
}
