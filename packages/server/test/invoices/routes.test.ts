import { writeFile } from 'node:fs/promises';
import { buildPath, type OrderInvoices, orderStatuses, routes } from '@stickers62/core/contract';
import { closingDocumentTexts, invoiceTexts } from '@stickers62/core/texts';
import { companyBody } from '@stickers62/testkit/fixtures';
import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { orderEvents, orders, outbox } from '../../src/db/schema.js';
import { createCustomerOrder, type TestSession } from '../test-support/app.js';
import {
  decodeFirstPageQr,
  payableOrder,
  pdfText,
  sampleSeller,
  useInvoiceApp,
  useInvoiceShop,
} from './test-fixtures.js';

/** Quotes and «ёлочки» as a legal name has them: kept as typed in the PDF. */
const company = companyBody({ name: 'ООО "Ромашка" и «Лютик»' });
const testApp = useInvoiceApp();
const shop = useInvoiceShop(testApp, 'invoices', company);

const listPath = (orderId: string) => buildPath(routes.orderInvoices.path, { id: orderId });
const as = (session: TestSession, method: 'GET' | 'POST', url: string, payload?: object) =>
  testApp.app.inject({ method, url, headers: session.headers, payload });

const submittedOrder = () => payableOrder(testApp.app, shop);

async function orderCostKopecks(orderId: string) {
  const [row] = await testApp.app.db.select({ cost: orders.cost }).from(orders).where(eq(orders.id, orderId));
  return Math.round((row?.cost ?? 0) * 100);
}

