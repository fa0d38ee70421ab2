import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildPath, orderStatuses, routes } from '@stickers62/core/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ManualClock } from '../../src/clock.js';
import { orderEvents, outbox, users } from '../../src/db/schema.js';
import { backoffMs, enqueueCustomerNotification } from '../../src/notifications/outbox.js';
import { unsubscribePage } from '../../src/notifications/unsubscribe.js';
import { readOrderEvents } from '../../src/timeline/index.js';
import { pngFixture } from '../files/test-fixtures.js';
import {
  createCustomerOrder,
  createTestApp,
  loginAs,
  signUp,
  type TestApp,
  type TestSession,
} from '../test-support/app.js';
import { type ReceivedMail, startTestSmtpServer, type TestSmtpServer } from '../test-support/smtp.js';

const publicUrl = 'http://localhost:3000';
const managerEmail = 'manager@stickers62.test';
const buyerEmail = 'buyer@example.ru';

let smtp: TestSmtpServer;
let testApp: TestApp;
let dataDir: string;
let manager: TestSession;
const clock = new ManualClock(Date.parse('2026-11-20T09:00:00Z'));

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  dataDir = await mkdtemp(join(tmpdir(), 'notifications-'));
  testApp = await createTestApp({
    clock,
    config: {
      dataDir,
      publicUrl,
      mail: {
        smtpUrl: smtp.url,
        from: 'Стикеры 62 <shop@stickers62.test>',
        managerEmails: [managerEmail],
        timeoutMs: 2000,
      },
    },
  });
});
afterAll(async () => {
  await testApp?.close();
  await smtp?.close();
  await rm(dataDir, { recursive: true, force: true });
});
beforeEach(async () => {
  // Whatever an earlier test left due is delivered first, so each test counts only its own messages.
  await drain();
  smtp.received.length = 0;
  smtp.refuse = false;
  // Tests move the clock past the access token's life: sign in again.
  manager = await loginAs(testApp.app, 'manager');
});

const app = () => testApp.app;
const drain = () => app().notifications.worker.drain();
const mailsTo = (address: string) => smtp.received.filter((mail) => mail.to.includes(address));
const subjects = (mails: ReceivedMail[]) => mails.map((mail) => mail.subject);

async function customerWithEmail(email: string | null = buyerEmail, name?: string) {
  const session = await signUp(app());
  await app()
    .db.update(users)
    .set({ receiptEmail: email, ...(name ? { name } : {}) })
    .where(eq(users.id, session.userId));
  return session;
}

async function sendProof(orderId: string) {
  const upload = await app().inject({
    method: 'POST',
    url: buildPath(routes.uploadProofFile.path, { id: orderId }),
    query: { fileName: 'макет.png' },
    headers: { ...manager.headers, 'content-type': 'application/octet-stream' },
    body: await pngFixture(),
  });
  expect(upload.statusCode).toBe(200);
  const attached = await app().inject({
    method: 'POST',
    url: buildPath(routes.attachProof.path, { id: orderId }),
    headers: manager.headers,
    payload: { fileIds: [upload.json().id] },
  });
  expect(attached.statusCode).toBe(200);
  return attached.json().rounds.at(-1).id as number;
}

async function answer(customer: TestSession, orderId: string, roundId: number, payload: Record<string, unknown>) {
  const reply = await app().inject({
    method: 'POST',
    url: buildPath(routes.answerProof.path, { id: orderId, roundId }),
    headers: customer.headers,
    payload,
  });
  expect(reply.statusCode).toBe(200);
}

function managerSave(orderId: string, payload: Record<string, unknown>) {
  return app().inject({
    method: 'POST',
    url: `${routes.updateOrderInformation.path}?orderId=${orderId}`,
    headers: manager.headers,
    payload: { id: orderId, ...payload },
  });
}

async function payInSandbox(orderId: string) {
  const link = await app().inject({
    method: 'GET',
    url: routes.createPaymentLink.path,
    query: { orderId, email: buyerEmail },
  });
  expect(link.statusCode).toBe(200);
  const page = new URL(link.json().url);
  const paid = await app().inject({
    method: 'POST',
    url: `${page.pathname}/pay`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });
  expect(paid.statusCode).toBe(303);
  // The payment's status check settles it (as the order page's check does).
  await app().inject({ method: 'GET', url: '/api/yookassa/is-payment-completed', query: { orderId } });
}

