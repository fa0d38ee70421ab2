import { buildPath, routes } from '@stickers62/core/contract';
import { shipmentTexts } from '@stickers62/core/texts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { ManualClock } from '../../src/clock.js';
import { closingDocuments, invoices, orders, outbox, shipments } from '../../src/db/schema.js';
import { pollShipments } from '../../src/shipments/statuses.js';
import { sampleSeller } from '../invoices/test-fixtures.js';
import { type FakeCdek, startFakeCdek } from '../providers/cdek/fake-server.js';
import {
  createCustomerOrder,
  createTestApp,
  login,
  loginAs,
  signUp as signUpOn,
  type TestApp,
  type TestSession,
  testConfig,
} from '../test-support/app.js';
import { openTestDatabase } from '../test-support/database.js';
import { cdekCredentials, cdekOrder, cdekProvidersConfig } from './test-fixtures.js';

// 09:00 in Moscow.
const clock = new ManualClock(Date.parse('2026-12-03T06:00:00Z'));
const stepMs = 60 * 60 * 1000;
const pollIntervalMs = 15 * 60 * 1000;

let fake: FakeCdek;
let testApp: TestApp;
let manager: TestSession;
let customer: TestSession;

beforeAll(async () => {
  fake = await startFakeCdek(cdekCredentials, { now: () => clock.now(), stepMs });
  testApp = await createTestApp({
    clock,
    config: {
      publicUrl: 'https://shop.example',
      providers: cdekProvidersConfig(fake.url, { cdekPollIntervalMs: pollIntervalMs }),
    },
  });
});
afterAll(async () => {
  await testApp?.close();
  await fake?.close();
});
// Fresh sessions per test: the poll test moves the clock past the access tokens' lifetime.
beforeEach(async () => {
  fake.faults.length = 0;
  manager = await loginAs(testApp.app, 'manager');
  customer = await loginAs(testApp.app, 'customer');
});

/** A paid CDEK order of the customer's, checked out to `point` with `tariff`. */
const paidCdekOrder = (point?: string, tariff?: number) => cdekOrder(testApp.app, customer, { point, tariff });

const shipmentUrl = (orderId: string) => buildPath(routes.registerShipment.path, { id: orderId });
const register = (orderId: string) =>
  testApp.app.inject({ method: 'POST', url: shipmentUrl(orderId), headers: manager.headers });
const orderRow = async (orderId: string) =>
  (await testApp.app.db.select().from(orders).where(eq(orders.id, orderId)))[0];
const shipmentRows = (orderId: string) => testApp.app.db.select().from(shipments).where(eq(shipments.orderId, orderId));
const parcelOf = async (orderId: string) =>
  (
    await testApp.app.inject({
      method: 'GET',
      url: buildPath(routes.orderParcel.path, { id: orderId }),
      headers: customer.headers,
    })
  ).json();
const postedOrders = () => fake.requests.filter((request) => request.method === 'POST' && request.path === '/orders');

