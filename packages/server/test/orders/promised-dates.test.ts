import { type CdekTariffReply, type Order, routes } from '@stickers62/core/contract';
import { approximalDates, deliveryPromise, moscowToday } from '@stickers62/core/rules';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../src/db/schema.js';
import { createCustomerOrder, loginAs, signUp, type TestSession } from '../test-support/app.js';
import { useTestApp } from '../test-support/suite.js';

/** The order's approximal dates are the server's own promise, computed from core's rules at checkout. */
const testApp = useTestApp();

describe('promised dates of a created order', () => {
  let customer: TestSession;
  beforeAll(async () => {
    customer = await signUp(testApp.app);
  });

  async function checkOutCart(payload: Record<string, unknown>) {
    const { orderId } = await createCustomerOrder(testApp.app, customer);
    const reply = await testApp.app.inject({
      method: 'POST',
      url: routes.createOrderFromCart.path,
      headers: customer.headers,
      payload: { id: orderId, receiverCredentials: 'Иванов Иван', ...payload },
    });
    expect(reply.statusCode).toBe(200);
    const order = (
      await testApp.app.inject({ method: 'GET', url: `/api/web/orders/${orderId}`, headers: customer.headers })
    ).json() as Order;
    const [row] = await testApp.app.db.select().from(orders).where(eq(orders.id, orderId));
    return { order, row };
  }

  it("computes CDEK dates from the items and the point's cheapest tariff, ignoring dates the client sends", async () => {
    const tariffs = (
      await testApp.app.inject({
        method: 'POST',
        url: routes.cdekTariffs.path,
        headers: customer.headers,
        payload: { cdekPvzCode: 'RYZ3', weight: 1000, orderId: '0' },
      })
    ).json() as CdekTariffReply;
    const [cheapest] = tariffs.tariff;
    expect(cheapest).toBeDefined();

    const { order, row } = await checkOutCart({
      phoneNumber: '+7 (920) 555 11 22',
      deliveryType: 'CDEK',
      cdekPvzCode: 'RYZ3',
      approximalSendDate: '2020-01-01',
      approximalDeliveryDate: '2020-01-02',
    });
    const expected = approximalDates(
      deliveryPromise({ placedOn: moscowToday(), order, deliveryType: 'CDEK', period: cheapest }),
    );
    // a sticker item with a colour proof and an acrylic item: 2 + 10 + 2 working days at least
    expect(expected.approximalSendDate > moscowToday()).toBe(true);
    expect(row).toMatchObject(expected);
    expect(order.approximalSendDate).toBe(expected.approximalSendDate);
    expect(order.approximalDeliveryDate).toBe(expected.approximalDeliveryDate);
    // the phone is stored as digits
    expect(row?.phoneNumber).toBe('79205551122');
  });

  it('gives a pickup its ready day and Russian Post no delivery date', async () => {
    const pickup = await checkOutCart({ phoneNumber: '89205551122', deliveryType: 'Pickup' });
    expect(pickup.row?.approximalSendDate).toBe(
      deliveryPromise({ placedOn: moscowToday(), order: pickup.order, deliveryType: 'Pickup' }).sendBy,
    );
    expect(pickup.row?.approximalDeliveryDate).toBe(pickup.row?.approximalSendDate);
    expect(pickup.row?.phoneNumber).toBe('79205551122');

    const post = await checkOutCart({
      phoneNumber: '9205551122',
      deliveryType: 'RussianPost',
      deliveryAddress: 'Рязань, ул. Есенина, 13',
      postIndex: '390000',
      approximalDeliveryDate: '2020-01-02',
    });
    expect(post.row?.approximalSendDate).toBe(pickup.row?.approximalSendDate);
    expect(post.row?.approximalDeliveryDate).toBeNull();
  });

  it('lets the manager change both dates afterwards, and the customer sees the new ones', async () => {
    const { order } = await checkOutCart({ phoneNumber: '9205551122', deliveryType: 'Pickup' });
    const manager = await loginAs(testApp.app, 'manager');
    const update = await testApp.app.inject({
      method: 'POST',
      url: `${routes.updateOrderInformation.path}?orderId=${order.id}`,
      headers: manager.headers,
      payload: { approximalSendDate: '2027-02-01', approximalDeliveryDate: '2027-02-03' },
    });
    expect(update.statusCode).toBe(200);
    const seen = (
      await testApp.app.inject({ method: 'GET', url: `/api/web/orders/${order.id}`, headers: customer.headers })
    ).json() as Order;
    expect(seen).toMatchObject({ approximalSendDate: '2027-02-01', approximalDeliveryDate: '2027-02-03' });
  });

  it('still refuses a phone whose digits break the checkout rule', async () => {
    const { orderId } = await createCustomerOrder(testApp.app, customer);
    const reply = await testApp.app.inject({
      method: 'POST',
      url: routes.createOrderFromCart.path,
      headers: customer.headers,
      payload: { id: orderId, receiverCredentials: 'Иванов Иван', phoneNumber: '0-12', deliveryType: 'Pickup' },
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({ message: 'Некорректный номер телефона' });
  });
});
