import { describe, expect, it } from 'vitest';
import { type PaymentQrFields, paymentQrFieldsError, paymentQrPayload, paymentQrText } from './payment-qr.js';

const fields: PaymentQrFields = {
  name: 'ООО «Стикеры 62»',
  personalAccount: '40702810900000012345',
  bankName: 'ПАО Сбербанк',
  bic: '044525225',
  correspondentAccount: '30101810400000000225',
  payeeInn: '7707083893',
  kpp: '773601001',
  purpose: 'Оплата по счёту № 2026-15 от 28.11.2026. Без НДС',
  sumKopecks: 235_000,
};

describe('payment QR payload (ГОСТ Р 56042-2014)', () => {
  it('writes the header, the fields in order and the sum in kopecks', () => {
    expect(paymentQrPayload(fields)).toBe(
      'ST00012|Name=ООО «Стикеры 62»|PersonalAcc=40702810900000012345|BankName=ПАО Сбербанк|BIC=044525225|' +
        'CorrespAcc=30101810400000000225|PayeeINN=7707083893|KPP=773601001|' +
        'Purpose=Оплата по счёту № 2026-15 от 28.11.2026. Без НДС|Sum=235000',
    );
  });

  it('starts with the five required fields and separates every pair with one «|»', () => {
    const pairs = paymentQrPayload({ ...fields, sumKopecks: 1 }).split('|');
    expect(pairs[0]).toBe('ST00012');
    expect(pairs.slice(1).map((pair) => pair.split('=')[0])).toEqual([
      'Name',
      'PersonalAcc',
      'BankName',
      'BIC',
      'CorrespAcc',
      'PayeeINN',
      'KPP',
      'Purpose',
      'Sum',
    ]);
    expect(pairs.at(-1)).toBe('Sum=1');
  });

  it('leaves out the КПП of a payee who has none', () => {
    const payload = paymentQrPayload({ ...fields, payeeInn: '500100732259', kpp: null });
    expect(payload).toContain('|PayeeINN=500100732259|Purpose=');
    expect(payload).not.toContain('KPP=');
  });

  it('keeps the separator and line breaks out of values, and cuts values to the standard’s limits', () => {
    const payload = paymentQrPayload({
      ...fields,
      name: 'ООО «А|Б»\nфилиал',
      purpose: `Оплата|счёта\r\n${'я'.repeat(300)}`,
      bankName: 'Б'.repeat(60),
    });
    const pairs = payload.split('|');
    expect(pairs).toHaveLength(10);
    expect(pairs[1]).toBe('Name=ООО «А/Б» филиал');
    expect(pairs[3]).toBe(`BankName=${'Б'.repeat(45)}`);
    expect(pairs[8]?.length).toBe('Purpose='.length + 210);
    expect(pairs[8]?.startsWith('Purpose=Оплата/счёта я')).toBe(true);
    expect(paymentQrText('  a \t b  ', 10)).toBe('a b');
  });

  it('refuses coded fields a bank would not take', () => {
    expect(paymentQrFieldsError(fields)).toBeNull();
    expect(paymentQrFieldsError({ ...fields, personalAccount: '4070281090000001234' })).toMatch(/^PersonalAcc/);
    expect(paymentQrFieldsError({ ...fields, bic: '04452522X' })).toMatch(/^BIC/);
    expect(paymentQrFieldsError({ ...fields, correspondentAccount: '3010' })).toMatch(/^CorrespAcc/);
    expect(paymentQrFieldsError({ ...fields, payeeInn: '7707083894' })).toMatch(/^PayeeINN/);
    expect(paymentQrFieldsError({ ...fields, kpp: '77360100' })).toMatch(/^KPP/);
    expect(paymentQrFieldsError({ ...fields, sumKopecks: 0 })).toMatch(/^Sum/);
    expect(paymentQrFieldsError({ ...fields, sumKopecks: 10.5 })).toMatch(/^Sum/);
    expect(paymentQrFieldsError({ ...fields, name: ' \n\t ' })).toBe('Name: empty');
    expect(() => paymentQrPayload({ ...fields, bic: '1' })).toThrow(/BIC/);
  });
});
