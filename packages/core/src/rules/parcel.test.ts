import { describe, expect, it } from 'vitest';
import { formatParcelStatus, formatShortMoment } from '../format/index.js';
import { defaultParcelEstimate, estimateParcel, parcelStatusTitle, trackingUrl } from './parcel.js';

describe('the parcel a customer follows', () => {
  it('links a track number to its carrier’s tracking page', () => {
    expect(trackingUrl('RussianPost', ' 80085012345678 ')).toBe(
      'https://www.pochta.ru/tracking?barcode=80085012345678',
    );
    expect(trackingUrl('CDEK', '1106207236')).toBe('https://www.cdek.ru/ru/tracking?order_id=1106207236');
    expect(trackingUrl('Pickup', '123')).toBeNull();
    expect(trackingUrl('RussianPost', '  ')).toBeNull();
  });

  it('reads a status as «Принят в пункте выдачи Рязань, 3 дек 14:05» in Moscow time', () => {
    // 11:05 UTC is 14:05 in Moscow.
    const at = '2026-12-03T11:05:00Z';
    expect(formatShortMoment(at)).toBe('3 дек 14:05');
    expect(formatParcelStatus({ title: parcelStatusTitle('ACCEPTED_AT_PICK_UP_POINT'), city: 'Рязань', at })).toBe(
      'Принят в пункте выдачи Рязань, 3 дек 14:05',
    );
    // Past midnight in Moscow, still the previous day in UTC.
    expect(formatShortMoment('2026-01-31T22:30:00Z')).toBe('1 фев 01:30');
    expect(formatParcelStatus({ title: 'Вручен', city: null, at })).toBe('Вручен, 3 дек 14:05');
  });

  it('keeps CDEK’s own name for a status code it added later', () => {
    expect(parcelStatusTitle('POSTOMAT_POSTED', 'Заложен в постамат')).toBe('Заложен в постамат');
    expect(parcelStatusTitle('DELIVERED', 'Delivered')).toBe('Вручен');
  });
});

describe('the parcel’s weight and size', () => {
  it('weighs sheets by format, other sizes by area, acrylic by area, plus packaging', () => {
    const estimate = estimateParcel([
      { kind: 'sticker', width: 210, height: 297, count: 20 },
      { kind: 'sticker', width: 100, height: 100, count: 10 },
      { kind: 'acryl', width: 50, height: 60, count: 4 },
    ]);
    // A4: 11 g; 100×100 mm at 180 g/m²: 1.8 → 2 g; 5×6 cm at 0.45 g/cm²: 13.5 → 14 g.
    expect(estimate.itemGrams).toEqual([11, 2, 14]);
    expect(estimate.weight).toBe(20 * 11 + 10 * 2 + 4 * 14 + defaultParcelEstimate.packagingGrams);
    // 29.7 cm + 2 × 2 cm margin; 21 cm + 4; 30 sheets × 0.2 mm + 4 figures × 5 mm = 2.6 cm + 2.
    expect(estimate).toMatchObject({ length: 34, width: 25, height: 5 });
  });

  it('follows the settings per format', () => {
    const settings = { ...defaultParcelEstimate, sheetGrams: { ...defaultParcelEstimate.sheetGrams, A4: 15 } };
    expect(estimateParcel([{ kind: 'sticker', width: 297, height: 210, count: 2 }], settings).itemGrams).toEqual([15]);
  });
});
