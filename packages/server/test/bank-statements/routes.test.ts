import { buildPath, routes } from '@stickers62/core/contract';
import { bankStatementTexts, invoiceTexts } from '@stickers62/core/texts';
import { companyBody } from '@stickers62/testkit/fixtures';
import { asc, eq } from 'drizzle-orm';
import iconv from 'iconv-lite';
import { beforeAll, describe, expect, it } from 'vitest';
import { bankPayments, invoices, orderEvents, orders, outbox } from '../../src/db/schema.js';
import { addCompany, payableOrder, sampleSeller } from '../invoices/test-fixtures.js';
import { loginAs, signUp, type TestSession } from '../test-support/app.js';
import { useTestApp } from '../test-support/suite.js';

const testApp = useTestApp({ config: { seller: sampleSeller } });
let customer: TestSession;
let manager: TestSession;
let companyId: number;
const buyerInn = '7736050003';

beforeAll(async () => {
  customer = await signUp(testApp.app);
  manager = await loginAs(testApp.app, 'manager');
  companyId = await addCompany(
    testApp.app,
    customer,
    companyBody({ inn: buyerInn, address: 'г. Москва', accountantEmail: null }),
  );
});

const inject = (session: TestSession, method: 'GET' | 'POST', url: string, payload?: object) =>
  testApp.app.inject({ method, url, headers: session.headers, payload });

/** A sent order moved on to printing, with its invoice issued: what the accountant pays. */
async function invoicedOrder() {
  const order = await payableOrder(testApp.app, { customer, manager });
  const invoice = (
    await inject(customer, 'POST', buildPath(routes.issueInvoice.path, { id: order.orderId }), { companyId })
  ).json();
  return { ...order, invoice: invoice as { id: number; number: string; amountKopecks: number } };
}

interface Payment {
  number: string;
  kopecks: number;
  purpose: string;
  payerInn?: string;
  payee?: string;
}

const rubles = (kopecks: number) => `${Math.floor(kopecks / 100)}.${String(kopecks % 100).padStart(2, '0')}`;

/** A statement as a bank exports it for 1C, in the encoding its `Кодировка=` line names. */
function statement(payments: Payment[], encoding: 'Windows' | 'DOS' = 'Windows', options: { brokenAt?: number } = {}) {
  const lines = [
    '1CClientBankExchange',
    'ВерсияФормата=1.03',
    `Кодировка=${encoding}`,
    'Отправитель=Бухгалтерия',
    'ДатаНачала=01.11.2026',
    'ДатаКонца=30.11.2026',
    `РасчСчет=${sampleSeller.account}`,
    'СекцияРасчСчет',
    `РасчСчет=${sampleSeller.account}`,
    'КонецРасчСчет',
  ];
  payments.forEach((payment, index) => {
    lines.push(
      'СекцияДокумент=Платежное поручение',
      `Номер=${payment.number}`,
      'Дата=27.11.2026',
      `Сумма=${rubles(payment.kopecks)}`,
      'ПлательщикСчет=40702810000000000001',
      'Плательщик=ИНН 7736050003 ООО «Ромашка»',
      `ПлательщикИНН=${payment.payerInn ?? buyerInn}`,
      'Плательщик1=ООО «Ромашка»',
      `ПолучательСчет=${payment.payee ?? sampleSeller.account}`,
      `ПолучательИНН=${sampleSeller.inn}`,
      `НазначениеПлатежа=${payment.purpose}`,
    );
    if (options.brokenAt !== index) lines.push('КонецДокумента');
  });
  lines.push('КонецФайла');
  return iconv.encode(lines.join('\r\n'), encoding === 'Windows' ? 'win1251' : 'cp866');
}

const upload = (body: Buffer) =>
  testApp.app.inject({
    method: 'POST',
    url: routes.uploadBankStatement.path,
    headers: { ...manager.headers, 'content-type': 'application/octet-stream' },
    payload: body,
  });

async function state() {
  return {
    payments: await testApp.app.db.select().from(bankPayments).orderBy(asc(bankPayments.id)),
    invoices: await testApp.app.db.select().from(invoices).orderBy(asc(invoices.id)),
    orders: await testApp.app.db.select({ id: orders.id, payed: orders.payed }).from(orders).orderBy(asc(orders.id)),
    events: (await testApp.app.db.select().from(orderEvents)).length,
  };
}

const payedOf = async (orderId: string) =>
  (await testApp.app.db.select({ payed: orders.payed }).from(orders).where(eq(orders.id, orderId)))[0]?.payed;

