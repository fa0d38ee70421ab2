import { describe, expect, it } from 'vitest';
import { formatBadgeCount, formatDate, formatDateTime, formatRubles } from './index.js';

// Node's ICU (like browsers) separates digit groups and the ₽ sign with U+00A0 no-break spaces.
const nbsp = '\u00a0';

describe('formatRubles', () => {
  it.each([
    [0, `0,00${nbsp}₽`],
    [8.5, `8,50${nbsp}₽`],
    [1490.5, `1${nbsp}490,50${nbsp}₽`],
    [1_234_567.891, `1${nbsp}234${nbsp}567,89${nbsp}₽`],
    [-65, `-65,00${nbsp}₽`],
  ])('%d → %j', (amount, text) => {
    expect(formatRubles(amount)).toBe(text);
  });

  it('writes every amount exactly as Intl does (it no longer builds the formatter on a page)', () => {
    const intl = new Intl.NumberFormat('ru-RU', { style: 'currency', currency: 'RUB' });
    const amounts = [
      ...[0, -0, 0.001, -0.001, 0.005, 0.015, 1.005, 2.675, 12.345, 999.995, 1000, 9999.99, 10_000, 99_999.5],
      ...[123_456_789.01, 2 ** 53 / 100, 1e15, 1e21, 1e-7, Number.NaN, Number.POSITIVE_INFINITY, -1234.5],
    ];
    // Deterministic pseudo-random amounts: whole rubles, cents and sub-cent prices from pricing.
    let seed = 19;
    const next = () => {
      seed = (seed * 16_807) % 2_147_483_647;
      return seed / 2_147_483_647;
    };
    for (let index = 0; index < 3000; index++) {
      const scale = 10 ** Math.floor(next() * 9);
      amounts.push(Math.round(next() * scale * 1000) / 1000, (next() - 0.5) * scale);
    }
    for (const amount of amounts) expect(formatRubles(amount), String(amount)).toBe(intl.format(amount));
  });
});

describe('formatDate', () => {
  it.each([
    ['2026-01-05', '05.01.2026'],
    ['2026-12-31', '31.12.2026'],
    // a moment is read in Moscow time: 22:30 UTC on the 4th is already the 5th in Moscow
    ['2026-01-04T22:30:00Z', '05.01.2026'],
    ['2026-01-05T10:00:00+03:00', '05.01.2026'],
    [null, '-'],
    [undefined, '-'],
    ['', '-'],
    ['not a date', '-'],
  ])('%j → %j', (value, text) => {
    expect(formatDate(value)).toBe(text);
  });
});

describe('formatDateTime', () => {
  it.each([
    ['2026-01-05T10:00:00Z', '05.01.2026, 13:00'],
    ['2026-01-05T10:07:00+03:00', '05.01.2026, 10:07'],
    [null, '-'],
    ['31.12.2026', '-'],
  ])('%j → %j', (value, text) => {
    expect(formatDateTime(value)).toBe(text);
  });
});

describe('formatBadgeCount', () => {
  it.each([
    [0, '0'],
    [1, '1'],
    [99, '99'],
    [100, '99+'],
    [12_345, '99+'],
  ])('%d → %j', (count, text) => {
    expect(formatBadgeCount(count)).toBe(text);
  });
});