describe('a CDEK shipment against the CDEK emulator', () => {
  it('subscribes to ORDER_STATUS at start when PUBLIC_URL is https', () => {
    expect([...fake.shipments.webhooks.values()]).toEqual([
      expect.objectContaining({ type: 'ORDER_STATUS', url: 'https://shop.example/api/cdek/webhook' }),
    ]);
  });

  it('keeps the tariff chosen at checkout with the order', async () => {
    const { orderId } = await paidCdekOrder('MSK2181', 234);
    expect((await orderRow(orderId))?.cdekTariffCode).toBe(234);
  });

  it('registers the order: our number, the chosen tariff, the office, the point, the receiver and one package', async () => {
    const { orderId, orderNumber } = await paidCdekOrder();
    const before = postedOrders().length;
    const reply = await register(orderId);
    expect(reply.statusCode, reply.body).toBe(200);
    const shipment = reply.json();
    expect(shipment).toMatchObject({ state: 'registered', tariffCode: 136, canCancel: true, sandbox: false });
    expect(shipment.cdekNumber).toMatch(/^\d{10}$/);
    expect(shipment.status).toMatchObject({ code: 'CREATED', city: 'Рязань' });

    const posted = postedOrders().slice(before);
    expect(posted).toHaveLength(1);
    const body = JSON.parse(posted[0]?.body ?? '{}');
    expect(body).toMatchObject({
      type: 1,
      number: `S62-${orderNumber}`,
      tariff_code: 136,
      shipment_point: 'RYZ3',
      delivery_point: 'MSK2181',
      recipient: { name: 'Петрова Анна', phones: [{ number: '+79205551122' }] },
    });
    expect(body.packages).toHaveLength(1);
    expect(body.packages[0].weight).toBeGreaterThan(0);
    expect(body.packages[0].items).toHaveLength(2);
    expect(body.packages[0].items[0]).toMatchObject({ payment: { value: 0 }, amount: expect.any(Number) });

    // The CDEK number is the track number; the send date is today in Moscow.
    const order = await orderRow(orderId);
    expect(order?.trackNumber).toBe(shipment.cdekNumber);
    expect(order?.sendDate).toBe('2026-12-03');
    const parcel = await parcelOf(orderId);
    expect(parcel).toMatchObject({
      trackNumber: shipment.cdekNumber,
      trackUrl: `https://www.cdek.ru/ru/tracking?order_id=${shipment.cdekNumber}`,
      sendDate: '2026-12-03',
      status: { code: 'CREATED', city: 'Рязань', at: '2026-12-03T06:00:00.000Z' },
    });
  });

  it('downloads the label and the waybill as PDFs CDEK made', async () => {
    const { orderId } = await paidCdekOrder();
    expect((await register(orderId)).statusCode).toBe(200);
    for (const route of [routes.shipmentLabel, routes.shipmentWaybill]) {
      const reply = await testApp.app.inject({
        method: 'GET',
        url: buildPath(route.path, { id: orderId }),
        headers: manager.headers,
      });
      expect(reply.statusCode, reply.body).toBe(200);
      expect(reply.headers['content-type']).toBe('application/pdf');
      expect(reply.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(reply.rawPayload.toString('latin1')).toContain('%%EOF');
    }
    // Each form was asked for, read until ready and downloaded with the token.
    expect(fake.requests.some((request) => request.path.match(/^\/print\/barcodes\/[\w-]+\.pdf$/))).toBe(true);
    expect(fake.requests.some((request) => request.path.match(/^\/print\/orders\/[\w-]+\.pdf$/))).toBe(true);
  });

  it('records a status from the webhook only as CDEK itself answers it: a forged delivery changes nothing', async () => {
    const { orderId } = await paidCdekOrder();
    expect((await register(orderId)).statusCode).toBe(200);
    const [row] = await shipmentRows(orderId);
    const uuid = row?.cdekUuid ?? '';
    const forged = {
      type: 'ORDER_STATUS',
      uuid,
      attributes: { code: 'DELIVERED', name: 'Вручен', date_time: '2026-12-03T10:00:00+0300', city_name: 'Москва' },
    };
    const forgedReply = await testApp.app.inject({ method: 'POST', url: routes.cdekWebhook.path, payload: forged });
    expect(forgedReply.statusCode).toBe(200);
    expect((await parcelOf(orderId)).history.map((status: { code: string }) => status.code)).toEqual(['CREATED']);
    expect((await shipmentRows(orderId))[0]?.statusCode).toBe('CREATED');
    // Nor does a delivery for a parcel the shop does not have.
    const stranger = await testApp.app.inject({
      method: 'POST',
      url: routes.cdekWebhook.path,
      payload: { ...forged, uuid: crypto.randomUUID() },
    });
    expect(stranger.statusCode).toBe(200);

    clock.advance(5 * 60 * 1000);
    fake.shipments.advance(uuid);
    const genuine = await testApp.app.inject({
      method: 'POST',
      url: routes.cdekWebhook.path,
      payload: fake.shipments.statusDelivery(uuid) as object,
    });
    expect(genuine.statusCode).toBe(200);
    const parcel = await parcelOf(orderId);
    expect(parcel.status).toMatchObject({
      code: 'RECEIVED_AT_SENDER_WAREHOUSE',
      title: 'Принят на склад СДЭК',
      city: 'Рязань',
      at: '2026-12-03T06:05:00.000Z',
    });
    expect(parcel.history.map((status: { code: string }) => status.code)).toEqual([
      'RECEIVED_AT_SENDER_WAREHOUSE',
      'CREATED',
    ]);
    // The same delivery again records nothing twice.
    await testApp.app.inject({
      method: 'POST',
      url: routes.cdekWebhook.path,
      payload: fake.shipments.statusDelivery(uuid) as object,
    });
    expect((await parcelOf(orderId)).history).toHaveLength(2);
  });

  it('polls CDEK for parcels whose webhooks were lost, each with its time and city', async () => {
    const { orderId } = await paidCdekOrder('SPB137');
    expect((await register(orderId)).statusCode).toBe(200);
    const registeredAt = clock.now();
    // Not due yet: read at registration.
    expect(
      await pollShipments(testApp.app.db, testApp.app.delivery.gateway, clock, testApp.app.log, {
        intervalMs: pollIntervalMs,
      }),
    ).toBe(0);
    clock.advance(stepMs * 5 + pollIntervalMs);
    await pollShipments(testApp.app.db, testApp.app.delivery.gateway, clock, testApp.app.log, {
      intervalMs: pollIntervalMs,
      limit: 100,
    });
    // Hours later: the sessions of this test have expired (the order's owner signs in again).
    customer = await login(testApp.app, customer.username);
    manager = await login(testApp.app, manager.username);
    const parcel = await parcelOf(orderId);
    expect(parcel.status).toMatchObject({
      code: 'ACCEPTED_AT_PICK_UP_POINT',
      title: 'Принят в пункте выдачи',
      city: 'Санкт-Петербург',
      at: new Date(registeredAt + stepMs * 5).toISOString(),
    });
    // CDEK took the parcel: the order is sent; the customer hears of that and of the pickup point once each.
    expect((await orderRow(orderId))?.status).toBe('Отправлен');
    const letters = await testApp.app.db
      .select({ template: outbox.template })
      .from(outbox)
      .where(eq(outbox.orderId, orderId));
    expect(letters.map((letter) => letter.template).sort()).toEqual(['arrived', 'shipped']);
    expect(parcel.history.map((status: { city: string }) => status.city)).toEqual([
      'Санкт-Петербург',
      'Санкт-Петербург',
      'Рязань',
      'Рязань',
      'Рязань',
      'Рязань',
    ]);
    // The parcel is with CDEK now: no cancelling.
    const cancel = await testApp.app.inject({ method: 'DELETE', url: shipmentUrl(orderId), headers: manager.headers });
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().message).toBe(shipmentTexts.cannotCancel);
  });

  it('makes the УПД of an order paid by invoice when CDEK takes the parcel (issue 34)', async () => {
    const { orderId } = await paidCdekOrder('SPB137');
    // Paid by an invoice (the invoice flow has its own tests): the row the payment leaves.
    await testApp.app.db.insert(invoices).values({
      orderId,
      year: 2026,
      number: 90_001,
      companyId: null,
      seller: sampleSeller,
      buyer: { ...sampleSeller, kind: 'organization', accountantEmail: null },
      lines: [{ name: 'Стикеры', quantity: 1, unit: 'шт.', amountKopecks: 100_000 }],
      amountKopecks: 100_000,
      terms: 'paid',
      status: 'paid',
      issuedAt: new Date(clock.now()),
      paidAt: new Date(clock.now()),
    });
    expect((await register(orderId)).statusCode).toBe(200);
    expect(await testApp.app.db.select().from(closingDocuments).where(eq(closingDocuments.orderId, orderId))).toEqual(
      [],
    );
    clock.advance(stepMs * 5 + pollIntervalMs);
    await pollShipments(testApp.app.db, testApp.app.delivery.gateway, clock, testApp.app.log, {
      intervalMs: pollIntervalMs,
      limit: 100,
    });
    expect((await orderRow(orderId))?.status).toBe('Отправлен');
    const made = await testApp.app.db.select().from(closingDocuments).where(eq(closingDocuments.orderId, orderId));
    expect(made.map((document) => [document.kind, document.updStatus])).toEqual([['upd', 2]]);
  });

  it('cancels while CDEK allows, clearing the track number, and registers again afterwards', async () => {
    const { orderId } = await paidCdekOrder();
    const first = (await register(orderId)).json();
    const cancel = await testApp.app.inject({ method: 'DELETE', url: shipmentUrl(orderId), headers: manager.headers });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json()).toMatchObject({ state: 'cancelled', cdekNumber: null, canCancel: false });
    expect(fake.requests.some((request) => request.method === 'DELETE')).toBe(true);
    expect(await orderRow(orderId)).toMatchObject({ trackNumber: null, sendDate: null });
    expect((await parcelOf(orderId)).status).toMatchObject({ code: 'REMOVED', title: 'Отправление отменено' });

    const again = await register(orderId);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().cdekNumber).not.toBe(first.cdekNumber);
    expect(await shipmentRows(orderId)).toHaveLength(1);
  });

  it('makes one shipment of a double click', async () => {
    const { orderId } = await paidCdekOrder();
    const before = postedOrders().length;
    // The first CDEK call is slow, so the second click arrives while the first registers.
    fake.faults.push({ kind: 'slow', delayMs: 200, path: '/orders' });
    const replies = await Promise.all([register(orderId), register(orderId)]);
    const codes = replies.map((reply) => reply.statusCode).sort();
    expect(codes[0]).toBe(200);
    expect([200, 409]).toContain(codes[1]);
    const refused = replies.find((reply) => reply.statusCode === 409);
    if (refused) expect(refused.json().message).toBe(shipmentTexts.inProgress);
    expect(postedOrders().length - before).toBe(1);
    expect(await shipmentRows(orderId)).toHaveLength(1);
    // A later click answers the same shipment.
    const later = await register(orderId);
    expect(later.statusCode).toBe(200);
    expect(later.json().cdekNumber).toBe(replies.find((reply) => reply.statusCode === 200)?.json().cdekNumber);
    expect(postedOrders().length - before).toBe(1);
  });

  describe('CDEK errors give the manager a Russian reason and leave the order unchanged', () => {
    async function expectUnchanged(orderId: string, reply: { statusCode: number; json(): { message: string } }) {
      const order = await orderRow(orderId);
      expect(order).toMatchObject({ trackNumber: null, sendDate: null });
      expect(await shipmentRows(orderId)).toEqual([]);
      return reply.json().message;
    }

    it('an invalid pickup point', async () => {
      const { orderId } = await paidCdekOrder('NOPE1');
      const reply = await register(orderId);
      expect(reply.statusCode).toBe(400);
      expect(await expectUnchanged(orderId, reply)).toBe(shipmentTexts.invalidPoint('NOPE1'));
    });

    it('a refusal of CDEK’s (4xx, or an order CDEK marks INVALID)', async () => {
      // A door tariff to a pickup point: CDEK accepts the request, then marks it INVALID.
      const { orderId } = await paidCdekOrder();
      await testApp.app.db.update(orders).set({ cdekTariffCode: 137 }).where(eq(orders.id, orderId));
      const invalid = await register(orderId);
      expect(invalid.statusCode).toBe(400);
      expect(await expectUnchanged(orderId, invalid)).toBe(shipmentTexts.tariffRefused);
      // An order without items is refused with 400 at once: CDEK's reason, in the manager's words.
      const other = await paidCdekOrder();
      await testApp.app.db.update(orders).set({ receiverCredentials: ' ' }).where(eq(orders.id, other.orderId));
      const noReceiver = await register(other.orderId);
      expect(noReceiver.statusCode).toBe(400);
      expect(await expectUnchanged(other.orderId, noReceiver)).toBe(shipmentTexts.noReceiver);
    });

    it('CDEK failing (5xx)', async () => {
      const { orderId } = await paidCdekOrder();
      fake.faults.push({ kind: 'internalError', path: '/orders' });
      const reply = await register(orderId);
      expect(reply.statusCode).toBe(503);
      expect(await expectUnchanged(orderId, reply)).toBe(shipmentTexts.unavailable);
    });

    it('CDEK not answering in time; a retry finds the order CDEK made meanwhile instead of making another', async () => {
      const { orderId } = await paidCdekOrder();
      const before = postedOrders().length;
      fake.faults.push({ kind: 'slow', delayMs: 1500, path: '/orders' });
      const reply = await register(orderId);
      expect(reply.statusCode).toBe(503);
      expect(await expectUnchanged(orderId, reply)).toBe(shipmentTexts.timeout);
      const retry = await register(orderId);
      expect(retry.statusCode, retry.body).toBe(200);
      expect(postedOrders().length - before).toBe(1);
      expect((await orderRow(orderId))?.trackNumber).toBe(retry.json().cdekNumber);
    });

    it('an order not to be registered: not CDEK, not paid', async () => {
      const pickup = await createCustomerOrder(testApp.app, customer, { checkout: true });
      const notCdek = await register(pickup.orderId);
      expect(notCdek.statusCode).toBe(400);
      expect(notCdek.json().message).toBe(shipmentTexts.notCdek);
      const { orderId } = await paidCdekOrder();
      await testApp.app.db.update(orders).set({ payed: false }).where(eq(orders.id, orderId));
      const unpaid = await register(orderId);
      expect(unpaid.statusCode).toBe(400);
      expect(await expectUnchanged(orderId, unpaid)).toBe(shipmentTexts.notPaid);
    });
  });

  it('is the staff’s: a customer may not register or print', async () => {
    const { orderId } = await paidCdekOrder();
    const reply = await testApp.app.inject({ method: 'POST', url: shipmentUrl(orderId), headers: customer.headers });
    expect(reply.statusCode).toBe(403);
    expect(await shipmentRows(orderId)).toEqual([]);
  });
});

