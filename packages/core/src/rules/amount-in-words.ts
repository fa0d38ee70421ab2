import { roundToKopecks } from '../pricing/money.js';
import { amountWordTexts as words } from '../texts/companies.js';
import { pluralRu } from '../texts/plural.js';

/**
 * An amount as an invoice writes it (issue 34): rubles in words, kopecks in figures,
 * «Две тысячи триста пятьдесят рублей 00 копеек». Taken in whole kopecks, so no binary
 * fraction reaches the words.
 */

/** The largest amount written: just under a trillion rubles (no invoice comes near it). */
const maxKopecks = 100_000_000_000_000 - 1;

/** 1–999 in words; thousands count in the feminine («одна тысяча», «две тысячи»). */
function triadInWords(value: number, feminine: boolean): string[] {
  const parts: string[] = [];
  const hundreds = Math.floor(value / 100);
  const rest = value % 100;
  if (hundreds > 0) parts.push(words.hundreds[hundreds - 1] ?? '');
  if (rest >= 10 && rest < 20) {
    parts.push(words.teens[rest - 10] ?? '');
    return parts;
  }
  const tens = Math.floor(rest / 10);
  const units = rest % 10;
  if (tens > 1) parts.push(words.tens[tens - 2] ?? '');
  if (units > 0) parts.push((feminine ? words.unitsFeminine : words.units)[units - 1] ?? '');
  return parts;
}

/** A whole number of rubles in words, lower case: «две тысячи триста пятьдесят». */
export function wholeNumberInWords(value: number): string {
  if (value === 0) return words.zero;
  const scales = [
    { size: 1_000_000_000, forms: words.billion, feminine: false },
    { size: 1_000_000, forms: words.million, feminine: false },
    { size: 1_000, forms: words.thousand, feminine: true },
  ] as const;
  const parts: string[] = [];
  let rest = value;
  for (const scale of scales) {
    const count = Math.floor(rest / scale.size);
    rest %= scale.size;
    if (count === 0) continue;
    parts.push(...triadInWords(count, scale.feminine), pluralRu(count, scale.forms));
  }
  parts.push(...triadInWords(rest, false));
  return parts.join(' ');
}

/**
 * «Две тысячи триста пятьдесят рублей 00 копеек» for 235 000 kopecks. A negative, fractional or
 * too large amount is a programming error, not something to write on an invoice.
 */
export function amountInWords(kopecks: number): string {
  if (!Number.isSafeInteger(kopecks) || kopecks < 0 || kopecks > maxKopecks) {
    throw new RangeError(`An amount in words takes whole kopecks from 0 to ${maxKopecks}, not ${kopecks}`);
  }
  const rubles = Math.floor(kopecks / 100);
  const cents = kopecks % 100;
  const text = `${wholeNumberInWords(rubles)} ${pluralRu(rubles, words.ruble)} ${String(cents).padStart(2, '0')} ${pluralRu(cents, words.kopeck)}`;
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Rubles as the shop keeps them (a number with kopecks) to whole kopecks. */
export function rublesToKopecks(rubles: number): number {
  return Math.round(roundToKopecks(rubles) * 100);
}