/** Exactly one e-mail to `address` with `subject`, containing `link` in both parts. */
function expectOneMail(address: string, subject: string, link: string) {
  const matching = mailsTo(address).filter((mail) => mail.subject === subject);
  expect(matching, `${subject} → ${address}`).toHaveLength(1);
  const [mail] = matching as [ReceivedMail];
  expect(mail.html).toContain(`href="${link}"`);
  expect(mail.text).toContain(link);
  return mail;
}

describe('e-mails of an order, through a real SMTP server', () => {
  it('sends each step exactly one e-mail with its subject and link, and the timeline keeps each step in order', async () => {
    const customer = await customerWithEmail();
    const { orderId, orderNumber: n } = await createCustomerOrder(app(), customer, { submit: true });
    const orderUrl = `${publicUrl}/order/${orderId}`;
    const paymentUrl = `${orderUrl}/payment`;
    const adminUrl = `${publicUrl}/admin?order=${orderId}`;

    await drain();
    expectOneMail(buyerEmail, `Заказ №${n} получен`, orderUrl);
    expectOneMail(managerEmail, `Новый заказ №${n} отправлен на проверку`, adminUrl);
    expect(testApp.notifier.submitted.filter((event) => event.orderId === orderId)).toHaveLength(1);

    const first = await sendProof(orderId);
    await drain();
    expectOneMail(buyerEmail, `Макет по заказу №${n} готов к согласованию`, paymentUrl);

    await answer(customer, orderId, first, { answer: 'changes', comment: 'Фон белый' });
    await drain();
    expect(expectOneMail(buyerEmail, `Правки по заказу №${n} получены`, orderUrl).text).toContain('Фон белый');
    expectOneMail(managerEmail, `Клиент просит правки макета по заказу №${n}`, adminUrl);

    const second = await sendProof(orderId);
    await answer(customer, orderId, second, { answer: 'approved' });
    await drain();
    expectOneMail(buyerEmail, `Макет по заказу №${n} согласован`, paymentUrl);
    expectOneMail(managerEmail, `Клиент согласовал макет по заказу №${n}`, adminUrl);

    await payInSandbox(orderId);
    await drain();
    expectOneMail(buyerEmail, `Оплата заказа №${n} получена`, orderUrl);
    expect(subjects(mailsTo(managerEmail)).filter((subject) => subject.startsWith(`Заказ №${n} оплачен`))).toHaveLength(
      1,
    );

    expect((await managerSave(orderId, { status: orderStatuses.inWork })).statusCode).toBe(200);
    expect((await managerSave(orderId, { status: orderStatuses.shipped })).statusCode).toBe(200);
    await app().db.transaction(async (tx) => {
      await enqueueCustomerNotification(tx, {
        orderId,
        template: 'arrived',
        data: { pickupPointAddress: 'Рязань, ул. Ленина, 1' },
      });
      await enqueueCustomerNotification(tx, { orderId, template: 'delivered' });
    });
    await drain();
    expectOneMail(buyerEmail, `Заказ №${n} в производстве`, orderUrl);
    expectOneMail(buyerEmail, `Заказ №${n} отправлен`, orderUrl);
    expect(expectOneMail(buyerEmail, `Заказ №${n} ждёт в пункте выдачи`, orderUrl).text).toContain(
      'Рязань, ул. Ленина, 1',
    );
    // «получен» twice in Russian: the order received (first) and the parcel received (last).
    expect(subjects(mailsTo(buyerEmail)).filter((subject) => subject === `Заказ №${n} получен`)).toHaveLength(2);

    // Every message carries the shop's name and contacts and no remote image (no tracking pixel).
    for (const mail of smtp.received) {
      expect(mail.text).toContain('Стикеры 62');
      expect(mail.text).toContain('shop@stickers62.test');
      expect(mail.html).not.toMatch(/<img[^>]+src="http/);
    }

    const kinds = (await readOrderEvents(app().db, orderId))
      .filter((event) => !event.kind.startsWith('notification'))
      .map((event) => (event.kind === 'field-changed' ? `${event.kind}:${event.data.field}` : event.kind));
    expect(kinds).toEqual([
      'submitted',
      'proof-sent',
      'proof-answered',
      'proof-sent',
      'proof-answered',
      'payment-settled',
      'field-changed:status',
      'field-changed:manager',
      'field-changed:status',
      'field-changed:sendDate',
    ]);
    const sent = (await readOrderEvents(app().db, orderId)).filter((event) => event.kind === 'notification-sent');
    expect(sent.filter((event) => event.data.channel === 'email')).toHaveLength(
      smtp.received.filter((mail) => mail.text.includes(orderId)).length,
    );

    // The customer sees their subset: no notifications, no internal fields.
    const customerTimeline = await app().inject({
      method: 'GET',
      url: `/api/web/orders/${orderId}/timeline`,
      headers: customer.headers,
    });
    expect(customerTimeline.statusCode).toBe(200);
    const customerKinds = customerTimeline.json().events.map((event: { kind: string }) => event.kind);
    expect(customerKinds).not.toContain('notification-sent');
    expect(
      customerTimeline.json().events.some((event: { data: { field?: string } }) => event.data.field === 'manager'),
    ).toBe(false);
    const staffTimeline = await app().inject({
      method: 'GET',
      url: `/api/web/orders/${orderId}/timeline`,
      headers: manager.headers,
    });
    expect(staffTimeline.json().events.length).toBeGreaterThan(customerKinds.length);

    // Nothing is delivered twice, however often the worker looks again.
    const count = smtp.received.length;
    clock.advance(backoffMs(10));
    await drain();
    expect(smtp.received).toHaveLength(count);
  });

  it('tells the customer of a cancellation, and never writes to a temporary account without an e-mail', async () => {
    const customer = await customerWithEmail();
    const { orderId, orderNumber } = await createCustomerOrder(app(), customer, { submit: true });
    expect((await managerSave(orderId, { status: orderStatuses.cancelled })).statusCode).toBe(200);
    await drain();
    expectOneMail(buyerEmail, `Заказ №${orderNumber} отменён`, `${publicUrl}/order/${orderId}`);

    const nobody = await customerWithEmail(null);
    const { orderId: other } = await createCustomerOrder(app(), nobody, { submit: true });
    await drain();
    const rows = await app()
      .db.select()
      .from(outbox)
      .where(and(eq(outbox.orderId, other), eq(outbox.audience, 'customer')));
    expect(rows.map((row) => [row.status, row.lastError])).toEqual([['skipped', 'no e-mail']]);
  });
});

describe('SMTP trouble', () => {
  it('gives up at once on a server that refuses the address (5xx), recording the failure on the timeline once', async () => {
    const customer = await customerWithEmail();
    smtp.refuse = true;
    const { orderId } = await createCustomerOrder(app(), customer, { submit: true });
    await drain();
    expect(smtp.received).toHaveLength(0);
    const rows = await app().db.select().from(outbox).where(eq(outbox.orderId, orderId));
    const email = rows.filter((row) => row.channel === 'email');
    expect(email.map((row) => row.status)).toEqual(['failed', 'failed']);
    expect(email[0]?.lastError).toMatch(/550/);
    const failed = await app()
      .db.select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.kind, 'notification-failed')));
    expect(failed).toHaveLength(2);
  });

  it('keeps every message while the server is down and delivers each once when it is back', async () => {
    const customer = await customerWithEmail();
    await smtp.stop();
    const orders = [
      await createCustomerOrder(app(), customer, { submit: true }),
      await createCustomerOrder(app(), customer, { submit: true }),
    ];
    await drain();
    const pending = await app().db.select().from(outbox).where(eq(outbox.status, 'pending'));
    expect(pending.filter((row) => row.channel === 'email')).toHaveLength(4);
    expect(pending[0]?.lastError).toMatch(/ECONNREFUSED/);
    // Down for a while: a retry before the back-off passes sends nothing.
    clock.advance(backoffMs(1) - 1000);
    await drain();
    await smtp.start();
    clock.advance(30_000);
    await drain();
    for (const { orderNumber } of orders) {
      expect(
        subjects(mailsTo(buyerEmail)).filter((subject) => subject === `Заказ №${orderNumber} получен`),
      ).toHaveLength(1);
      expect(subjects(mailsTo(managerEmail)).filter((subject) => subject.includes(`№${orderNumber} `))).toHaveLength(1);
    }
    clock.advance(backoffMs(10));
    await drain();
    expect(smtp.received).toHaveLength(4);
  });
});

