import { roundToKopecks } from './money.js';

/**
 * What an item of an order may carry beside its pricing inputs (beyond the spec): the position's
 * total as the manager priced it, for an item core cannot price. Absent or `null`: core prices it.
 */
export interface ManagerPriced {
  managerPrice?: number | null | undefined;
}

/**
 * The one rule of a manager's price: when an item has one (above 0), it is the item's cost,
 * exactly, whatever the price lists say; otherwise `null` and core's pricing decides. Tiers keep
 * counting the item: a manager's price changes no other item's price.
 */
export function managerPriceOf(item: ManagerPriced): number | null {
  const price = item.managerPrice;
  return price === undefined || price === null || !(price > 0) ? null : roundToKopecks(price);
}
