import { describe, expect, it } from 'vitest';
import { amountInWords, rublesToKopecks, wholeNumberInWords } from './amount-in-words.js';

describe('amounts in words', () => {
  it.each([
    [235_000, 'Две тысячи триста пятьдесят рублей 00 копеек'],
    [0, 'Ноль рублей 00 копеек'],
    [100, 'Один рубль 00 копеек'],
    [200, 'Два рубля 00 копеек'],
    [500, 'Пять рублей 00 копеек'],
    [1_100, 'Одиннадцать рублей 00 копеек'],
    [2_100, 'Двадцать один рубль 00 копеек'],
    [100_000_000, 'Один миллион рублей 00 копеек'],
    [1, 'Ноль рублей 01 копейка'],
    [2, 'Ноль рублей 02 копейки'],
    [5, 'Ноль рублей 05 копеек'],
    [11, 'Ноль рублей 11 копеек'],
    [21, 'Ноль рублей 21 копейка'],
    [123_456_789, 'Один миллион двести тридцать четыре тысячи пятьсот шестьдесят семь рублей 89 копеек'],
    [100_000, 'Одна тысяча рублей 00 копеек'],
    [1_200_000, 'Двенадцать тысяч рублей 00 копеек'],
    [2_101_000, 'Двадцать одна тысяча десять рублей 00 копеек'],
    [41_400_000, 'Четыреста четырнадцать тысяч рублей 00 копеек'],
    [200_000_200, 'Два миллиона два рубля 00 копеек'],
    [500_000_000_000, 'Пять миллиардов рублей 00 копеек'],
  ])('%i kopecks: %s', (kopecks, words) => {
    expect(amountInWords(kopecks)).toBe(words);
  });

  it('writes every number of a triad with the right words', () => {
    expect(wholeNumberInWords(999)).toBe('девятьсот девяносто девять');
    expect(wholeNumberInWords(1_001)).toBe('одна тысяча один');
    expect(wholeNumberInWords(1_000_001_000)).toBe('один миллиард одна тысяча');
  });

  it('refuses what is not whole kopecks', () => {
    expect(() => amountInWords(-1)).toThrow(RangeError);
    expect(() => amountInWords(1.5)).toThrow(RangeError);
    expect(() => amountInWords(Number.NaN)).toThrow(RangeError);
  });

  it('turns the shop’s rubles into kopecks without binary fractions', () => {
    expect(rublesToKopecks(2350)).toBe(235_000);
    expect(rublesToKopecks(0.1 + 0.2)).toBe(30);
    expect(rublesToKopecks(1.005)).toBe(101);
  });
});