describe('escaping and odd input', () => {
  it('renders a name and a comment with HTML as text, intact', async () => {
    const name = '<script>alert("x")</script> & <b>Иван</b>';
    const customer = await customerWithEmail(buyerEmail, name);
    const { orderId } = await createCustomerOrder(app(), customer, { submit: true });
    await app().db.update(users).set({ name }).where(eq(users.id, customer.userId));
    const round = await sendProof(orderId);
    await answer(customer, orderId, round, { answer: 'changes', comment: '<img src=x onerror=alert(1)> «фон»' });
    await drain();
    const mail = mailsTo(buyerEmail).find((candidate) => candidate.subject.startsWith('Правки'));
    expect(mail).toBeDefined();
    expect(mail?.html).not.toContain('<script>');
    expect(mail?.html).not.toContain('<img src=x');
    expect(mail?.html).toContain('&lt;img src=x onerror=alert(1)&gt; «фон»');
    expect(mail?.text).toContain('<img src=x onerror=alert(1)> «фон»');
  });

  it('delivers to an address with Unicode and lists a very long order with a count of the rest', async () => {
    const address = 'покупатель@пример.рф';
    const customer = await customerWithEmail(address);
    const { orderId, orderNumber } = await createCustomerOrder(app(), customer, { submit: true });
    await drain();
    const [mail] = smtp.received.filter((candidate) => candidate.subject === `Заказ №${orderNumber} получен`);
    expect(mail?.to.join()).toMatch(/покупатель@(пример\.рф|xn--e1afmkfd\.xn--p1ai)/);
    expect(mail?.html).toContain(`/order/${orderId}`);

    // A long order: many items, each with a long name; the e-mail shows 30 and counts the rest.
    const { stickerItems } = await import('../../src/db/schema.js');
    const [owner] = await app().db.select({ id: users.id }).from(users).where(eq(users.id, customer.userId));
    await app()
      .db.insert(stickerItems)
      .values(
        Array.from({ length: 60 }, (_, index) => ({
          orderId,
          ownerId: owner?.id ?? 0,
          name: `Стикер ${index} ${'очень длинное название '.repeat(20)}`,
          count: 10,
          cost: 100,
        })),
      );
    await app().db.transaction((tx) => enqueueCustomerNotification(tx, { orderId, template: 'in-production' }));
    await drain();
    const long = smtp.received.find((candidate) => candidate.subject === `Заказ №${orderNumber} в производстве`);
    expect(long?.text).toContain('и ещё 32');
    expect(long?.html).toContain('Стикер 27');
  });
});

