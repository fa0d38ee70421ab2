import { describe, expect, it } from 'vitest';
import { orderStatuses, orderViewFilters } from '../contract/index.js';
import { managerDayTexts } from '../texts/manager-day.js';
import { bulkStatusRefusal, unknownStatuses } from './statuses.js';

describe('the list filter of several statuses', () => {
  const parse = (statuses: string | string[]) => orderViewFilters.parse({ statuses }).statuses;

  it('takes a comma list or the parameter repeated, trimmed, each status once', () => {
    expect(parse('Создан, В работе,,Создан')).toEqual([orderStatuses.created, orderStatuses.inWork]);
    expect(parse([orderStatuses.shipped, `${orderStatuses.cancelled},${orderStatuses.inWork}`])).toEqual([
      orderStatuses.shipped,
      orderStatuses.cancelled,
      orderStatuses.inWork,
    ]);
  });

  it('names the statuses no order can have', () => {
    expect(unknownStatuses([orderStatuses.inWork, 'В раб', 'Доставлен'])).toEqual(['В раб', 'Доставлен']);
    expect(managerDayTexts.unknownStatuses('Доставлен')).toBe('Нет такого статуса заказа: «Доставлен»');
  });
});

describe('a bulk status change', () => {
  const order = { status: orderStatuses.inWork, payed: true, placed: true };

  it('moves a placed order to a known status', () => {
    expect(bulkStatusRefusal(order, orderStatuses.readyToShip)).toBeNull();
    expect(bulkStatusRefusal({ ...order, payed: false }, orderStatuses.created)).toBeNull();
  });

  it('refuses an unknown status, a customer’s cart and sending a paid order back to editing', () => {
    expect(bulkStatusRefusal(order, 'Доставлен')).toBe(managerDayTexts.unknownStatuses('Доставлен'));
    expect(
      bulkStatusRefusal({ status: orderStatuses.created, payed: false, placed: false }, orderStatuses.inWork),
    ).toBe(managerDayTexts.notAnOrder);
    expect(bulkStatusRefusal(order, orderStatuses.awaitingLayouts)).toBe(managerDayTexts.paidBackToEditing);
  });
});