describe('paying by invoice', () => {
  it('issues one invoice for the order’s amount to the customer’s company, as a PDF with the exact QR payload', async () => {
    const { orderId, orderNumber } = await submittedOrder();
    const listed = (await as(shop.customer, 'GET', listPath(orderId))).json() as OrderInvoices;
    expect(listed).toEqual({ offered: true, invoices: [], closingDocuments: [] });

    const issued = await as(shop.customer, 'POST', listPath(orderId), { companyId: shop.companyId });
    expect(issued.statusCode).toBe(200);
    const invoice = issued.json();
    const amount = await orderCostKopecks(orderId);
    expect(invoice).toMatchObject({ status: 'issued', amountKopecks: amount, companyName: company.name });
    expect(invoice.number).toMatch(/^20\d{2}-\d+$/);
    // A second click gives back the same invoice.
    expect((await as(shop.customer, 'POST', listPath(orderId), { companyId: shop.companyId })).json()).toEqual(invoice);

    const download = await as(shop.customer, 'GET', invoice.pdfPath);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    const pdf = download.rawPayload;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await pdfText(pdf, shop.folder);
    const rubles = Math.floor(amount / 100);
    const total = `${String(rubles).replace(/\B(?=(\d{3})+$)/g, ' ')},${String(amount % 100).padStart(2, '0')}`;
    expect(text).toContain(`Счёт на оплату № ${invoice.number}`);
    expect(text).toContain('ИНН 7736050003');
    expect(text).toContain(`ИНН ${sampleSeller.inn}`);
    expect(text).toContain(total);
    expect(text).toContain(`за заказ №${orderNumber}`);
    const { amountInWords } = await import('@stickers62/core/rules');
    expect(text).toContain(amountInWords(amount));
    const [year, month, day] = invoice.date.split('-');
    expect(await decodeFirstPageQr(pdf, shop.folder)).toBe(
      `ST00012|Name=${sampleSeller.name}|PersonalAcc=${sampleSeller.account}|BankName=${sampleSeller.bankName}|` +
        `BIC=${sampleSeller.bic}|CorrespAcc=${sampleSeller.correspondentAccount}|PayeeINN=${sampleSeller.inn}|` +
        `KPP=${sampleSeller.kpp}|Purpose=Оплата по счёту № ${invoice.number} от ${day}.${month}.${year} ` +
        `за заказ №${orderNumber}. Без НДС|Sum=${amount}`,
    );

    const events = await testApp.app.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId));
    expect(events.map((event) => event.kind)).toContain('invoice-issued');
  });

  it('voids the invoice when the order’s amount changes, and issues the next one for the new amount', async () => {
    const { orderId } = await submittedOrder();
    const first = (await as(shop.customer, 'POST', listPath(orderId), { companyId: shop.companyId })).json();
    const changed = await as(shop.manager, 'POST', `${routes.updateOrderInformation.path}?orderId=${orderId}`, {
      deliveryCost: 450,
    });
    expect(changed.statusCode).toBe(200);
    const listed = (await as(shop.customer, 'GET', listPath(orderId))).json() as OrderInvoices;
    expect(listed.invoices).toEqual([{ ...first, status: 'void' }]);
    const second = (await as(shop.customer, 'POST', listPath(orderId), { companyId: shop.companyId })).json();
    expect(second.amountKopecks).toBe(first.amountKopecks + 45_000);
    expect(second.number).not.toBe(first.number);
    // A manager cannot mark the void one paid; the open one, yes: the order is paid.
    const markPath = (invoiceId: number) => buildPath(routes.markInvoicePaid.path, { id: orderId, invoiceId });
    const refused = await as(shop.manager, 'POST', markPath(first.id));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(invoiceTexts.notIssued);
    expect((await as(shop.customer, 'POST', markPath(second.id))).statusCode).toBe(403);
    const paid = await as(shop.manager, 'POST', markPath(second.id));
    expect(paid.json()).toMatchObject({ id: second.id, status: 'paid' });
    const [order] = await testApp.app.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order?.payed).toBe(true);
    const told = await testApp.app.db.select().from(outbox).where(eq(outbox.orderId, orderId));
    expect(told.filter((row) => row.template === 'payment-received' && row.audience === 'manager')).toHaveLength(2);
    const afterPaid = (await as(shop.customer, 'GET', listPath(orderId))).json() as OrderInvoices;
    expect(afterPaid.offered).toBe(false);
  });

  it('makes the УПД after shipment of an order paid by invoice: its own number, status 2 without VAT', async () => {
    const { orderId, orderNumber } = await submittedOrder();
    const invoice = (await as(shop.customer, 'POST', listPath(orderId), { companyId: shop.companyId })).json();
    const updPath = buildPath(routes.closingDocumentPdf.path, { id: orderId, document: 'upd.pdf' });
    await as(shop.manager, 'POST', buildPath(routes.markInvoicePaid.path, { id: orderId, invoiceId: invoice.id }));
    const early = await as(shop.customer, 'GET', updPath);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(closingDocumentTexts.notYet);
    expect((await as(shop.customer, 'GET', listPath(orderId))).json().closingDocuments).toEqual([]);
    const shipped = await as(shop.manager, 'POST', `${routes.updateOrderInformation.path}?orderId=${orderId}`, {
      status: orderStatuses.shipped,
    });
    expect(shipped.statusCode).toBe(200);
    const documents = (await as(shop.customer, 'GET', listPath(orderId))).json().closingDocuments;
    expect(documents).toEqual([
      { kind: 'upd', number: expect.stringMatching(/^20\d{2}-\d+$/), date: expect.any(String), path: updPath },
    ]);

    const first = await as(shop.customer, 'GET', updPath);
    expect(first.statusCode).toBe(200);
    expect(first.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const name = first.headers['content-disposition'];
    expect(name).toMatch(/^attachment; filename="upd-20\d{2}-\d+\.pdf"$/);
    if (process.env.UPD_PDF_OUT) await writeFile(process.env.UPD_PDF_OUT, first.rawPayload);
    const text = await pdfText(first.rawPayload, shop.folder);
    const total = invoice.amountKopecks;
    const figures = `${String(Math.floor(total / 100)).replace(/\B(?=(\d{3})+$)/g, ' ')},${String(total % 100).padStart(2, '0')}`;
    const title = (await PDFDocument.load(first.rawPayload)).getTitle();
    expect(title).toBe(`Универсальный передаточный документ № ${name?.toString().match(/upd-(.+)\.pdf/)?.[1]}`);
    for (const expected of [
      'Универсальный передаточный',
      'Статус: 2',
      `ИНН/КПП продавца: ${sampleSeller.inn}/${sampleSeller.kpp}`,
      'ИНН/КПП покупателя: 7736050003/773601001',
      `счёт на оплату № ${invoice.number}`,
      `заказ №${orderNumber}`,
      'без НДС',
      figures,
    ]) {
      expect(text).toContain(expected);
    }
    // The same document again, and by the manager too.
    expect((await as(shop.manager, 'GET', updPath)).headers['content-disposition']).toBe(name);
  });

  it('gives 10 concurrent invoices 10 distinct consecutive numbers', async () => {
    // One at a time: orders come from the customer's one cart.
    const made: { orderId: string }[] = [];
    for (let index = 0; index < 10; index += 1) made.push(await submittedOrder());
    const issued = await Promise.all(
      made.map(({ orderId }) => as(shop.customer, 'POST', listPath(orderId), { companyId: shop.companyId })),
    );
    expect(issued.map((reply) => reply.statusCode)).toEqual(Array(10).fill(200));
    const numbers = issued.map((reply) => Number(reply.json().number.split('-')[1])).sort((a, b) => a - b);
    expect(new Set(issued.map((reply) => reply.json().id)).size).toBe(10);
    const first = numbers[0] ?? 0;
    expect(numbers).toEqual(Array.from({ length: 10 }, (_, index) => first + index));
  });

  it('keeps invoices to the order’s customer and staff, and refuses a stranger’s company', async () => {
    const { orderId } = await submittedOrder();
    expect((await as(shop.stranger, 'GET', listPath(orderId))).statusCode).toBe(403);
    expect((await as(shop.stranger, 'POST', listPath(orderId), { companyId: shop.companyId })).statusCode).toBe(403);
    const strangersCompany = await as(shop.stranger, 'POST', routes.createCompany.path, company);
    const refused = await as(shop.customer, 'POST', listPath(orderId), { companyId: strangersCompany.json().id });
    expect(refused.statusCode).toBe(404);
    expect((await as(shop.customer, 'GET', listPath(orderId))).json().invoices).toEqual([]);
    expect((await as(shop.manager, 'GET', listPath(orderId))).statusCode).toBe(200);
  });

  it('offers no invoice for an order that cannot be paid yet (still a cart)', async () => {
    const { orderId } = await createCustomerOrder(testApp.app, shop.customer);
    expect((await as(shop.customer, 'GET', listPath(orderId))).json()).toEqual({
      offered: false,
      invoices: [],
      closingDocuments: [],
    });
    const refused = await as(shop.customer, 'POST', listPath(orderId), { companyId: shop.companyId });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(invoiceTexts.notPayable);
  });
});
