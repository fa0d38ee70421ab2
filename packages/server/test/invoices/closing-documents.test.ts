import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildPath, type OrderInvoices, orderStatuses, routes } from '@stickers62/core/contract';
import { amountInWords } from '@stickers62/core/rules';
import { torg12Texts } from '@stickers62/core/texts';
import { companyBody } from '@stickers62/testkit/fixtures';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outbox } from '../../src/db/schema.js';
import { money } from '../../src/invoices/pdf.js';
import {
  createCustomerOrder,
  createTestApp,
  loginAs,
  signUp,
  type TestApp,
  type TestSession,
} from '../test-support/app.js';
import { type ReceivedMail, startTestSmtpServer, type TestSmtpServer } from '../test-support/smtp.js';
import { pdfText, sampleSeller } from './test-fixtures.js';

/**
 * Issue 34's accountant e-mails and the товарная накладная + акт: a shop set to
 * `CLOSING_DOCUMENTS=torg12-act`, a real SMTP server, the PDFs read back with pdftotext.
 */

const accountant = 'buh@romashka.ru';
const company = companyBody({ accountantEmail: accountant });

let smtp: TestSmtpServer;
let testApp: TestApp;
let folder: string;
let customer: TestSession;
let manager: TestSession;
let companyId: number;
let companyWithoutAccountant: number;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  folder = await mkdtemp(join(tmpdir(), 'closing-'));
  testApp = await createTestApp({
    config: {
      dataDir: folder,
      publicUrl: 'http://localhost:3000',
      seller: { ...sampleSeller, closingDocuments: 'torg12-act' },
      mail: { smtpUrl: smtp.url, from: 'Стикеры 62 <shop@stickers62.test>', managerEmails: [], timeoutMs: 2000 },
    },
  });
  customer = await signUp(testApp.app);
  manager = await loginAs(testApp.app, 'manager');
  const add = async (fields: object) =>
    (
      await testApp.app.inject({
        method: 'POST',
        url: routes.createCompany.path,
        headers: customer.headers,
        payload: fields,
      })
    ).json().id as number;
  companyId = await add(company);
  companyWithoutAccountant = await add({ ...company, name: 'ООО «Без бухгалтера»', accountantEmail: null });
});
afterAll(async () => {
  await testApp?.close();
  await smtp?.close();
  await rm(folder, { recursive: true, force: true });
});
beforeEach(async () => {
  await testApp.app.notifications.worker.drain();
  smtp.received.length = 0;
});

const as = (session: TestSession, method: 'GET' | 'POST', url: string, payload?: object) =>
  testApp.app.inject({ method, url, headers: session.headers, payload });
const update = (orderId: string, body: object) =>
  as(manager, 'POST', `${routes.updateOrderInformation.path}?orderId=${orderId}`, body);
const toAccountant = () => smtp.received.filter((mail: ReceivedMail) => mail.to.includes(accountant));
const pdfs = (mail: ReceivedMail | undefined) =>
  (mail?.attachments ?? []).filter((part) => part.contentType === 'application/pdf');

/** A sent order with a delivery of 350 ₽ (a service line), moved on to printing: one that may be paid. */
async function payableOrder() {
  const order = await createCustomerOrder(testApp.app, customer, { submit: true });
  const moved = await update(order.orderId, { status: orderStatuses.readyToPrint, deliveryCost: 350 });
  if (moved.statusCode !== 200) throw new Error(`status change failed: ${moved.body}`);
  return order;
}

async function paidAndShipped(orderId: string, chosen = companyId) {
  const invoice = (
    await as(customer, 'POST', buildPath(routes.orderInvoices.path, { id: orderId }), { companyId: chosen })
  ).json();
  await as(manager, 'POST', buildPath(routes.markInvoicePaid.path, { id: orderId, invoiceId: invoice.id }));
  expect((await update(orderId, { status: orderStatuses.shipped })).statusCode).toBe(200);
  const listed = (
    await as(customer, 'GET', buildPath(routes.orderInvoices.path, { id: orderId }))
  ).json() as OrderInvoices;
  return { invoice, documents: listed.closingDocuments };
}

describe('the accountant’s e-mails', () => {
  it('sends the invoice to the company’s accountant with its PDF, once; none to a company without one', async () => {
    const { orderId } = await payableOrder();
    const issued = (
      await as(customer, 'POST', buildPath(routes.orderInvoices.path, { id: orderId }), { companyId })
    ).json();
    // The second click gives back the same invoice and writes no second e-mail.
    await as(customer, 'POST', buildPath(routes.orderInvoices.path, { id: orderId }), { companyId });
    await testApp.app.notifications.worker.drain();
    const mails = toAccountant();
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toContain(`№ ${issued.number}`);
    const [pdf] = pdfs(mails[0]);
    expect(pdf?.content.subarray(0, 4).toString('latin1')).toBe('%PDF');
    expect(await pdfText(pdf?.content ?? new Uint8Array(), folder)).toContain(`Счёт на оплату № ${issued.number}`);
    // The outbox row keeps the invoice's id, not the PDF.
    const [row] = await testApp.app.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.orderId, orderId), eq(outbox.audience, 'accountant')));
    expect(row?.data).toEqual({ invoiceId: issued.id });
    expect(row?.status).toBe('sent');

    smtp.received.length = 0;
    const other = await payableOrder();
    const path = buildPath(routes.orderInvoices.path, { id: other.orderId });
    expect((await as(customer, 'POST', path, { companyId: companyWithoutAccountant })).statusCode).toBe(200);
    await testApp.app.notifications.worker.drain();
    expect(smtp.received.filter((mail) => mail.subject.startsWith('Счёт'))).toEqual([]);
    const rows = await testApp.app.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.orderId, other.orderId), eq(outbox.audience, 'accountant')));
    expect(rows).toEqual([]);
  });
});

