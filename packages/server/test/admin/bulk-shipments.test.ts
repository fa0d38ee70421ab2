import { type BulkOrderResults, routes } from '@stickers62/core/contract';
import { shipmentTexts } from '@stickers62/core/texts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../src/clock.js';
import { orders, shipments } from '../../src/db/schema.js';
import { type FakeCdek, startFakeCdek } from '../providers/cdek/fake-server.js';
import { type CdekOrderOptions, cdekCredentials, cdekOrder, cdekProvidersConfig } from '../shipments/test-fixtures.js';
import { createTestApp, loginAs, type TestApp, type TestSession } from '../test-support/app.js';

// 09:00 in Moscow.
const clock = new ManualClock(Date.parse('2026-12-03T06:00:00Z'));

let fake: FakeCdek;
let testApp: TestApp;
let manager: TestSession;
let customer: TestSession;

beforeAll(async () => {
  fake = await startFakeCdek(cdekCredentials, { now: () => clock.now(), stepMs: 60 * 60 * 1000 });
  testApp = await createTestApp({
    clock,
    config: { providers: cdekProvidersConfig(fake.url) },
  });
  manager = await loginAs(testApp.app, 'manager');
  customer = await loginAs(testApp.app, 'customer');
});
afterAll(async () => {
  await testApp?.close();
  await fake?.close();
});

/** A CDEK order of the customer's, checked out to `point`; paid unless told otherwise. */
const cdekOrderId = async (options: CdekOrderOptions = {}) => (await cdekOrder(testApp.app, customer, options)).orderId;

const registerAll = (orderIds: string[]) =>
  testApp.app.inject({
    method: 'POST',
    url: routes.bulkRegisterShipments.path,
    headers: manager.headers,
    payload: { orderIds },
  });
const postedOrders = () => fake.requests.filter((request) => request.method === 'POST' && request.path === '/orders');
const orderRow = async (orderId: string) =>
  (await testApp.app.db.select().from(orders).where(eq(orders.id, orderId)))[0];

describe('registering the CDEK shipments of several orders at once', () => {
  it('registers each paid order once and says in Russian why not for the others, the refused ones unchanged', async () => {
    const first = await cdekOrderId();
    const second = await cdekOrderId();
    const unpaid = await cdekOrderId({ payed: false });
    const badPoint = await cdekOrderId({ point: 'NOPE1' });
    const unpaidBefore = await orderRow(unpaid);
    const before = postedOrders().length;

    const reply = await registerAll([first, unpaid, second, badPoint, first]);
    expect(reply.statusCode, reply.body).toBe(200);
    const { results } = reply.json() as BulkOrderResults;
    expect(results.map((result) => [result.orderId, result.ok, result.reason])).toEqual([
      [first, true, null],
      [unpaid, false, shipmentTexts.notPaid],
      [second, true, null],
      [badPoint, false, shipmentTexts.invalidPoint('NOPE1')],
    ]);
    // The CDEK number is each registered order's track number, and the answer says so.
    for (const result of results.filter((entry) => entry.ok)) {
      expect(result.trackNumber).toMatch(/^\d{10}$/);
      expect((await orderRow(result.orderId))?.trackNumber).toBe(result.trackNumber);
    }
    expect(postedOrders().length - before).toBe(2);
    expect(await orderRow(unpaid)).toEqual(unpaidBefore);
    expect(await testApp.app.db.select().from(shipments).where(eq(shipments.orderId, badPoint))).toEqual([]);

    // Again (a second click): the same shipments, nothing new sent to CDEK.
    const again = await registerAll([first, second]);
    expect((again.json() as BulkOrderResults).results.map((result) => result.ok)).toEqual([true, true]);
    expect(postedOrders().length - before).toBe(2);
    expect(await testApp.app.db.select().from(shipments).where(eq(shipments.orderId, first))).toHaveLength(1);
  });

  it('gives a CDEK failure as one order’s reason and goes on with the rest', async () => {
    const failing = await cdekOrderId();
    const fine = await cdekOrderId();
    fake.faults.push({ kind: 'internalError', path: '/orders' });
    const reply = await registerAll([failing, fine]);
    expect(reply.statusCode, reply.body).toBe(200);
    const { results } = reply.json() as BulkOrderResults;
    const failed = results.filter((result) => !result.ok);
    expect(failed).toHaveLength(1);
    expect(failed[0]?.reason).toMatch(/[А-Яа-я]/);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    const failedOrder = await orderRow(failed[0]?.orderId ?? '');
    expect(failedOrder?.trackNumber).toBeNull();
  });
});
