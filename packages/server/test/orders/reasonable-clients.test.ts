import { buildPath, orderStatuses, routes } from '@stickers62/core/contract';
import { acrylItemBody, orderUpdateBody, stickerItemBody } from '@stickers62/testkit/fixtures';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { acrylItems, orders, stickerItems } from '../../src/db/schema.js';
import { createCustomerOrder, loginAs, signUp, type TestSession } from '../test-support/app.js';
import { useTestApp } from '../test-support/suite.js';

/** Requests of a client that writes the spec's forms literally and sends only what it knows. */
const testApp = useTestApp();
const inject = (options: InjectOptions) => testApp.app.inject(options);

describe('the order list flag', () => {
  let customer: TestSession;
  let open: number;
  let shipped: number;
  beforeAll(async () => {
    customer = await signUp(testApp.app);
    const first = await createCustomerOrder(testApp.app, customer, { checkout: true });
    const second = await createCustomerOrder(testApp.app, customer, { checkout: true });
    await testApp.app.db.update(orders).set({ status: orderStatuses.shipped }).where(eq(orders.id, second.orderId));
    open = first.orderNumber;
    shipped = second.orderNumber;
  });
  const listed = async (query: string) => {
    const reply = await inject({ method: 'GET', url: `${routes.orderList.path}${query}`, headers: customer.headers });
    expect(reply.statusCode).toBe(200);
    return (reply.json() as { orderNumber: number }[]).map((entry) => entry.orderNumber).sort((a, b) => a - b);
  };

  it('reads a bare ?active, and ?active=, as on', async () => {
    expect(await listed('?active')).toEqual([open]);
    expect(await listed('?active=')).toEqual([open]);
  });

  it('reads true and false as written, and lists every order without the flag', async () => {
    expect(await listed('?active=true')).toEqual([open]);
    expect(await listed('?active=false')).toEqual([open, shipped]);
    expect(await listed('')).toEqual([open, shipped]);
  });

  it('still refuses a value that is not a flag', async () => {
    const reply = await inject({
      method: 'GET',
      url: `${routes.orderList.path}?active=yes`,
      headers: customer.headers,
    });
    expect(reply.statusCode).toBe(400);
  });
});

describe('an item body without its optional fields', () => {
  const save = (session: TestSession, kind: 'stickers' | 'acryl', payload: object) =>
    inject({
      method: 'POST',
      url: buildPath((kind === 'stickers' ? routes.saveStickerItem : routes.saveAcrylItem).path, { id: '0' }),
      headers: session.headers,
      payload,
    });

  it('saves a new sticker item with null in place of what it left out', async () => {
    const session = await signUp(testApp.app);
    const { name, cuttingType, filmType, laminationType, count, width, height } = stickerItemBody();
    const marks = { isColorProof: true, isFileInOtherItem: false };
    const body = { name, cuttingType, filmType, laminationType, count, width, height, ...marks };
    const reply = await save(session, 'stickers', body);
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({ name, comment: null, otherItem: null, ...marks });
    const [row] = await testApp.app.db.select().from(stickerItems).where(eq(stickerItems.id, reply.json().id));
    expect(row).toMatchObject({ comment: null, otherItem: null });
  });

  it('saves a new acrylic item without comment and otherItem', async () => {
    const session = await signUp(testApp.app);
    const { name, materialType, printType, acrylType, fittings, count, width, height } = acrylItemBody();
    const marks = { isColorProof: false, isFileInOtherItem: false };
    const body = { name, materialType, printType, acrylType, fittings, count, width, height, ...marks };
    const reply = await save(session, 'acryl', body);
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({ name, comment: null, otherItem: null, fittings });
    const [row] = await testApp.app.db.select().from(acrylItems).where(eq(acrylItems.id, reply.json().id));
    expect(row?.comment).toBeNull();
  });

  it('still refuses a body without a field nothing can stand in for', async () => {
    const session = await signUp(testApp.app);
    const { name: _name, ...nameless } = stickerItemBody();
    expect((await save(session, 'stickers', nameless)).statusCode).toBe(400);
  });
});

describe('an admin update of some fields', () => {
  it('changes only the status when only the status is sent', async () => {
    const manager = await loginAs(testApp.app, 'manager');
    const customer = await signUp(testApp.app);
    const { orderId } = await createCustomerOrder(testApp.app, customer, { checkout: true });
    const url = `${routes.updateOrderInformation.path}?orderId=${orderId}`;
    const full = orderUpdateBody(orderId, {
      comment: 'Позвонить клиенту',
      deliveryType: 'Boxberry',
      deliveryAddress: 'Рязань, ул. Ленина, 1',
      approximalDeliveryDate: '2026-12-10',
      approximalSendDate: '2026-12-05',
      isPayed: true,
      isUrgent: true,
      colorProofStatus: 'Green',
    });
    const before = await inject({ method: 'POST', url, headers: manager.headers, payload: full });
    expect(before.statusCode).toBe(200);
    const [storedBefore] = await testApp.app.db.select().from(orders).where(eq(orders.id, orderId));

    const after = await inject({ method: 'POST', url, headers: manager.headers, payload: { status: 'В работе' } });
    expect(after.statusCode).toBe(200);
    expect(after.json()).toEqual({ ...before.json(), status: 'В работе' });
    const [storedAfter] = await testApp.app.db.select().from(orders).where(eq(orders.id, orderId));
    expect(storedAfter).toMatchObject({
      comment: storedBefore?.comment,
      deliveryType: storedBefore?.deliveryType,
      deliveryAddress: storedBefore?.deliveryAddress,
      approximalDeliveryDate: storedBefore?.approximalDeliveryDate,
      approximalSendDate: storedBefore?.approximalSendDate,
      payed: true,
      paidAt: storedBefore?.paidAt,
      isUrgent: true,
      colorProofStatus: 'Green',
      status: 'В работе',
    });
  });

  it('still refuses a body that names another order', async () => {
    const manager = await loginAs(testApp.app, 'manager');
    const customer = await signUp(testApp.app);
    const first = await createCustomerOrder(testApp.app, customer, { checkout: true });
    const reply = await inject({
      method: 'POST',
      url: `${routes.updateOrderInformation.path}?orderId=${first.orderId}`,
      headers: manager.headers,
      payload: { id: '00000000-0000-4000-8000-000000000001', status: 'В работе' },
    });
    expect(reply.statusCode).toBe(400);
  });
});
