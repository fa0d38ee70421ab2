import { completeFilters, type OrderListFilters, orderListFilterKeys, toRequestFilters } from './filters.js';

/** The query parameter of `/admin?order=<id>` that opens the edit dialog. */
export const adminOrderParameter = 'order';

/** What the admin screen's address says: the filters in force and the order open in the dialog. */
export interface AdminLocation {
  filters: OrderListFilters;
  orderId: string | null;
}

/**
 * Reads `?orderNumber=…&status=…&order=<id>`. Unknown parameters and invalid values are left
 * out, so a hand-edited or stale address still shows a list rather than an error.
 */
export function parseAdminSearch(search: string): AdminLocation {
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const filters: Partial<OrderListFilters> = {};
  for (const key of orderListFilterKeys) {
    const value = params.get(key);
    if (value !== null) filters[key] = value;
  }
  const orderId = params.get(adminOrderParameter)?.trim() || null;
  return { filters: completeFilters(filters), orderId };
}

/** The address query for filters and an open order, `''` when there is neither (for a shareable link). */
export function buildAdminSearch(location: { filters: Partial<OrderListFilters>; orderId?: string | null }): string {
  const params = new URLSearchParams(toRequestFilters(location.filters) as Record<string, string>);
  if (location.orderId) params.set(adminOrderParameter, location.orderId);
  const text = params.toString();
  return text ? `?${text}` : '';
}
