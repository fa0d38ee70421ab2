import type { AcrylFitting } from '../contract/index.js';
import { roundToKopecks } from './money.js';

/**
 * Cost of the chosen fittings for `count` pieces: each fitting's price per piece × count.
 * Fittings are sold separately ('Фурнитура от 8,5 ₽ за штуку, продается отдельно'), so this
 * is shown beside the item cost, never added into it. Names missing from the list cost nothing.
 */
export function fittingsCost(chosen: readonly string[], count: number, priceList: readonly AcrylFitting[]): number {
  if (count <= 0) return 0;
  const perPiece = chosen.reduce(
    (sum, name) => sum + (priceList.find((fitting) => fitting.name === name)?.price ?? 0),
    0,
  );
  return roundToKopecks(perPiece * count);
}

/** The cheapest fitting's price, for 'from … ₽' notes; `null` for an empty list. */
export function cheapestFittingPrice(priceList: readonly AcrylFitting[]): number | null {
  if (priceList.length === 0) return null;
  return Math.min(...priceList.map((fitting) => fitting.price));
}
