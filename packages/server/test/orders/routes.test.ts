import { buildPath, routes } from '@stickers62/core/contract';
import { priceOrderItems } from '@stickers62/core/pricing';
import { checkoutTexts, itemTexts, orderTexts } from '@stickers62/core/texts';
import { acrylItemBody, stickerItemBody } from '@stickers62/testkit/fixtures';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders, users } from '../../src/db/schema.js';
import { createCustomerOrder, loginAs, signUp, type TestSession } from '../test-support/app.js';
import { useTestApp } from '../test-support/suite.js';

const testApp = useTestApp();
let customer: TestSession;
beforeAll(async () => {
  customer = await signUp(testApp.app);
});

const inject = (options: InjectOptions) => testApp.app.inject(options);
/** Saves an item of a kind into the session's cart (path id `0`). */
const saveToCart = (session: TestSession, kind: 'stickers' | 'acryl', payload: object) =>
  inject({ method: 'POST', url: `/api/web/${kind}/0/save`, headers: session.headers, payload });

describe('cart and items', () => {
  it('creates the cart on demand and keeps one per user', async () => {
    const first = await inject({ method: 'GET', url: routes.cart.path, headers: customer.headers });
    const second = await inject({ method: 'GET', url: '/api/web/orders/0', headers: customer.headers });
    expect(first.statusCode).toBe(200);
    expect(second.json().id).toBe(first.json().orderId);
    expect(first.json().orderId).toMatch(/^[0-9a-f-]{36}$/);
    const count = await inject({ method: 'GET', url: routes.cartItemsCount.path, headers: customer.headers });
    expect(count.json()).toEqual({ count: 0 });
  });

  it('prices items with core pricing from the price lists the API serves', async () => {
    const session = await signUp(testApp.app);
    const sticker = stickerItemBody({ count: 60, width: 100, height: 70 });
    const acryl = acrylItemBody({ count: 12, width: 55, height: 30 });
    await saveToCart(session, 'stickers', sticker);
    const saved = await saveToCart(session, 'acryl', acryl);
    expect(saved.statusCode).toBe(200);
    const [stickerPrices, acrylPrices, categories] = await Promise.all(
      [
        routes.stickerPrices.path,
        routes.acrylPrices.path,
        buildPath(routes.referenceList.path, { list: 'acryl-material-categories' }),
      ].map(async (url) => (await inject({ method: 'GET', url })).json()),
    );
    const expected = priceOrderItems([sticker], [acryl], {
      stickerPrices,
      acrylPrices,
      acrylMaterialCategories: categories,
    });
    const order = (await inject({ method: 'GET', url: '/api/web/orders/0', headers: session.headers })).json();
    expect(expected.total).toBeGreaterThan(0);
    expect(order.orderItems[0].cost).toBe(expected.stickers[0]);
    expect(order.acrylOrderItems[0].cost).toBe(expected.acryl[0]);
    expect(order.cost).toBe(expected.total);
    const count = await inject({ method: 'GET', url: routes.cartItemsCount.path, headers: session.headers });
    expect(count.json()).toEqual({ count: 2 });
  });

  it('updates and deletes items, repricing the order each time', async () => {
    const session = await signUp(testApp.app);
    const created = await createCustomerOrder(testApp.app, session);
    const before = (await inject({ method: 'GET', url: '/api/web/orders/0', headers: session.headers })).json();
    const updated = await saveToCart(session, 'stickers', {
      ...stickerItemBody({ count: 200 }),
      id: created.stickerItemId,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().count).toBe(200);
    const after = (await inject({ method: 'GET', url: '/api/web/orders/0', headers: session.headers })).json();
    expect(after.cost).not.toBe(before.cost);
    const deleted = await inject({
      method: 'DELETE',
      url: `/api/web/acryl/${created.orderId}/delete?itemId=${created.acrylItemId}`,
      headers: session.headers,
    });
    expect(deleted.statusCode).toBe(204);
    const final = (await inject({ method: 'GET', url: '/api/web/orders/0', headers: session.headers })).json();
    expect(final.acrylOrderItems).toEqual([]);
    expect(final.cost).toBe(final.orderItems[0].cost);
  });

  it('rejects a second item with the same name in the order', async () => {
    const session = await signUp(testApp.app);
    const body = stickerItemBody({ name: 'Котик' });
    await saveToCart(session, 'stickers', body);
    const again = await saveToCart(session, 'stickers', body);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(itemTexts.duplicateName);
  });

  it('accepts a repeat only of the caller’s own item', async () => {
    const owner = await signUp(testApp.app);
    const stranger = await signUp(testApp.app);
    const source = await createCustomerOrder(testApp.app, owner);
    const ownRepeat = await saveToCart(
      owner,
      'stickers',
      stickerItemBody({ otherItem: source.stickerItemId, isFileInOtherItem: true }),
    );
    expect(ownRepeat.statusCode).toBe(200);
    const foreignRepeat = await saveToCart(stranger, 'stickers', stickerItemBody({ otherItem: source.stickerItemId }));
    expect(foreignRepeat.statusCode).toBe(400);
  });

  it('pages recent items newest first', async () => {
    const session = await signUp(testApp.app);
    await createCustomerOrder(testApp.app, session);
    const page = await inject({
      method: 'GET',
      url: '/api/web/stickers/recent-items?skip=0&take=50',
      headers: session.headers,
    });
    expect(page.statusCode).toBe(200);
    expect(page.json()).toHaveLength(1);
    expect(page.json()[0].item.cuttingType).toBe('Contour');
    const acryl = await inject({ method: 'GET', url: '/api/web/acryl/recent-items', headers: session.headers });
    expect(acryl.json()[0].item.fittings).toEqual(['Кольцо для ключей']);
    const beyond = await inject({ method: 'GET', url: '/api/web/acryl/recent-items?skip=1', headers: session.headers });
    expect(beyond.json()).toEqual([]);
  });
});

describe('checkout and sending', () => {
  it('checks the cart out once, saves the profile, and submits to the manager', async () => {
    const session = await signUp(testApp.app);
    const { orderId, orderNumber } = await createCustomerOrder(testApp.app, session);
    const request = {
      id: '0',
      receiverCredentials: 'Петрова Мария',
      phoneNumber: '+7 900 123 45 67',
      deliveryType: 'CDEK',
      cdekPvzCode: 'MSK123',
      saveToProfile: true,
    };
    const created = await inject({
      method: 'POST',
      url: routes.createOrderFromCart.path,
      headers: session.headers,
      payload: request,
    });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toEqual({ orderId, orderNumber });
    const again = await inject({
      method: 'POST',
      url: routes.createOrderFromCart.path,
      headers: session.headers,
      payload: request,
    });
    expect(again.json()).toEqual({ orderId, orderNumber });
    const ownOrders = await testApp.app.db.select().from(orders).where(eq(orders.ownerId, session.userId));
    expect(ownOrders).toHaveLength(1);
    expect(ownOrders[0]?.isCart).toBe(false);
    const [profile] = await testApp.app.db.select().from(users).where(eq(users.id, session.userId));
    expect(profile?.phoneNumber).toBe('79001234567');
    expect(profile?.cdekPvzCode).toBe('MSK123');

    const submitted = await inject({
      method: 'GET',
      url: `/api/web/orders/${orderId}/submit-to-manager`,
      headers: session.headers,
    });
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json()).toEqual({ orderId, orderNumber, status: 'Ожидает проверки макетов менеджером' });
    await testApp.app.notifications.worker.drain();
    expect(testApp.notifier.submitted.map((event) => event.orderNumber)).toContain(orderNumber);
    const list = await inject({ method: 'GET', url: '/api/web/orders/list?active=true', headers: session.headers });
    expect(list.json()[0]).toMatchObject({ orderId, orderNumber, stickersCount: 1, acrylCount: 1 });
  });

  it('keeps the saved CDEK point when a later order is picked up', async () => {
    const session = await signUp(testApp.app);
    const checkOut = async (payload: object) => {
      await createCustomerOrder(testApp.app, session);
      const reply = await inject({
        method: 'POST',
        url: routes.createOrderFromCart.path,
        headers: session.headers,
        payload: { id: '0', receiverCredentials: 'Петрова Мария', phoneNumber: '+79001234567', ...payload },
      });
      expect(reply.statusCode).toBe(200);
    };
    await checkOut({ deliveryType: 'CDEK', cdekPvzCode: 'MSK123', saveToProfile: true });
    await checkOut({
      deliveryType: 'Pickup',
      receiverCredentials: 'Петров Пётр',
      deliveryAddress: null,
      cdekPvzCode: null,
      postIndex: null,
      saveToProfile: true,
    });
    const [profile] = await testApp.app.db.select().from(users).where(eq(users.id, session.userId));
    expect(profile).toMatchObject({ receiptFio: 'Петров Пётр', cdekPvzCode: 'MSK123' });
  });

  it('sends the order even when notifying managers fails', async () => {
    const session = await signUp(testApp.app);
    const { orderId } = await createCustomerOrder(testApp.app, session, { checkout: true });
    const working = testApp.notifier.orderSubmitted;
    testApp.notifier.orderSubmitted = async () => {
      throw new Error('VK is down');
    };
    try {
      const reply = await inject({
        method: 'GET',
        url: `/api/web/orders/${orderId}/submit-to-manager`,
        headers: session.headers,
      });
      expect(reply.statusCode).toBe(200);
      expect(reply.json().status).toBe('Ожидает проверки макетов менеджером');
    } finally {
      testApp.notifier.orderSubmitted = working;
    }
    const again = await inject({
      method: 'GET',
      url: `/api/web/orders/${orderId}/submit-to-manager`,
      headers: session.headers,
    });
    expect(again.statusCode).toBe(200);
    // The notice waits in the outbox (notifications/): delivered once, the repeated send adds none.
    await testApp.app.notifications.worker.drain();
    expect(testApp.notifier.submitted.filter((event) => event.orderId === orderId)).toHaveLength(1);
  });

  it('answers the spec texts for a missing receiver and an empty cart', async () => {
    const session = await signUp(testApp.app);
    const noReceiver = await inject({
      method: 'POST',
      url: routes.createOrderFromCart.path,
      headers: session.headers,
      payload: { id: '0', receiverCredentials: ' ', phoneNumber: '+79001234567', deliveryType: 'Pickup' },
    });
    expect(noReceiver.json().message).toBe(checkoutTexts.receiverRequired);
    const empty = await inject({
      method: 'POST',
      url: routes.createOrderFromCart.path,
      headers: session.headers,
      payload: { id: '0', receiverCredentials: 'Иван', phoneNumber: '+79001234567', deliveryType: 'Pickup' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(checkoutTexts.noItems);
  });

  it('refuses another customer’s order with the spec text and a missing one with 404', async () => {
    const owner = await signUp(testApp.app);
    const { orderId } = await createCustomerOrder(testApp.app, owner);
    const stranger = await signUp(testApp.app);
    const foreign = await inject({ method: 'GET', url: `/api/web/orders/${orderId}`, headers: stranger.headers });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toBe(orderTexts.loadNoAccess);
    const missing = await inject({
      method: 'GET',
      url: '/api/web/orders/3b241101-e2bb-4255-8caf-4136c566a962',
      headers: stranger.headers,
    });
    expect(missing.statusCode).toBe(404);
    const manager = await loginAs(testApp.app, 'manager');
    const asManager = await inject({ method: 'GET', url: `/api/web/orders/${orderId}`, headers: manager.headers });
    expect(asManager.statusCode).toBe(200);
  });
});
