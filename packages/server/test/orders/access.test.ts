import { buildPath, routes } from '@stickers62/core/contract';
import { authServerTexts, orderTexts, serverTexts } from '@stickers62/core/texts';
import { stickerItemBody } from '@stickers62/testkit/fixtures';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { verifyAccessToken } from '../../src/auth/tokens.js';
import { orders, refreshTokens } from '../../src/db/schema.js';
import { readCallerWithOrder } from '../../src/orders/access.js';
import { createCustomerOrder, loginAs, signUp, type TestSession } from '../test-support/app.js';
import { useTestApp } from '../test-support/suite.js';

/**
 * `requireOrderAccess` reads the caller's session and the order in one statement when the
 * request comes with a bearer token; these hold it to what the two reads it replaced gave.
 */
const testApp = useTestApp();
let customer: TestSession;
let orderId: string;

beforeAll(async () => {
  customer = await signUp(testApp.app);
  ({ orderId } = await createCustomerOrder(testApp.app, customer, { checkout: true }));
});

const claimsOf = (session: TestSession) => {
  const claims = verifyAccessToken(session.token, testApp.app.sessionSecret);
  if (!claims) throw new Error('the test session carries no valid token');
  return claims;
};

describe('the caller and the order in one statement', () => {
  it('gives the order row exactly as Drizzle maps it, and the caller as `authenticate` does', async () => {
    const [stored] = await testApp.app.db.select().from(orders).where(eq(orders.id, orderId));
    const row = await readCallerWithOrder(testApp.app.db, claimsOf(customer), orderId);
    expect(row?.order).toEqual(stored);
    expect(row?.order?.createdAt).toBeInstanceOf(Date);
    expect(row).toMatchObject({ id: customer.userId, username: customer.username, role: 'customer' });
    const missing = await readCallerWithOrder(testApp.app.db, claimsOf(customer), crypto.randomUUID());
    expect(missing).toMatchObject({ id: customer.userId, order: null });
  });

  it('keeps an item save refused in the same order: 401, 404, 403, and lets staff in', async () => {
    const save = (session: TestSession, id = orderId) =>
      testApp.app.inject({
        method: 'POST',
        url: buildPath(routes.saveStickerItem.path, { id }),
        headers: session.headers,
        payload: stickerItemBody({ name: `Проверка доступа ${crypto.randomUUID().slice(0, 8)}` }),
      });
    const stranger = await signUp(testApp.app);
    const missing = await save(stranger, crypto.randomUUID());
    expect([missing.statusCode, missing.json().message]).toEqual([404, serverTexts.orderNotFound]);
    const foreign = await save(stranger);
    expect([foreign.statusCode, foreign.json().message]).toEqual([403, orderTexts.loadNoAccess]);
    const manager = await loginAs(testApp.app, 'manager');
    expect((await save(manager)).statusCode).toBe(200);
    expect((await save(customer)).statusCode).toBe(200);
    await testApp.app.db
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(eq(refreshTokens.userId, stranger.userId));
    const revoked = await save(stranger, crypto.randomUUID());
    expect([revoked.statusCode, revoked.json().message]).toEqual([401, authServerTexts.notAuthenticated]);
    expect(await readCallerWithOrder(testApp.app.db, claimsOf(stranger), orderId)).toBeUndefined();
  });
});