describe('order news preferences', () => {
  it('stops order news after the e-mail link, keeps money and proof e-mails, and refuses a forged link', async () => {
    const customer = await customerWithEmail();
    const { orderId, orderNumber } = await createCustomerOrder(app(), customer, { submit: true });
    expect((await managerSave(orderId, { status: orderStatuses.inWork })).statusCode).toBe(200);
    await drain();
    const news = mailsTo(buyerEmail).find((mail) => mail.subject === `Заказ №${orderNumber} в производстве`);
    const link = /(http:\/\/localhost:3000\/api\/web\/notifications\/order-news-off\?token=[\w.-]+)/.exec(
      news?.text ?? '',
    )?.[1];
    expect(link).toBeDefined();
    // mailparser reads List-Unsubscribe into 'list' (RFC 2369/8058 one-click for mail clients).
    expect(JSON.stringify(news?.headers.get('list'))).toContain('order-news-off');

    const forged = await app().inject({
      method: 'GET',
      url: `${unsubscribePage.path}?token=${customer.userId}.${'A'.repeat(43)}`,
    });
    expect(forged.statusCode).toBe(400);
    const off = await app().inject({ method: 'GET', url: new URL(link ?? '').pathname + new URL(link ?? '').search });
    expect(off.statusCode).toBe(200);
    const prefs = await app().inject({
      method: 'GET',
      url: '/api/web/notifications/preferences',
      headers: customer.headers,
    });
    expect(prefs.json()).toEqual({ orderNewsEmails: false });

    smtp.received.length = 0;
    expect((await managerSave(orderId, { status: orderStatuses.shipped })).statusCode).toBe(200);
    await app().db.transaction((tx) =>
      enqueueCustomerNotification(tx, { orderId, template: 'payment-refunded', data: { amount: 500 } }),
    );
    await drain();
    expect(subjects(mailsTo(buyerEmail))).toEqual([`Возврат оплаты по заказу №${orderNumber}`]);

    const on = await app().inject({
      method: 'POST',
      url: '/api/web/notifications/preferences',
      headers: customer.headers,
      payload: { orderNewsEmails: true },
    });
    expect(on.json()).toEqual({ orderNewsEmails: true });
  });
});
