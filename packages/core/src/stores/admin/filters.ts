import { type OrderViewFilters, orderViewFilters } from '../../contract/admin.js';

/** Every filter of the manager's list (checkout-admin-pages section 9), in the server's query names. */
export const orderListFilterKeys = [
  'orderNumber',
  'clientName',
  'orderDateFrom',
  'orderDateTo',
  'confirmedDateFrom',
  'confirmedDateTo',
  'deliveryDateFrom',
  'deliveryDateTo',
  'insertedBy',
  'isFixedDate',
  'isUrgent',
  'isPayed',
  'itemsType',
  'status',
  'paymentMismatch',
] as const satisfies readonly (keyof OrderViewFilters)[];
export type OrderListFilterKey = (typeof orderListFilterKeys)[number];

/**
 * The filters as a form holds them: every one a string, `''` meaning "not set". Booleans are
 * `'true'`/`'false'` exactly as the query carries them, so form, address and request agree.
 */
export type OrderListFilters = Record<OrderListFilterKey, string>;

export const emptyOrderListFilters: OrderListFilters = Object.fromEntries(
  orderListFilterKeys.map((key) => [key, '']),
) as OrderListFilters;

/** Is this value one the server accepts for the filter? An invalid one would fail the whole list with a 400. */
function isAcceptable(key: OrderListFilterKey, value: string): boolean {
  return orderViewFilters.shape[key].safeParse(value).success;
}

/** Only the set and valid filters, trimmed, as the list, totals and CSV calls take them. */
export function toRequestFilters(filters: Partial<OrderListFilters>): OrderViewFilters {
  const request: Record<string, string> = {};
  for (const key of orderListFilterKeys) {
    const value = filters[key]?.trim() ?? '';
    if (value !== '' && isAcceptable(key, value)) request[key] = value;
  }
  return request as OrderViewFilters;
}

/** A complete filter form from any partial one (a saved view, an address). */
export function completeFilters(filters: Partial<OrderListFilters>): OrderListFilters {
  return { ...emptyOrderListFilters, ...toRequestFilters(filters) };
}

/** How many filters are in force (the 'Фильтры' button shows it). */
export function countActiveFilters(filters: Partial<OrderListFilters>): number {
  return Object.keys(toRequestFilters(filters)).length;
}

/** One text per filter set, to tell whether the list already shows these filters. */
export function filtersKey(filters: Partial<OrderListFilters>): string {
  return new URLSearchParams(toRequestFilters(filters) as Record<string, string>).toString();
}
