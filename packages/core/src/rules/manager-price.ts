import { type ItemKind, maxManagerItemPrice } from '../contract/index.js';
import { managerPriceOf } from '../pricing/manager-price.js';
import { parseRublesInput } from './delivery.js';

/**
 * The price field of an item in the manager's edit dialog (beyond the spec), parsed as the
 * delivery cost field is (`parseRublesInput`): a total above 0 within `maxManagerItemPrice`; an
 * empty field is `null` (no manager's price); `undefined` when the text is no such amount.
 */
export function parseItemPriceInput(text: string): number | null | undefined {
  if (text.trim() === '') return null;
  const amount = parseRublesInput(text, maxManagerItemPrice);
  return amount !== null && amount > 0 ? amount : undefined;
}

/**
 * Whether the edit dialog offers an item a price field: an item core could not price (it costs
 * nothing for some count: the server stores 0 exactly then) or one the manager priced already.
 */
export function offersItemPrice(item: { cost: number; count: number; managerPrice?: number | null }): boolean {
  return managerPriceOf(item) !== null || (item.cost === 0 && item.count > 0);
}

/** What a manager's price change may do: a paid order's items keep what was paid. */
export type ManagerPriceChange = { ok: true; changed: boolean } | { ok: false; reason: 'paid' };

/** Judged on the order as stored, under its lock on the server. */
export function managerPriceChange(
  order: { payed: boolean },
  item: { managerPrice?: number | null },
  next: number | null,
): ManagerPriceChange {
  const before = managerPriceOf(item);
  const after = next === null ? null : managerPriceOf({ managerPrice: next });
  if (before === after) return { ok: true, changed: false };
  return order.payed ? { ok: false, reason: 'paid' } : { ok: true, changed: true };
}

/** The edit dialog's key of an item's price field. */
export const itemPriceKey = (kind: ItemKind, id: number) => `${kind}/${id}`;

/** What the manager's price of an item was given for: a change to any of these asks for a new price. */
const pricedFields = {
  stickers: ['count', 'width', 'height', 'cuttingType', 'laminationType', 'filmType'],
  acryl: ['count', 'width', 'height', 'acrylType', 'materialType', 'printType'],
} as const;

/**
 * The manager's price an item keeps after a save of it (beyond the spec): the price stays while
 * what it was given for stays (the count, the sizes, the kind's choices); any change of these
 * clears it, and core prices the item again (or it is «цена по запросу» until priced again).
 */
export function managerPriceAfterSave(
  kind: ItemKind,
  before: (ManagerPricedFields & { managerPrice?: number | null }) | undefined,
  after: ManagerPricedFields,
): number | null {
  if (!before) return null;
  const price = managerPriceOf(before);
  if (price === null) return null;
  return pricedFields[kind].every((field) => before[field] === after[field]) ? price : null;
}

type ManagerPricedFields = Partial<Record<(typeof pricedFields)[ItemKind][number], unknown>>;
