/**
 * Rounds rubles to whole kopecks. Prices like 8.5 × 3 are exact in binary, but sums such as
 * 0.1 + 0.2 are not; the epsilon nudge keeps 1.005 from rounding down to 1.00.
 */
export function roundToKopecks(rubles: number): number {
  return Math.round((rubles + Math.sign(rubles) * Number.EPSILON) * 100) / 100;
}
