import { describe, expect, it } from 'vitest';
import { formatDayMonth, formatDayRange, formatDeliveryPromise } from '../format/index.js';
import { approximalDates, deliveryPromise, type PromiseItem, productionWorkingDays } from './delivery-promise.js';

const sheets = (count: number, isColorProof = false): PromiseItem => ({ count, isColorProof });
const stickersOnly = (...items: PromiseItem[]) => ({ orderItems: items, acrylOrderItems: [] });

describe('production time', () => {
  it('is approval plus the slowest kind', () => {
    expect(productionWorkingDays(stickersOnly(sheets(20)))).toBe(2 + 5);
    expect(productionWorkingDays({ orderItems: [sheets(20)], acrylOrderItems: [sheets(5)] })).toBe(2 + 10);
  });

  it('adds 2 working days when any item has a colour proof', () => {
    expect(productionWorkingDays(stickersOnly(sheets(20), sheets(10, true)))).toBe(2 + 5 + 2);
  });

  it('takes 14 working days for a large order (over 500 sheets or pieces)', () => {
    expect(productionWorkingDays(stickersOnly(sheets(300), sheets(200)))).toBe(2 + 5);
    expect(productionWorkingDays(stickersOnly(sheets(300), sheets(201)))).toBe(2 + 14);
    expect(productionWorkingDays({ orderItems: [], acrylOrderItems: [sheets(501, true)] })).toBe(2 + 14 + 2);
  });
});

describe('delivery promise', () => {
  // Wednesday 25 November 2026.
  const placedOn = '2026-11-25';

  it('sends within the production time and delivers within the tariff period (working days)', () => {
    const promise = deliveryPromise({
      placedOn,
      order: stickersOnly(sheets(20)),
      deliveryType: 'CDEK',
      period: { periodMin: 2, periodMax: 4 },
    });
    // 7 working days: 26, 27, 30 Nov, 1, 2, 3, 4 Dec; then 2–4 working days: 8–10 Dec.
    expect(promise).toEqual({ sendBy: '2026-12-04', delivery: { from: '2026-12-08', to: '2026-12-10' } });
    expect(formatDeliveryPromise(promise, 'CDEK')).toBe('Отправим до 4 декабря, получите 8–10 декабря');
    expect(approximalDates(promise)).toEqual({
      approximalSendDate: '2026-12-04',
      approximalDeliveryDate: '2026-12-10',
    });
  });

  it('uses the business terms (1–10 working days) for CDEK while no tariff is known', () => {
    const promise = deliveryPromise({ placedOn, order: stickersOnly(sheets(20)), deliveryType: 'CDEK' });
    expect(promise.delivery).toEqual({ from: '2026-12-07', to: '2026-12-18' });
  });

  it('crosses the New Year holidays', () => {
    const promise = deliveryPromise({
      placedOn: '2026-12-21',
      order: stickersOnly(sheets(20, true)),
      deliveryType: 'CDEK',
      period: { periodMin: 1, periodMax: 3 },
    });
    // 9 working days from Monday 21 December: 22–25, 28–30 December (7), 11, 12 January.
    expect(promise.sendBy).toBe('2027-01-12');
    expect(formatDeliveryPromise(promise, 'CDEK')).toBe('Отправим до 12 января, получите 13–15 января');
  });

  it('says what applies to a pickup and to Russian Post', () => {
    const order = stickersOnly(sheets(20));
    const pickup = deliveryPromise({ placedOn, order, deliveryType: 'Pickup' });
    expect(pickup.delivery).toEqual({ from: '2026-12-04', to: '2026-12-04' });
    expect(formatDeliveryPromise(pickup, 'Pickup')).toBe(
      'Будет готов к выдаче до 4 декабря, забрать можно по будням с 08:00 до 16:00',
    );
    const post = deliveryPromise({ placedOn, order, deliveryType: 'RussianPost' });
    expect(post.delivery).toBeNull();
    expect(approximalDates(post).approximalDeliveryDate).toBeNull();
    expect(formatDeliveryPromise(post, 'RussianPost')).toMatch(/^Отправим до 4 декабря; срок доставки Почтой России/);
  });
});

describe('day formatting', () => {
  it('writes months in the genitive and joins a window', () => {
    expect(formatDayMonth('2026-03-01')).toBe('1 марта');
    expect(formatDayMonth('2026-05-09')).toBe('9 мая');
    expect(formatDayRange('2026-12-06', '2026-12-09')).toBe('6–9 декабря');
    expect(formatDayRange('2026-11-30', '2026-12-02')).toBe('30 ноября – 2 декабря');
    expect(formatDayRange('2026-12-31', '2027-01-12')).toBe('31 декабря – 12 января');
    expect(formatDayRange('2026-12-06', '2026-12-06')).toBe('6 декабря');
  });
});
