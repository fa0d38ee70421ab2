import { describe, expect, it } from 'vitest';
import { addWorkingDays, isWorkingDay, moscowToday } from './working-days.js';

describe('Russian working-day calendar', () => {
  it.each([
    ['2026-01-01', false], // New Year holidays
    ['2026-01-08', false],
    ['2026-01-09', false], // transferred from Saturday 3 January (decree № 1466)
    ['2026-01-12', true],
    ['2026-02-23', false],
    ['2026-03-09', false], // 8 March falls on a Sunday
    ['2026-05-11', false], // 9 May falls on a Saturday
    ['2026-06-12', false],
    ['2026-11-04', false],
    ['2026-12-31', false], // transferred from Sunday 4 January
    ['2026-12-30', true],
    ['2026-11-28', false], // a Saturday
    ['2026-11-29', false], // a Sunday
    ['2026-11-30', true],
    ['2027-05-03', false], // 1 May 2027 is a Saturday
    ['2027-06-14', false], // 12 June 2027 is a Saturday
    ['2027-11-13', true], // a worked Saturday (its day off moved to 5 November)
    ['2027-11-05', false],
  ])('%s is a working day: %s', (date, working) => {
    expect(isWorkingDay(date)).toBe(working);
  });

  it('falls back to the statutory holidays beyond the table, moving weekend ones to Monday', () => {
    // 2028: 23 February is a Wednesday, 1 May a Monday, 12 June a Monday, 4 November a Saturday.
    expect(isWorkingDay('2028-02-23')).toBe(false);
    expect(isWorkingDay('2028-05-01')).toBe(false);
    expect(isWorkingDay('2028-05-09')).toBe(false);
    expect(isWorkingDay('2028-11-06')).toBe(false);
    expect(isWorkingDay('2028-11-07')).toBe(true);
    expect(isWorkingDay('2028-01-03')).toBe(false);
    expect(isWorkingDay('2028-01-10')).toBe(true);
  });

  it('counts working days after the start day, over weekends and holidays', () => {
    // Wednesday 25 November 2026 + 5 working days: 26, 27, 30 November, 1, 2 December.
    expect(addWorkingDays('2026-11-25', 5)).toBe('2026-12-02');
    // From Friday, one working day is Monday.
    expect(addWorkingDays('2026-11-27', 1)).toBe('2026-11-30');
    // A Saturday start: the next Monday is the first day.
    expect(addWorkingDays('2026-11-28', 1)).toBe('2026-11-30');
    expect(addWorkingDays('2026-11-28', 0)).toBe('2026-11-30');
    expect(addWorkingDays('2026-11-25', 0)).toBe('2026-11-25');
  });

  it('crosses the year boundary over 31 December and the January holidays', () => {
    // 30 December 2026 is the last working day; 31 December and 1–10 January 2027 are off.
    expect(addWorkingDays('2026-12-29', 1)).toBe('2026-12-30');
    expect(addWorkingDays('2026-12-29', 2)).toBe('2027-01-11');
    expect(addWorkingDays('2026-12-30', 3)).toBe('2027-01-13');
  });

  it("takes today's date on the Moscow clock", () => {
    // 22:30 UTC is already the next day in Moscow (UTC+3).
    expect(moscowToday(new Date('2026-11-25T22:30:00Z'))).toBe('2026-11-26');
    expect(moscowToday(new Date('2026-11-25T20:59:00Z'))).toBe('2026-11-25');
    // The invoice's year (its numbering) turns at Moscow's midnight, not UTC's.
    expect(moscowToday(new Date('2026-12-31T21:00:00Z'))).toBe('2027-01-01');
    expect(moscowToday(new Date('2026-12-31T20:59:59Z'))).toBe('2026-12-31');
  });
});
