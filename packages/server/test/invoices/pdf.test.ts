import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type InvoiceDocument, invoiceQrPayload, renderInvoicePdf } from '../../src/invoices/pdf.js';
import { decodeFirstPageQr, pdfText, sampleSeller } from './test-fixtures.js';

const document: InvoiceDocument = {
  number: '2026-15',
  date: '2026-11-28',
  orderNumber: 1234,
  seller: sampleSeller,
  buyer: {
    kind: 'organization',
    name: 'ООО "Ромашка" и «Лютик»',
    inn: '7736050003',
    kpp: '773601001',
    ogrn: '1027700132195',
    address: '119991, г. Москва, Ленинский пр-т, д. 1',
    accountantEmail: 'buh@romashka.ru',
  },
  lines: [
    { name: 'Стикеры «Котики» на плёнке, резка по контуру', quantity: 10, unit: 'шт.', amountKopecks: 200_000 },
    { name: 'Доставка', quantity: 1, unit: 'усл.', amountKopecks: 35_000 },
  ],
  amountKopecks: 235_000,
};

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'invoice-pdf-'));
});
afterAll(() => rm(folder, { recursive: true, force: true }));

describe('the invoice PDF', () => {
  it('is a PDF whose text has the number, both parties, the lines, the total and the words', async () => {
    const pdf = await renderInvoicePdf(document);
    expect(Buffer.from(pdf.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const text = await pdfText(pdf, folder);
    for (const expected of [
      'Счёт на оплату № 2026-15 от 28 ноября 2026 г.',
      'ИНН 7707083893',
      'КПП 773601001',
      'ООО "Ромашка" и «Лютик», ИНН 7736050003',
      'Стикеры «Котики» на плёнке',
      'Доставка',
      '2 350,00',
      'Две тысячи триста пятьдесят рублей 00 копеек',
      'Оплата по счёту № 2026-15 от 28.11.2026 за заказ №1234. Без НДС',
      '044525225',
      '40702810900000012345',
    ]) {
      expect(text).toContain(expected);
    }
    if (process.env.INVOICE_PDF_OUT) await writeFile(process.env.INVOICE_PDF_OUT, pdf);
  });

  it('carries a QR code that reads back as the exact ГОСТ Р 56042-2014 payload', async () => {
    const pdf = await renderInvoicePdf(document);
    const payload = invoiceQrPayload(document);
    expect(payload).toBe(
      'ST00012|Name=ООО «Стикеры 62»|PersonalAcc=40702810900000012345|BankName=ПАО Сбербанк|BIC=044525225|' +
        'CorrespAcc=30101810400000000225|PayeeINN=7707083893|KPP=773601001|' +
        'Purpose=Оплата по счёту № 2026-15 от 28.11.2026 за заказ №1234. Без НДС|Sum=235000',
    );
    expect(await decodeFirstPageQr(pdf, folder)).toBe(payload);
  });

  it('writes the VAT the prices include when the shop is a VAT payer', async () => {
    const withVat = { ...document, seller: { ...sampleSeller, vatRate: 22 } };
    const text = await pdfText(await renderInvoicePdf(withVat), folder);
    // 2 350,00 × 22 / 122 = 423,77
    expect(text).toContain('в т.ч. НДС 22%: 423,77');
    expect(text).toContain('В том числе НДС 22%: 423,77');
  });

  it('gives the same bytes for the same invoice, and breaks a long order onto further pages', async () => {
    expect(Buffer.from(await renderInvoicePdf(document)).equals(Buffer.from(await renderInvoicePdf(document)))).toBe(
      true,
    );
    const many = Array.from({ length: 60 }, (_, index) => ({
      name: `Позиция ${index + 1} с длинным названием, которое занимает больше одной строки в колонке таблицы`,
      quantity: 2,
      unit: 'шт.',
      amountKopecks: 1000,
    }));
    const pdf = await renderInvoicePdf({ ...document, lines: many, amountKopecks: 60_000 });
    const text = await pdfText(pdf, folder);
    expect(text).toContain('Позиция 60 с длинным');
    expect(text).toContain('Шестьсот рублей 00 копеек');
    expect(text).toContain('Всего наименований 60');
    expect((await PDFDocument.load(pdf)).getPageCount()).toBeGreaterThan(1);
  });
});
