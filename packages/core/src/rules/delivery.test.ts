import { describe, expect, it } from 'vitest';
import { cheapestTariff, checkoutTotals, deliveryCharge, filterPointsByStreet, tariffKey } from './delivery.js';

describe('delivery rules', () => {
  it('picks the cheapest tariff, the quicker of equal cost', () => {
    const slow = { cost: 300, periodMin: 4, periodMax: 6, code: 1 };
    const quick = { cost: 300, periodMin: 1, periodMax: 2, code: 2 };
    const dear = { cost: 500, periodMin: 1, periodMax: 1, code: 3 };
    expect(cheapestTariff([dear, slow, quick])).toBe(quick);
    expect(cheapestTariff([])).toBeNull();
    expect(tariffKey(quick)).toBe('2');
    expect(tariffKey({ cost: 5, periodMin: 1, periodMax: 2 })).toBe('5-1-2');
  });

  it('filters points by street whatever the case and «ё»', () => {
    const point = (address: string) => ({
      code: address,
      type: 'PVZ' as const,
      address,
      addressFull: '',
      workTime: '',
    });
    const points = [point('ул. Семёновская, 3'), point('ул. Есенина, 13')];
    expect(filterPointsByStreet(points, 'СЕМЕНОВ').map((p) => p.address)).toEqual(['ул. Семёновская, 3']);
    expect(filterPointsByStreet(points, '  ')).toHaveLength(2);
  });

  it('adds a known delivery cost to the goods, to the kopeck', () => {
    const order = { orderItems: [{ cost: 0.1 }], acrylOrderItems: [{ cost: 0.2 }] } as Parameters<
      typeof checkoutTotals
    >[0];
    expect(checkoutTotals(order, deliveryCharge('CDEK', { cost: 162.5, periodMin: 1, periodMax: 2 }))).toEqual({
      goods: 0.3,
      delivery: { kind: 'amount', amount: 162.5 },
      total: 162.8,
    });
    expect(checkoutTotals(order, deliveryCharge('RussianPost', null)).total).toBe(0.3);
    expect(deliveryCharge('CDEK', null)).toEqual({ kind: 'notChosen' });
    expect(deliveryCharge('Pickup', null)).toEqual({ kind: 'amount', amount: 0 });
  });
});
