import { buildPath, orderStatuses, routes } from '@stickers62/core/contract';
import { checkoutTexts, orderDeliveryTexts } from '@stickers62/core/texts';
import { orderUpdateBody } from '@stickers62/testkit/fixtures';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../src/db/schema.js';
import type { FakeCdek } from '../providers/cdek/fake-server.js';
import { startShopWithFakeCdek } from '../providers/cdek/fake-shop.js';
import {
  createCustomerOrder,
  loginAs,
  orderForClient,
  signInWithAccessKey,
  signUp,
  type TestApp,
  type TestSession,
} from '../test-support/app.js';

let testApp: TestApp;
let fake: FakeCdek;
let manager: TestSession;
let close: () => Promise<void>;

// The fake CDEK (test-support/fake-cdek-app.ts): to RYZ3 tariff 136 (190 ₽) and 234 (162 ₽).
beforeAll(async () => {
  ({ testApp, fake, close } = await startShopWithFakeCdek());
  manager = await loginAs(testApp.app, 'manager');
});
afterAll(async () => close());

const choice = {
  receiverCredentials: 'Иванова Анна',
  phoneNumber: '+7 910 123-45-67',
  deliveryType: 'CDEK',
  cdekPvzCode: 'RYZ3',
  cdekTariffCode: 136,
};

/**
 * What the issue describes: a manager makes an order for a client without an account and without
 * a delivery, the client opens the access link (a session of their own), the order has items,
 * and the manager moves it on.
 */
async function clientDraft(status: string = orderStatuses.inWork) {
  const { orderId, key } = await orderForClient(testApp.app, manager, { clientName: 'Анна Иванова' });
  const client = await signInWithAccessKey(testApp.app, key, 'access-key');
  await createCustomerOrder(testApp.app, client);
  await setByManager(orderId, { status });
  return { orderId, client };
}

async function setByManager(orderId: string, overrides: Record<string, unknown>) {
  const reply = await testApp.app.inject({
    method: 'POST',
    url: `${routes.updateOrderInformation.path}?orderId=${orderId}`,
    headers: manager.headers,
    payload: { ...orderUpdateBody(orderId), status: orderStatuses.inWork, ...overrides },
  });
  if (reply.statusCode !== 200) throw new Error(`update failed: ${reply.body}`);
}

function choose(session: TestSession | null, orderId: string, body: Record<string, unknown> = choice) {
  return testApp.app.inject({
    method: 'POST',
    url: buildPath(routes.chooseOrderDelivery.path, { id: orderId }),
    headers: session?.headers ?? {},
    payload: body,
  });
}

async function stored(orderId: string) {
  const [row] = await testApp.app.db.select().from(orders).where(eq(orders.id, orderId));
  if (!row) throw new Error('order missing');
  return row;
}

