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
  it('keeps the search, the known statuses (each once, in the list order) and the planned send through the address', () => {
    const search = buildAdminSearch({
      filters: {
        q: ' +7 912 ',
        statuses: 'В работе, Нет такого,Создан,В работе',
        plannedSend: 'today',
      },
      orderId: null,
    });
    const read = parseAdminSearch(search);
    expect(toRequestFilters(read.filters)).toEqual({ q: '+7 912', statuses: 'Создан,В работе', plannedSend: 'today' });
    // A reload reads the same address into the same filters.
    expect(buildAdminSearch({ filters: read.filters })).toBe(search);
    expect(countActiveFilters(read.filters)).toBe(3);
    expect(toRequestFilters({ statuses: 'Нет такого', plannedSend: 'yesterday' })).toEqual({});
  });

  it('has every filter of section 9 (and the payment mismatch, search, statuses and planned send beyond it) and starts empty', () => {
    expect(orderListFilterKeys).toHaveLength(18);
    for (const key of ['paymentMismatch', 'q', 'statuses', 'plannedSend'] as const)
      expect(orderListFilterKeys).toContain(key);
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
