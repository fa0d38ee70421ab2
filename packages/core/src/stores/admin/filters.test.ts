import { describe, expect, it } from 'vitest';
import {
  completeFilters,
  countActiveFilters,
  emptyOrderListFilters,
  filtersKey,
  orderListFilterKeys,
  toRequestFilters,
} from './filters.js';
import { buildAdminSearch, parseAdminSearch } from './location.js';

describe('order list filters', () => {
  it('has every filter of section 9 (and the payment mismatch beyond it) and starts empty', () => {
    expect(orderListFilterKeys).toHaveLength(15);
    expect(orderListFilterKeys).toContain('paymentMismatch');
    expect(Object.values(emptyOrderListFilters).every((value) => value === '')).toBe(true);
    expect(toRequestFilters(emptyOrderListFilters)).toEqual({});
  });

  it('sends only set, trimmed and valid values', () => {
    const filters = completeFilters({
      orderNumber: ' 42 ',
      clientName: '  Анна ',
      orderDateFrom: '2026-01-01',
      orderDateTo: '01.02.2026',
      isPayed: 'false',
      isUrgent: 'yes',
      itemsType: 'both',
      status: 'В работе',
    });
    expect(toRequestFilters(filters)).toEqual({
      orderNumber: '42',
      clientName: 'Анна',
      orderDateFrom: '2026-01-01',
      isPayed: 'false',
      itemsType: 'both',
      status: 'В работе',
    });
    expect(countActiveFilters(filters)).toBe(6);
  });

  it('drops an order number the server would refuse', () => {
    expect(toRequestFilters({ orderNumber: '12a' })).toEqual({});
    expect(toRequestFilters({ itemsType: 'everything' })).toEqual({});
  });

  it('gives equal filter sets the same key whatever the empty fields', () => {
    expect(filtersKey({ status: 'Создан', clientName: ' ' })).toBe(filtersKey(completeFilters({ status: 'Создан' })));
    expect(filtersKey({ status: 'Создан' })).not.toBe(filtersKey({ status: 'Отменен' }));
  });
});

describe('admin address', () => {
  it('reads filters and the open order, ignoring the unknown and the invalid', () => {
    const location = parseAdminSearch(
      '?status=%D0%A1%D0%BE%D0%B7%D0%B4%D0%B0%D0%BD&isUrgent=true&order=abc&foo=1&orderNumber=x',
    );
    expect(location.orderId).toBe('abc');
    expect(toRequestFilters(location.filters)).toEqual({ status: 'Создан', isUrgent: 'true' });
    expect(location.filters.orderNumber).toBe('');
  });

  it('round-trips through the address and leaves nothing for an empty screen', () => {
    const filters = completeFilters({ clientName: 'Анна Петрова', deliveryDateTo: '2026-03-01', isFixedDate: 'false' });
    const search = buildAdminSearch({ filters, orderId: 'id-1' });
    expect(parseAdminSearch(search)).toEqual({ filters, orderId: 'id-1' });
    expect(buildAdminSearch({ filters: emptyOrderListFilters })).toBe('');
    expect(parseAdminSearch('')).toEqual({ filters: emptyOrderListFilters, orderId: null });
  });
});