describe('two instances on one database', () => {
  it('register one shipment when both are asked at once', async () => {
    const database = await openTestDatabase();
    const config = testConfig({
      providers: cdekProvidersConfig(fake.url, { timeoutMs: 2000, cdekPollIntervalMs: pollIntervalMs }),
    });
    // One after the other: both run the start-up (migrations, seed) on the same database.
    const first = await buildApp(config, { database, clock, logger: false });
    const second = await buildApp(config, { database, clock, logger: false });
    try {
      const buyer = await signUpOn(first);
      const { orderId } = await createCustomerOrder(first, buyer);
      const checkout = await first.inject({
        method: 'POST',
        url: routes.createOrderFromCart.path,
        headers: buyer.headers,
        payload: {
          id: orderId,
          receiverCredentials: 'Петрова Анна',
          phoneNumber: '+79205551122',
          deliveryType: 'CDEK',
          cdekPvzCode: 'KZN5',
        },
      });
      expect(checkout.statusCode, checkout.body).toBe(200);
      await first.db.update(orders).set({ payed: true }).where(eq(orders.id, orderId));
      const staff = await loginAs(first, 'manager');
      const before = postedOrders().length;
      fake.faults.push({ kind: 'slow', delayMs: 200, path: '/orders' });
      const replies = await Promise.all(
        [first, second].map((app) => app.inject({ method: 'POST', url: shipmentUrl(orderId), headers: staff.headers })),
      );
      expect(replies.map((reply) => reply.statusCode)).toContain(200);
      for (const reply of replies) expect([200, 409]).toContain(reply.statusCode);
      expect(postedOrders().length - before).toBe(1);
      expect(await first.db.select().from(shipments).where(eq(shipments.orderId, orderId))).toHaveLength(1);
      // Each instance answers the one shipment afterwards.
      const numbers = await Promise.all(
        [first, second].map(
          async (app) =>
            (await app.inject({ method: 'GET', url: shipmentUrl(orderId), headers: staff.headers })).json().cdekNumber,
        ),
      );
      expect(numbers[0]).toMatch(/^\d{10}$/);
      expect(numbers[1]).toBe(numbers[0]);
    } finally {
      await first.close();
      await second.close();
      await database.close();
    }
  });
});
