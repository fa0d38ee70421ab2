import { describe, expect, it } from 'vitest';
import {
  cheapestTariff,
  checkoutTotals,
  deliveryCharge,
  deliveryCostAfterUpdate,
  filterPointsByStreet,
  parseRublesInput,
  tariffKey,
} from './delivery.js';

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

describe('delivery cost typed by a manager', () => {
  it('reads rubles as people type them and nothing else', () => {
    expect(parseRublesInput('350')).toBe(350);
    expect(parseRublesInput('350,5')).toBe(350.5);
    expect(parseRublesInput(' 1 200,50 ₽')).toBe(1200.5);
    expect(parseRublesInput('0')).toBe(0);
    expect(parseRublesInput('100000')).toBe(100_000);
    for (const bad of ['', '-5', '350,555', '12a', '100000,01', '1e3', '3,5,0'])
      expect(parseRublesInput(bad)).toBeNull();
  });

  const unpaidCdek = { deliveryType: 'CDEK', deliveryCost: 190, payed: false };

  it('takes a typed amount, makes a new pickup free, and otherwise keeps the stored cost', () => {
    expect(deliveryCostAfterUpdate(unpaidCdek, { deliveryCost: 420.456 })).toEqual({ ok: true, deliveryCost: 420.46 });
    expect(deliveryCostAfterUpdate(unpaidCdek, { deliveryType: 'Pickup' })).toEqual({ ok: true, deliveryCost: 0 });
    expect(deliveryCostAfterUpdate(unpaidCdek, { deliveryType: 'Pickup', deliveryCost: 50 })).toEqual({
      ok: true,
      deliveryCost: 50,
    });
    expect(deliveryCostAfterUpdate(unpaidCdek, { deliveryType: 'RussianPost' })).toEqual({
      ok: true,
      deliveryCost: 190,
    });
    expect(deliveryCostAfterUpdate(unpaidCdek, {})).toEqual({ ok: true, deliveryCost: 190 });
  });

  it("keeps a paid order's cost and refuses another amount for it", () => {
    const paid = { ...unpaidCdek, payed: true };
    expect(deliveryCostAfterUpdate(paid, { deliveryType: 'Pickup' })).toEqual({ ok: true, deliveryCost: 190 });
    expect(deliveryCostAfterUpdate(paid, { deliveryCost: 190 })).toEqual({ ok: true, deliveryCost: 190 });
    expect(deliveryCostAfterUpdate(paid, { deliveryCost: 0 })).toEqual({ ok: false, reason: 'paid' });
  });
});
