import type { OrderViewQuery } from '../../api/admin.js';
import { orderViewFilters } from '../../contract/admin.js';
import { orderStatusList } from '../../contract/orders.js';

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
  // Beyond the spec (issue 28): the one search box, several statuses, the planned send date.
  'q',
  'statuses',
  'plannedSend',
] as const satisfies readonly (keyof OrderViewQuery)[];
export type OrderListFilterKey = (typeof orderListFilterKeys)[number];

/**
 * The filters as a form holds them: every one a string, `''` meaning "not set". Booleans are
 * `'true'`/`'false'` exactly as the query carries them, so form, address and request agree;
 * several statuses are one comma list (`Создан,В работе`), as the server takes them.
 */
export type OrderListFilters = Record<OrderListFilterKey, string>;

export const emptyOrderListFilters: OrderListFilters = Object.fromEntries(
  orderListFilterKeys.map((key) => [key, '']),
) as OrderListFilters;

/** Is this value one the server accepts for the filter? An invalid one would fail the whole list with a 400. */
function isAcceptable(key: OrderListFilterKey, value: string): boolean {
  return orderViewFilters.shape[key].safeParse(value).success;
}

/** The statuses of a comma list that exist, each once, in the order of the status list. */
export function statusesOf(value: string): string[] {
  const asked = new Set(value.split(',').map((status) => status.trim()));
  return orderStatusList.filter((status) => asked.has(status));
}

/** A filter's value as the request carries it: trimmed; a status list keeps only statuses that exist. */
function normalised(key: OrderListFilterKey, value: string): string {
  return key === 'statuses' ? statusesOf(value).join(',') : value.trim();
}

/** Only the set and valid filters, trimmed, as the list, totals and CSV calls take them. */
export function toRequestFilters(filters: Partial<OrderListFilters>): OrderViewQuery {
  const request: Record<string, string> = {};
  for (const key of orderListFilterKeys) {
    const value = normalised(key, filters[key] ?? '');
    if (value !== '' && isAcceptable(key, value)) request[key] = value;
  }
  return request as OrderViewQuery;
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