describe('bank statements', () => {
  it('matches a Windows-1251 statement’s exact, short and unknown payments, and changes nothing the second time', async () => {
    const exact = await invoicedOrder();
    const short = await invoicedOrder();
    const file = statement([
      {
        number: '501',
        kopecks: exact.invoice.amountKopecks,
        purpose: `Оплата по счёту № ${exact.invoice.number} без НДС`,
      },
      { number: '502', kopecks: short.invoice.amountKopecks - 10_000, purpose: `Оплата по сч ${short.invoice.number}` },
      { number: '503', kopecks: 150_000, purpose: 'Предоплата за стикеры' },
      { number: '504', kopecks: 99_900, purpose: `Счёт ${exact.invoice.number}`, payee: '40702810999999999999' },
    ]);
    const first = await upload(file);
    expect(first.statusCode).toBe(200);
    const payments = first.json().payments;
    expect(payments.map((payment: { number: string; outcome: string }) => [payment.number, payment.outcome])).toEqual([
      ['501', 'paid'],
      ['502', 'short'],
      ['503', 'unknown'],
    ]);
    expect(payments[0]).toMatchObject({ invoiceNumber: exact.invoice.number, orderNumber: exact.orderNumber });
    expect(payments[1].reason).toBe(bankStatementTexts.short(short.invoice.number, '100,00'));
    expect(payments[2].reason).toBe(bankStatementTexts.noInvoice);
    expect(payments[0].payerName).toBe('ООО «Ромашка»');
    expect(await payedOf(exact.orderId)).toBe(true);
    expect(await payedOf(short.orderId)).toBe(false);

    const before = await state();
    const second = await upload(file);
    expect(second.statusCode).toBe(200);
    expect(second.json().payments.map((payment: { alreadyRecorded: boolean }) => payment.alreadyRecorded)).toEqual([
      true,
      true,
      true,
    ]);
    expect(await state()).toEqual(before);

    const listed = await inject(manager, 'GET', routes.bankPayments.path);
    expect(
      listed
        .json()
        .payments.slice(0, 3)
        .map((payment: { number: string }) => payment.number),
    ).toEqual(['503', '502', '501']);
    expect((await inject(customer, 'GET', routes.bankPayments.path)).statusCode).toBe(403);
  });

  it('records a payment against an invoice voided by an amount change and flags it, not taking it as payment', async () => {
    const order = await invoicedOrder();
    await inject(manager, 'POST', `${routes.updateOrderInformation.path}?orderId=${order.orderId}`, {
      deliveryCost: 300,
    });
    const reply = await upload(
      statement([
        { number: '601', kopecks: order.invoice.amountKopecks, purpose: `Оплата счёта ${order.invoice.number}` },
      ]),
    );
    const [payment] = reply.json().payments;
    expect(payment).toMatchObject({ outcome: 'short', invoiceNumber: order.invoice.number, alreadyRecorded: false });
    expect(payment.reason).toContain('аннулирован');
    expect(await payedOf(order.orderId)).toBe(false);
    const [invoice] = await testApp.app.db.select().from(invoices).where(eq(invoices.id, order.invoice.id));
    expect(invoice?.status).toBe('void');
    const kinds = (await testApp.app.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.orderId))).map(
      (event) => event.kind,
    );
    expect(kinds).toEqual(expect.arrayContaining(['invoice-voided', 'bank-payment-flagged']));
    // The managers are told by e-mail and VK, as of a payment that did not match its order.
    const told = await testApp.app.db.select().from(outbox).where(eq(outbox.orderId, order.orderId));
    expect(
      told
        .filter((row) => row.template === 'payment-mismatch')
        .map((row) => row.channel)
        .sort(),
    ).toEqual(['email', 'vk']);
  });

  it('reads a DOS (CP866) statement, and flags an overpayment and a payer with another ИНН', async () => {
    const over = await invoicedOrder();
    const stranger = await invoicedOrder();
    const reply = await upload(
      statement(
        [
          { number: '701', kopecks: over.invoice.amountKopecks + 5_000, purpose: `По счёту ${over.invoice.number}` },
          {
            number: '702',
            kopecks: stranger.invoice.amountKopecks,
            purpose: `По счёту ${stranger.invoice.number}`,
            payerInn: '500100732259',
          },
        ],
        'DOS',
      ),
    );
    expect(reply.json().payments.map((payment: { outcome: string }) => payment.outcome)).toEqual(['over', 'unknown']);
    expect(reply.json().payments[0].reason).toBe(bankStatementTexts.over(over.invoice.number, '50,00'));
    expect(await payedOf(over.orderId)).toBe(true);
    expect(await payedOf(stranger.orderId)).toBe(false);
  });

  it.each([
    [
      'a UTF-8 file',
      () => Buffer.from(iconv.decode(statement([{ number: '1', kopecks: 100, purpose: 'Оплата' }]), 'win1251'), 'utf8'),
      bankStatementTexts.encodingMismatch('Windows'),
    ],
    [
      'another encoding',
      () =>
        Buffer.from(iconv.decode(statement([]), 'win1251').replace('Кодировка=Windows', 'Кодировка=KOI8-R'), 'utf8'),
      bankStatementTexts.unsupportedEncoding('KOI8-R'),
    ],
    [
      'a broken section',
      () =>
        statement(
          [
            { number: '1', kopecks: 100, purpose: 'a' },
            { number: '2', kopecks: 100, purpose: 'b' },
          ],
          'Windows',
          { brokenAt: 0 },
        ),
      bankStatementTexts.unfinishedDocument(11),
    ],
    ['not a statement', () => Buffer.from('%PDF-1.7'), bankStatementTexts.notExchangeFile],
  ])('refuses %s with a Russian message and writes nothing', async (_name, body, message) => {
    const before = await state();
    const reply = await upload(body());
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toBe(message);
    expect(await state()).toEqual(before);
  });

  it('a manager’s «не оплачен» opens the paid invoice again and flags its bank payment; the statement again changes nothing', async () => {
    const order = await invoicedOrder();
    const file = statement([
      { number: '9701', kopecks: order.invoice.amountKopecks, purpose: `Оплата по счёту № ${order.invoice.number}` },
    ]);
    expect((await upload(file)).json().payments[0].outcome).toBe('paid');
    expect(await payedOf(order.orderId)).toBe(true);

    const unpaid = await inject(manager, 'POST', `${routes.updateOrderInformation.path}?orderId=${order.orderId}`, {
      isPayed: false,
    });
    expect(unpaid.statusCode).toBe(200);
    expect(await payedOf(order.orderId)).toBe(false);
    const [invoice] = await testApp.app.db.select().from(invoices).where(eq(invoices.id, order.invoice.id));
    expect(invoice).toMatchObject({ status: 'issued', paidAt: null });
    const [payment] = await testApp.app.db.select().from(bankPayments).where(eq(bankPayments.number, '9701'));
    expect(payment).toMatchObject({
      outcome: 'reverted',
      invoiceId: order.invoice.id,
      amountKopecks: order.invoice.amountKopecks,
      reason: invoiceTexts.paymentReverted(order.invoice.number),
    });
    const events = await testApp.app.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.orderId));
    expect(events.find((event) => event.kind === 'invoice-reopened')?.data).toEqual({
      invoice: order.invoice.number,
      amountKopecks: order.invoice.amountKopecks,
      bankPayments: 1,
      bankKopecks: order.invoice.amountKopecks,
    });
    const told = await testApp.app.db.select().from(outbox).where(eq(outbox.orderId, order.orderId));
    expect(told.filter((row) => row.template === 'payment-mismatch' && row.audience === 'manager')).toHaveLength(2);
    // The customer's page offers the open invoice again; the manager's list shows the flagged payment.
    const listed = await inject(customer, 'GET', buildPath(routes.orderInvoices.path, { id: order.orderId }));
    expect(listed.json().invoices[0]).toMatchObject({ id: order.invoice.id, status: 'issued' });
    const recent = (await inject(manager, 'GET', routes.bankPayments.path)).json().payments;
    expect(recent.find((row: { number: string }) => row.number === '9701')).toMatchObject({ outcome: 'reverted' });

    // The same statement again: recorded before, so the order stays unpaid and nothing changes.
    const before = await state();
    const again = await upload(file);
    expect(again.json().payments[0]).toMatchObject({ alreadyRecorded: true, outcome: 'reverted' });
    expect(await state()).toEqual(before);
    expect(await payedOf(order.orderId)).toBe(false);

    // The manager may still mark it paid by hand: the reopened invoice pays the order once more.
    const marked = await inject(
      manager,
      'POST',
      buildPath(routes.markInvoicePaid.path, { id: order.orderId, invoiceId: order.invoice.id }),
    );
    expect(marked.json()).toMatchObject({ status: 'paid' });
    expect(await payedOf(order.orderId)).toBe(true);
  });
});
