import { describe, expect, it } from 'vitest';
import { invoiceNumbersIn, invoiceNumberText } from './invoice-number.js';

describe('invoice numbers in a purpose of payment', () => {
  it('writes the year and the number, and finds them again in the purpose an accountant sends', () => {
    expect(invoiceNumberText(2026, 15)).toBe('2026-15');
    expect(invoiceNumbersIn('Оплата по счёту № 2026-15 от 28.11.2026 за заказ №1234. Без НДС')).toEqual([
      { year: 2026, number: 15 },
    ]);
    expect(invoiceNumbersIn('Оплата по сч.2026 - 7, сч. 2026-8; повторно 2026-7')).toEqual([
      { year: 2026, number: 7 },
      { year: 2026, number: 8 },
    ]);
  });

  it('takes no date, phone, account or order number for an invoice number', () => {
    expect(invoiceNumbersIn('от 28.11.2026 за заказ №1234, тел. 8-920-555-11-22, сч. 40702810900000012345')).toEqual(
      [],
    );
    expect(invoiceNumbersIn('12026-15 и 2026-0 и 2026-15-3')).toEqual([]);
  });
});
