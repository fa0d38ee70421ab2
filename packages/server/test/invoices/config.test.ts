import { sellerSettings as seller } from '@stickers62/testkit/fixtures';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.js';

describe('the seller of invoices (SELLER_*)', () => {
  it('is absent without the variables: no payment by invoice', () => {
    expect(loadConfig({}).seller).toBeUndefined();
  });

  it('is read whole, without VAT by default or with the rate given', () => {
    expect(loadConfig(seller).seller).toEqual({
      name: seller.SELLER_NAME,
      inn: seller.SELLER_INN,
      kpp: seller.SELLER_KPP,
      ogrn: seller.SELLER_OGRN,
      address: seller.SELLER_ADDRESS,
      bankName: seller.SELLER_BANK_NAME,
      bic: seller.SELLER_BIC,
      account: seller.SELLER_ACCOUNT,
      correspondentAccount: seller.SELLER_CORRESPONDENT_ACCOUNT,
      vatRate: null,
      closingDocuments: 'upd',
    });
    expect(loadConfig({ ...seller, SELLER_VAT_RATE: '22' }).seller?.vatRate).toBe(22);
    expect(loadConfig({ ...seller, CLOSING_DOCUMENTS: 'torg12-act' }).seller?.closingDocuments).toBe('torg12-act');
  });

  it.each([
    [{ SELLER_BIC: undefined }, 'SELLER_BIC'],
    [{ SELLER_INN: '7707083894' }, 'SELLER_INN'],
    [{ SELLER_OGRN: '1027700132196' }, 'SELLER_OGRN'],
    [{ SELLER_KPP: undefined }, 'SELLER_KPP'],
    [{ SELLER_ACCOUNT: '4070281090000001234' }, 'PersonalAcc'],
    [{ SELLER_VAT_RATE: '20%' }, 'SELLER_VAT_RATE'],
    [{ CLOSING_DOCUMENTS: 'torg12' }, 'CLOSING_DOCUMENTS'],
  ])('stops the start on %j, naming what is wrong', (change, named) => {
    expect(() => loadConfig({ ...seller, ...change })).toThrow(ConfigError);
    expect(() => loadConfig({ ...seller, ...change })).toThrow(named);
  });
});
