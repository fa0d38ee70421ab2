import { buildPath, routes } from '@stickers62/core/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/auth/passwords.js';
import { orders, users } from '../../src/db/schema.js';
import {
  createCustomerOrder,
  login,
  loginAs,
  signUp,
  type TestSession,
  testPassword,
  uniqueUsername,
} from '../test-support/app.js';
import { useTestApp } from '../test-support/suite.js';

/**
 * The public order page (`GET /api/web/public/orders/{id}`, no sign-in) shows the spec's
 * `manager`: a name a customer may see, or null; never a staff member's login, which is half
 * of what signs them in.
 */
const testApp = useTestApp();
let customer: TestSession;
let named: TestSession;
/** Staff whose account carries its login as its name (as sign-up names every account). */
let unnamed: TestSession;

beforeAll(async () => {
  customer = await signUp(testApp.app);
  named = await loginAs(testApp.app, 'manager');
  const username = uniqueUsername('staff');
  await testApp.app.db.insert(users).values({
    username,
    name: username,
    role: 'manager',
    passwordHash: await hashPassword(testPassword, 2 ** 10),
  });
  unnamed = await login(testApp.app, username);
});

const publicManager = async (orderId: string) => {
  const reply = await testApp.app.inject({
    method: 'GET',
    url: buildPath(routes.publicOrderInfo.path, { id: orderId }),
  });
  expect(reply.statusCode).toBe(200);
  return (reply.json() as { manager: string | null }).manager;
};

const updateAs = (staff: TestSession, orderId: string) =>
  testApp.app.inject({
    method: 'POST',
    url: `${routes.updateOrderInformation.path}?orderId=${orderId}`,
    headers: staff.headers,
    payload: { comment: 'Позвонить клиенту' },
  });

const storedManager = async (orderId: string) =>
  (await testApp.app.db.select({ manager: orders.manager }).from(orders).where(eq(orders.id, orderId)))[0]?.manager;

describe('the manager on the public order page', () => {
  it("shows the staff member's display name once they work on the order", async () => {
    const { orderId } = await createCustomerOrder(testApp.app, customer, { checkout: true });
    expect(await publicManager(orderId)).toBeNull();
    expect((await updateAs(named, orderId)).statusCode).toBe(200);
    expect(await publicManager(orderId)).toBe('Менеджер Анна');
  });

  it('stores no login for staff without a name of their own, and shows null', async () => {
    const { orderId } = await createCustomerOrder(testApp.app, customer, { checkout: true });
    const saved = await updateAs(unnamed, orderId);
    expect(saved.statusCode).toBe(200);
    expect(await storedManager(orderId)).toBeNull();
    expect(await publicManager(orderId)).toBeNull();
    expect(
      JSON.stringify(
        (
          await testApp.app.inject({ method: 'GET', url: buildPath(routes.publicOrderInfo.path, { id: orderId }) })
        ).json(),
      ),
    ).not.toContain(unnamed.username);
    // The next staff member with a name becomes the order's manager.
    expect((await updateAs(named, orderId)).statusCode).toBe(200);
    expect(await publicManager(orderId)).toBe('Менеджер Анна');
  });

  it('a draft made for a client by staff without a name carries no login either', async () => {
    const reply = await testApp.app.inject({
      method: 'POST',
      url: routes.createOrderForClient.path,
      headers: unnamed.headers,
      payload: { clientName: 'Иван Петров' },
    });
    expect(reply.statusCode).toBe(201);
    const { orderId } = reply.json() as { orderId: string };
    expect(await storedManager(orderId)).toBeNull();
    expect(await publicManager(orderId)).toBeNull();
  });

  it('hides a login an order stored before (any case), and keeps a name that is nobody’s login', async () => {
    const { orderId } = await createCustomerOrder(testApp.app, customer, { checkout: true });
    for (const legacy of [unnamed.username, unnamed.username.toUpperCase(), 'admin']) {
      await testApp.app.db.update(orders).set({ manager: legacy }).where(eq(orders.id, orderId));
      expect(await publicManager(orderId), legacy).toBeNull();
    }
    await testApp.app.db.update(orders).set({ manager: 'Мария' }).where(eq(orders.id, orderId));
    expect(await publicManager(orderId)).toBe('Мария');
  });
});
