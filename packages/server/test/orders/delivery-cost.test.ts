import { routes } from '@stickers62/core/contract';
import { adminTexts, checkoutTexts } from '@stickers62/core/texts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../src/db/schema.js';
import type { FakeCdek } from '../providers/cdek/fake-server.js';
import { type ShopWithFakeCdek, startShopWithFakeCdek } from '../providers/cdek/fake-shop.js';
import { createCustomerOrder, loginAs, signUp, type TestApp, type TestSession } from '../test-support/app.js';

// CDEK is the fake CDEK over HTTP with the real client; parcels start in Ryazan (61). To RYZ3 it
// offers tariff 136 (190 ₽, 1–2 days) and tariff 234 (162 ₽, 3–4 days), nothing else to a PVZ.
let shop: ShopWithFakeCdek;
let testApp: TestApp;
let fake: FakeCdek;
let manager: TestSession;

beforeAll(async () => {
  shop = await startShopWithFakeCdek();
  ({ testApp, fake } = shop);
  manager = await loginAs(testApp.app, 'manager');
});
afterAll(() => shop.close());

async function checkout(session: TestSession, orderId: string, extra: Record<string, unknown>) {
  return testApp.app.inject({
    method: 'POST',
    url: routes.createOrderFromCart.path,
    headers: session.headers,
    payload: {
      id: orderId,
      receiverCredentials: 'Петрова Мария',
      phoneNumber: '79001234567',
      deliveryType: 'CDEK',
      cdekPvzCode: 'RYZ3',
      ...extra,
    },
  });
}

async function stored(orderId: string) {
  const [row] = await testApp.app.db.select().from(orders).where(eq(orders.id, orderId));
  if (!row) throw new Error('order missing');
  return row;
}

const asManager = (url: string) => testApp.app.inject({ method: 'GET', url, headers: manager.headers });

