import { routes } from '@stickers62/core/contract';
import { adminTexts, checkoutTexts } from '@stickers62/core/texts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../db/schema.js';
import type { FakeCdek } from '../providers/cdek/fake-server.js';
import { createCustomerOrder, loginAs, signUp, type TestApp, type TestSession } from '../test-support/app.js';
import { startAppWithFakeCdek } from '../test-support/fake-cdek-app.js';

let testApp: TestApp;
let fake: FakeCdek;
let manager: TestSession;
let close: () => Promise<void>;

// The fake CDEK (test-support/fake-cdek-app.ts): to RYZ3 tariff 136 (190 ₽) and 234 (162 ₽).
beforeAll(async () => {
  ({ testApp, fake, close } = await startAppWithFakeCdek());
  manager = await loginAs(testApp.app, 'manager');
});
afterAll(async () => close());

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
