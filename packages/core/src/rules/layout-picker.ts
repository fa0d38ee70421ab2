import type { LayoutTemplateEntry } from '../contract/index.js';

/** A repeat's name ends with ' из <order number>'. */
const repeatSuffix = / из \d+$/;

export function isRepeatedLayoutName(name: string): boolean {
  return repeatSuffix.test(name);
}

export interface LayoutFilter {
  search: string;
  /** 'Убрать повторы' (on by default). */
  hideRepeats: boolean;
}

/** The picker's visible entries: a case-insensitive substring match on the name, repeats hidden if asked. */
export function filterLayoutTemplates(
  entries: readonly LayoutTemplateEntry[],
  filter: LayoutFilter,
): LayoutTemplateEntry[] {
  const needle = filter.search.trim().toLocaleLowerCase('ru-RU');
  return entries.filter(
    (entry) =>
      (!filter.hideRepeats || !isRepeatedLayoutName(entry.item.name)) &&
      entry.item.name.toLocaleLowerCase('ru-RU').includes(needle),
  );
}

/** Entries are selected by order id and item name together. */
export function layoutSelectionKey(entry: Pick<LayoutTemplateEntry, 'orderId'> & { item: { name: string } }): string {
  return `${entry.orderId}\u0000${entry.item.name}`;
}

/** Quantity in multi mode: whole pieces, at least 1; a missing or unreadable value is 1. */
export function clampPickerQuantity(value: number | string | null | undefined): number {
  const number = typeof value === 'string' ? Number.parseInt(value, 10) : value;
  if (number === null || number === undefined || !Number.isFinite(number)) return 1;
  return Math.max(1, Math.floor(number));
}