describe('the delivery cost stored at checkout', () => {
  it("stores CDEK's cost of the chosen tariff, ignoring any cost the client sends, and the manager sees it", async () => {
    const customer = await signUp(testApp.app);
    const { orderId, orderNumber } = await createCustomerOrder(testApp.app, customer);
    const created = await checkout(customer, orderId, { cdekTariffCode: 136, deliveryCost: 1, cost: 1 });
    expect(created.statusCode).toBe(200);

    const row = await stored(orderId);
    expect(row.deliveryCost).toBe(190);
    expect(row.cost).toBeCloseTo(row.stickersCost + row.acrylCost + 190, 2);
    const calculation = JSON.parse(
      fake.requests.filter((r) => r.path === '/calculator/tarifflist').at(-1)?.body ?? '{}',
    );
    expect(calculation.to_location).toEqual({ code: 61 });

    const dialog = (await asManager(`/api/web/admin/orders/${orderId}`)).json();
    expect(dialog.deliveryCost).toBe(190);
    expect(dialog.cost).toBeCloseTo(row.cost, 2);
    const [view] = (await asManager(`${routes.orderViews.path}?orderNumber=${orderNumber}`)).json();
    expect(view.deliveryCost).toBe(190);
    const totals = (await asManager(`${routes.orderViewTotals.path}?orderNumber=${orderNumber}`)).json();
    expect(totals.deliveryCost).toBe(190);
    expect(totals.orderCost).toBeCloseTo(row.cost, 2);

    const csv = (await asManager(`${routes.orderViewsCsv.path}?orderNumber=${orderNumber}`)).body.replace(
      /^\uFEFF/,
      '',
    );
    const [header, line] = csv
      .trim()
      .split('\r\n')
      .map((text) => text.split(';'));
    const deliveryColumn = header?.indexOf(`${adminTexts.totalDeliveryCost}, ₽`) ?? -1;
    expect(deliveryColumn).toBeGreaterThanOrEqual(0);
    expect(line?.[deliveryColumn]).toBe('190');
  });

  it('prices the cheapest tariff when none was chosen (what the checkout preselects)', async () => {
    const customer = await signUp(testApp.app);
    const { orderId } = await createCustomerOrder(testApp.app, customer);
    expect((await checkout(customer, orderId, {})).statusCode).toBe(200);
    expect((await stored(orderId)).deliveryCost).toBe(162);
  });

  it('refuses a tariff CDEK does not offer to the point, changing nothing', async () => {
    const customer = await signUp(testApp.app);
    const { orderId } = await createCustomerOrder(testApp.app, customer);
    const refused = await checkout(customer, orderId, { cdekTariffCode: 139 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(checkoutTexts.cdekTariffGone);
    const row = await stored(orderId);
    expect(row.isCart).toBe(true);
    expect(row.deliveryCost).toBe(0);
  });

  it('refuses with a Russian reason when CDEK cannot confirm the chosen price, and works on the retry', async () => {
    const customer = await signUp(testApp.app);
    const { orderId } = await createCustomerOrder(testApp.app, customer);
    fake.faults.push({ kind: 'internalError' });
    const refused = await checkout(customer, orderId, { cdekTariffCode: 234 });
    expect(refused.statusCode).toBe(503);
    expect(refused.json().message).toBe(checkoutTexts.cdekPricingUnavailable);
    expect((await stored(orderId)).isCart).toBe(true);
    expect((await checkout(customer, orderId, { cdekTariffCode: 234 })).statusCode).toBe(200);
    expect((await stored(orderId)).deliveryCost).toBe(162);
  });

  it('still takes an order with a typed code CDEK does not know, unpriced for the manager', async () => {
    const customer = await signUp(testApp.app);
    const { orderId } = await createCustomerOrder(testApp.app, customer);
    expect((await checkout(customer, orderId, { cdekPvzCode: 'XYZ999' })).statusCode).toBe(200);
    expect((await stored(orderId)).deliveryCost).toBe(0);
  });

  it('charges nothing for pickup, whatever tariff or cost the client sends', async () => {
    const customer = await signUp(testApp.app);
    const { orderId } = await createCustomerOrder(testApp.app, customer);
    const created = await checkout(customer, orderId, {
      deliveryType: 'Pickup',
      cdekTariffCode: 136,
      deliveryCost: 500,
    });
    expect(created.statusCode).toBe(200);
    expect((await stored(orderId)).deliveryCost).toBe(0);
  });
});

describe('the delivery cost the manager sets (beyond the spec)', () => {
  const update = (orderId: string, body: Record<string, unknown>) =>
    testApp.app.inject({
      method: 'POST',
      url: `${routes.updateOrderInformation.path}?orderId=${orderId}`,
      headers: manager.headers,
      payload: body,
    });

  it('prices Russian Post by hand, makes a pickup free, and moves the cost with it', async () => {
    const customer = await signUp(testApp.app);
    const { orderId } = await createCustomerOrder(testApp.app, customer);
    expect(
      (
        await checkout(customer, orderId, {
          deliveryType: 'RussianPost',
          deliveryAddress: 'Рязань, ул. Есенина, 13',
          postIndex: '390000',
        })
      ).statusCode,
    ).toBe(200);
    const before = await stored(orderId);
    expect(before.deliveryCost).toBe(0);

    const priced = await update(orderId, { deliveryCost: 350.5 });
    expect(priced.statusCode).toBe(200);
    expect(priced.json()).toMatchObject({ deliveryCost: 350.5 });
    expect((await stored(orderId)).cost).toBeCloseTo(before.cost + 350.5, 2);
    // A save that leaves the delivery cost out (the spec's payload) keeps it.
    expect((await update(orderId, { comment: 'Упаковать в крафт', isPayed: false })).statusCode).toBe(200);
    expect((await stored(orderId)).deliveryCost).toBe(350.5);

    expect((await update(orderId, { deliveryType: 'Pickup' })).statusCode).toBe(200);
    const pickup = await stored(orderId);
    expect(pickup.deliveryCost).toBe(0);
    expect(pickup.cost).toBeCloseTo(before.cost, 2);
  });

  it('refuses a negative or absurd amount and another amount on a paid order, changing nothing', async () => {
    const customer = await signUp(testApp.app);
    const { orderId } = await createCustomerOrder(testApp.app, customer);
    expect((await checkout(customer, orderId, { cdekTariffCode: 136 })).statusCode).toBe(200);
    for (const deliveryCost of [-1, 100_000.01, '190']) {
      expect((await update(orderId, { deliveryCost })).statusCode).toBe(400);
    }
    expect((await update(orderId, { isPayed: true })).statusCode).toBe(200);
    const paid = await stored(orderId);
    const refused = await update(orderId, { deliveryCost: 0, comment: 'скидка' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(adminTexts.deliveryCostPaid);
    const after = await stored(orderId);
    expect(after).toMatchObject({ deliveryCost: 190, cost: paid.cost, comment: paid.comment });
    // Turning a paid order into a pickup keeps what was paid.
    expect((await update(orderId, { deliveryType: 'Pickup' })).statusCode).toBe(200);
    expect((await stored(orderId)).deliveryCost).toBe(190);
  });
});