describe('CLOSING_DOCUMENTS=torg12-act', () => {
  it('makes a накладная for the goods and an акт for the delivery on shipment, numbered apart, and e-mails both', async () => {
    const first = await payableOrder();
    const { invoice, documents } = await paidAndShipped(first.orderId);
    expect(documents.map((document) => document.kind)).toEqual(['torg12', 'act']);
    const [torg12, act] = documents;
    const goodsKopecks = invoice.amountKopecks - 35_000;

    const torg12Reply = await as(customer, 'GET', torg12?.path ?? '');
    expect(torg12Reply.statusCode).toBe(200);
    expect(torg12Reply.headers['content-disposition']).toBe(`attachment; filename="torg12-${torg12?.number}.pdf"`);
    if (process.env.TORG12_PDF_OUT) await writeFile(process.env.TORG12_PDF_OUT, torg12Reply.rawPayload);
    const torg12Text = await pdfText(torg12Reply.rawPayload, folder);
    for (const expected of [
      torg12Texts.title,
      `№ ${torg12?.number}`,
      torg12Texts.formNote,
      `ИНН ${sampleSeller.inn}`,
      `ИНН ${company.inn}`,
      'Плательщик:',
      money(goodsKopecks),
      amountInWords(goodsKopecks),
    ]) {
      expect(torg12Text).toContain(expected);
    }
    expect(torg12Text).not.toContain('Доставка');

    // The manager reads the same акт.
    const actReply = await as(manager, 'GET', act?.path ?? '');
    expect(actReply.statusCode).toBe(200);
    if (process.env.ACT_PDF_OUT) await writeFile(process.env.ACT_PDF_OUT, actReply.rawPayload);
    const actText = await pdfText(actReply.rawPayload, folder);
    for (const expected of [
      `Акт № ${act?.number}`,
      `ИНН ${sampleSeller.inn}`,
      `ИНН ${company.inn}`,
      money(35_000),
      amountInWords(35_000),
      'претензий',
    ]) {
      expect(actText).toContain(expected);
    }
    // No УПД for this shop.
    const upd = await as(
      customer,
      'GET',
      buildPath(routes.closingDocumentPdf.path, { id: first.orderId, document: 'upd.pdf' }),
    );
    expect(upd.statusCode).toBe(409);

    await testApp.app.notifications.worker.drain();
    const closing = toAccountant().filter((mail) => mail.subject.startsWith('Закрывающие'));
    expect(closing).toHaveLength(1);
    const attached = pdfs(closing[0]);
    expect(attached).toHaveLength(2);
    for (const part of attached) expect(part.content.subarray(0, 4).toString('latin1')).toBe('%PDF');

    // The next order's documents take the next numbers of each sequence; a second read makes none.
    const second = await payableOrder();
    const next = (await paidAndShipped(second.orderId)).documents;
    const numberOf = (value: string | undefined) => Number(value?.split('-')[1]);
    expect(numberOf(next[0]?.number)).toBe(numberOf(torg12?.number) + 1);
    expect(numberOf(next[1]?.number)).toBe(numberOf(act?.number) + 1);
    const again = (await as(customer, 'GET', buildPath(routes.orderInvoices.path, { id: second.orderId }))).json();
    expect(again.closingDocuments).toEqual(next);
  });

  it('makes them when an order shipped first is paid afterwards, in the payment’s transaction', async () => {
    const { orderId } = await payableOrder();
    const path = buildPath(routes.orderInvoices.path, { id: orderId });
    const invoice = (await as(customer, 'POST', path, { companyId })).json();
    expect((await update(orderId, { status: orderStatuses.shipped })).statusCode).toBe(200);
    expect((await as(customer, 'GET', path)).json().closingDocuments).toEqual([]);
    await testApp.app.notifications.worker.drain();
    smtp.received.length = 0;
    await as(manager, 'POST', buildPath(routes.markInvoicePaid.path, { id: orderId, invoiceId: invoice.id }));
    const rows = await testApp.app.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.orderId, orderId), eq(outbox.template, 'closing-documents')));
    expect(rows).toHaveLength(1);
    const listed = (await as(customer, 'GET', path)).json() as OrderInvoices;
    expect(listed.closingDocuments.map((document) => document.kind)).toEqual(['torg12', 'act']);
    await testApp.app.notifications.worker.drain();
    expect(pdfs(toAccountant().find((mail) => mail.subject.startsWith('Закрывающие')))).toHaveLength(2);
  });
});
