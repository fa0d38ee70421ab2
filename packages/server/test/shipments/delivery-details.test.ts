import { buildPath, routes } from '@stickers62/core/contract';
import { checkoutTexts, shipmentTexts } from '@stickers62/core/texts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../src/db/schema.js';
import { createCustomerOrder, createTestApp, loginAs, type TestApp, type TestSession } from '../test-support/app.js';

let testApp: TestApp;
let manager: TestSession;
let customer: TestSession;

beforeAll(async () => {
  // The CDEK sandbox: its emulator answers points and registrations in process.
  testApp = await createTestApp();
  manager = await loginAs(testApp.app, 'manager');
  customer = await loginAs(testApp.app, 'customer');
});
afterAll(() => testApp?.close());

const update = (orderId: string, payload: Record<string, unknown>) =>
  testApp.app.inject({
    method: 'POST',
    url: `${routes.updateOrderInformation.path}?orderId=${orderId}`,
    headers: manager.headers,
    payload,
  });
const stored = async (orderId: string) => (await testApp.app.db.select().from(orders).where(eq(orders.id, orderId)))[0];

describe('the edit dialog’s delivery part and track number', () => {
  it('shows the receiver, phone, point and index, and keeps a typed Russian Post track with its tracking link', async () => {
    const { orderId } = await createCustomerOrder(testApp.app, customer, { checkout: true });
    const saved = await update(orderId, {
      deliveryType: 'RussianPost',
      deliveryAddress: 'Рязань, ул. Ленина, 1, кв. 2',
      postIndex: ' 390000 ',
      receiverCredentials: 'Сидоров Петр',
      phoneNumber: '8 (920) 555-11-22',
      trackNumber: ' 80085012345678 ',
      sendDate: '2026-12-02',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      deliveryType: 'RussianPost',
      postIndex: '390000',
      receiverCredentials: 'Сидоров Петр',
      phoneNumber: '79205551122',
      trackNumber: '80085012345678',
      sendDate: '2026-12-02',
    });
    const parcel = await testApp.app.inject({
      method: 'GET',
      url: buildPath(routes.orderParcel.path, { id: orderId }),
      headers: customer.headers,
    });
    expect(parcel.json()).toMatchObject({
      trackNumber: '80085012345678',
      trackUrl: 'https://www.pochta.ru/tracking?barcode=80085012345678',
      sendDate: '2026-12-02',
      status: null,
      history: [],
    });
    // Absent keeps, null clears.
    expect((await update(orderId, { comment: 'ok' })).json().trackNumber).toBe('80085012345678');
    expect((await update(orderId, { trackNumber: null, sendDate: null })).json()).toMatchObject({
      trackNumber: null,
      sendDate: null,
    });
  });

  it('refuses a wrong index, phone or CDEK point in Russian and changes nothing', async () => {
    const { orderId } = await createCustomerOrder(testApp.app, customer, { checkout: true });
    const before = await stored(orderId);
    const index = await update(orderId, { postIndex: '3900', trackNumber: 'X1' });
    expect(index.statusCode).toBe(400);
    expect(index.json().message).toBe(shipmentTexts.postIndexInvalid);
    const phone = await update(orderId, { phoneNumber: '0123', trackNumber: 'X1' });
    expect(phone.json().message).toBe(checkoutTexts.phoneInvalid);
    const point = await update(orderId, { deliveryType: 'CDEK', cdekPvzCode: 'NOPE1', trackNumber: 'X1' });
    expect(point.statusCode).toBe(400);
    expect(point.json().message).toBe(shipmentTexts.invalidPoint('NOPE1'));
    const after = await stored(orderId);
    expect(after).toMatchObject({
      trackNumber: before?.trackNumber,
      postIndex: before?.postIndex,
      phoneNumber: before?.phoneNumber,
      cdekPvzCode: before?.cdekPvzCode,
      version: before?.version,
    });
  });

  it('takes a new CDEK point (dropping the tariff priced to the old one) until a shipment is registered to it', async () => {
    const { orderId } = await createCustomerOrder(testApp.app, customer, { checkout: true });
    await testApp.app.db
      .update(orders)
      .set({ deliveryType: 'CDEK', cdekPvzCode: 'MSK2181', cdekTariffCode: 136, payed: true })
      .where(eq(orders.id, orderId));
    const moved = await update(orderId, { cdekPvzCode: 'RYZ12' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ cdekPvzCode: 'RYZ12', cdekTariffCode: null });

    const registered = await testApp.app.inject({
      method: 'POST',
      url: buildPath(routes.registerShipment.path, { id: orderId }),
      headers: manager.headers,
    });
    expect(registered.statusCode, registered.body).toBe(200);
    // Without a stored tariff the cheapest to the point is used; the sandbox can move the parcel on.
    expect(registered.json()).toMatchObject({ state: 'registered', tariffCode: 234, sandbox: true });
    const locked = await update(orderId, { cdekPvzCode: 'RYZ3' });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().message).toBe(shipmentTexts.pointLockedByShipment);
    expect((await stored(orderId))?.cdekPvzCode).toBe('RYZ12');

    const advanced = await testApp.app.inject({
      method: 'POST',
      url: buildPath(routes.advanceSandboxShipment.path, { id: orderId }),
      headers: manager.headers,
    });
    expect(advanced.statusCode, advanced.body).toBe(200);
    expect(advanced.json().status).toMatchObject({ code: 'RECEIVED_AT_SENDER_WAREHOUSE', city: 'Рязань' });
    expect(advanced.json().canCancel).toBe(false);
  });
});