describe('the order-link page: choosing the delivery a manager left open', () => {
  it("stores CDEK's price of the chosen tariff, not the client's, with the new total and dates", async () => {
    const { orderId, client } = await clientDraft();
    const before = await stored(orderId);
    const reply = await choose(client, orderId, { ...choice, deliveryCost: 1, cost: 1 });
    expect(reply.statusCode).toBe(200);
    const row = await stored(orderId);
    expect(row).toMatchObject({
      deliveryType: 'CDEK',
      cdekPvzCode: 'RYZ3',
      deliveryCost: 190,
      receiverCredentials: 'Иванова Анна',
      phoneNumber: '79101234567',
    });
    expect(row.cost).toBeCloseTo(row.stickersCost + row.acrylCost + 190, 2);
    expect(row.approximalSendDate).not.toBeNull();
    expect(row.approximalDeliveryDate).not.toBeNull();
    expect(reply.json()).toEqual({
      deliveryType: 'CDEK',
      deliveryCost: 190,
      cost: row.cost,
      approximalSendDate: row.approximalSendDate,
      approximalDeliveryDate: row.approximalDeliveryDate,
    });
    expect(row.version).toBe(before.version + 1);
    // The payment link's page now shows the delivery and the amount with it, and offers payment.
    const info = (await testApp.app.inject({ method: 'GET', url: `/api/web/public/orders/${orderId}` })).json();
    expect(info).toMatchObject({ deliveryType: 'CDEK', cost: row.cost, canPay: true });
    // Chosen once: a second choice is the manager's.
    const again = await choose(client, orderId, { ...choice, cdekTariffCode: 234 });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(orderDeliveryTexts.alreadyChosen);
    expect((await stored(orderId)).deliveryCost).toBe(190);
  });

  it('lets only the order’s own customer choose: another customer, a manager and a guest are refused', async () => {
    const { orderId } = await clientDraft();
    const stranger = await signUp(testApp.app);
    const foreign = await choose(stranger, orderId);
    expect(foreign.statusCode).toBe(403);
    const byManager = await choose(manager, orderId);
    expect(byManager.statusCode).toBe(403);
    expect(byManager.json().message).toBe(orderDeliveryTexts.customerOnly);
    expect((await choose(null, orderId)).statusCode).toBe(401);
    expect((await stored(orderId)).deliveryType).toBeNull();
  });

  it.each([
    ['paid', { isPayed: true }, orderDeliveryTexts.paid],
    ['cancelled', { status: orderStatuses.cancelled }, orderDeliveryTexts.closed],
    ['shipped', { status: orderStatuses.shipped }, orderDeliveryTexts.closed],
  ])('refuses on a %s order in Russian, changing nothing and asking CDEK nothing', async (_, change, text) => {
    const { orderId, client } = await clientDraft();
    await setByManager(orderId, change);
    const asked = fake.requests.length;
    const refused = await choose(client, orderId);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(text);
    expect(fake.requests.length).toBe(asked);
    const row = await stored(orderId);
    expect(row.deliveryType).toBeNull();
    expect(row.deliveryCost).toBe(0);
  });

  it('takes pickup (free) and Russian Post (its address and index required) as the checkout does', async () => {
    const post = await clientDraft();
    const { cdekPvzCode: _point, cdekTariffCode: _tariff, ...receiver } = choice;
    const noIndex = await choose(post.client, post.orderId, {
      ...receiver,
      deliveryType: 'RussianPost',
      deliveryAddress: 'Рязань, ул. Есенина, 13, кв. 5',
    });
    expect([noIndex.statusCode, noIndex.json().message]).toEqual([400, checkoutTexts.postIndexRequired]);
    const byPost = await choose(post.client, post.orderId, {
      ...receiver,
      deliveryType: 'RussianPost',
      deliveryAddress: 'Рязань, ул. Есенина, 13, кв. 5',
      postIndex: '390000',
    });
    expect(byPost.statusCode).toBe(200);
    expect(await stored(post.orderId)).toMatchObject({
      deliveryType: 'RussianPost',
      deliveryAddress: 'Рязань, ул. Есенина, 13, кв. 5',
      postIndex: '390000',
      deliveryCost: 0,
    });

    const pickup = await clientDraft();
    const byPickup = await choose(pickup.client, pickup.orderId, { ...receiver, deliveryType: 'Pickup' });
    expect(byPickup.statusCode).toBe(200);
    const row = await stored(pickup.orderId);
    expect(row).toMatchObject({ deliveryType: 'Pickup', deliveryCost: 0, cdekPvzCode: null });
    expect(byPickup.json()).toMatchObject({ deliveryType: 'Pickup', deliveryCost: 0, cost: row.cost });
  });

  it("validates like the checkout: the receiver's phone is required", async () => {
    const { orderId, client } = await clientDraft();
    const refused = await choose(client, orderId, { ...choice, phoneNumber: '' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(checkoutTexts.phoneRequired);
    expect((await stored(orderId)).deliveryType).toBeNull();
  });

  it('answers 503 when CDEK cannot confirm the price, stores nothing, and works on the retry', async () => {
    const { orderId, client } = await clientDraft();
    fake.faults.push({ kind: 'internalError' });
    const refused = await choose(client, orderId, { ...choice, cdekTariffCode: 234 });
    expect(refused.statusCode).toBe(503);
    expect(refused.json().message).toBe(checkoutTexts.cdekPricingUnavailable);
    expect((await stored(orderId)).deliveryType).toBeNull();
    expect((await choose(client, orderId, { ...choice, cdekTariffCode: 234 })).statusCode).toBe(200);
    expect((await stored(orderId)).deliveryCost).toBe(162);
  });

  it('refuses a tariff CDEK does not offer to the point', async () => {
    const { orderId, client } = await clientDraft();
    const refused = await choose(client, orderId, { ...choice, cdekTariffCode: 139 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(checkoutTexts.cdekTariffGone);
  });
});
