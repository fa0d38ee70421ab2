import { routes } from '@stickers62/core/contract';
import { authServerTexts, loginTexts } from '@stickers62/core/texts';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../src/clock.js';
import { deleteExpiredCredentials } from '../../src/db/housekeeping.js';
import { refreshTokens, users } from '../../src/db/schema.js';
import {
  login,
  loginAs,
  orderForClient,
  sessionFrom,
  signUp,
  testPassword,
  uniqueUsername,
} from '../test-support/app.js';
import { useTestApp } from '../test-support/suite.js';
import { endRefreshGrace } from './test-support.js';

// A low per-address limit on access keys, so its test can reach it (the others stay high).
// The clock stands still unless a test moves it: the sign-in delays never run out by themselves.
const clock = new ManualClock();
const testApp = useTestApp({
  clock,
  config: { addressLimits: { logins: 100_000, accessKeys: 4, signUps: 100_000 } },
});

const inject = (options: InjectOptions) => testApp.app.inject(options);

/** The refresh token a reply set as a cookie, with the cookie's attributes. */
function refreshCookieOf(reply: Awaited<ReturnType<typeof inject>>) {
  return reply.cookies.find((cookie) => cookie.name === 'refreshToken');
}

describe('registration and sign-in', () => {
  it('registers, signs in with an httpOnly strict cookie, and describes the user', async () => {
    const username = uniqueUsername();
    const registered = await inject({
      method: 'POST',
      url: routes.register.path,
      payload: { username, password: testPassword },
    });
    expect(registered.statusCode).toBe(201);
    expect(registered.json()).toMatchObject({ username });

    const signedIn = await inject({
      method: 'POST',
      url: routes.login.path,
      payload: { username, password: testPassword },
    });
    expect(signedIn.statusCode).toBe(200);
    const cookie = refreshCookieOf(signedIn);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth' });
    expect(cookie?.value).toBe(signedIn.json().refreshToken);

    const me = await inject({
      method: 'GET',
      url: routes.user.path,
      headers: { authorization: `Bearer ${signedIn.json().token}` },
    });
    expect(me.json()).toMatchObject({ username, role: 'customer', isTemporary: false });
    const verify = await inject({
      method: 'GET',
      url: routes.verify.path,
      headers: { authorization: `Bearer ${signedIn.json().token}` },
    });
    expect(verify.statusCode).toBe(200);
  });

  it('treats usernames without regard to case', async () => {
    const session = await signUp(testApp.app, uniqueUsername('Anna'));
    const lookAlike = await inject({
      method: 'POST',
      url: routes.register.path,
      payload: { username: session.username.toLowerCase(), password: testPassword },
    });
    expect(lookAlike.statusCode).toBe(409);
    const signedIn = await inject({
      method: 'POST',
      url: routes.login.path,
      payload: { username: session.username.toUpperCase(), password: testPassword },
    });
    expect(signedIn.statusCode).toBe(200);
  });

  it('stores only a scrypt hash of the password', async () => {
    const session = await signUp(testApp.app);
    const [row] = await testApp.app.db.select().from(users).where(eq(users.id, session.userId));
    expect(row?.passwordHash).toMatch(/^scrypt\$/);
    expect(row?.passwordHash).not.toContain(testPassword);
  });

  it('refuses a taken username and short passwords with Russian texts', async () => {
    const session = await signUp(testApp.app);
    const taken = await inject({
      method: 'POST',
      url: routes.register.path,
      payload: { username: session.username, password: testPassword },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(authServerTexts.usernameTaken);
    const short = await inject({
      method: 'POST',
      url: routes.register.path,
      payload: { username: uniqueUsername(), password: 'short' },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe(authServerTexts.passwordTooShort);
  });

  it('answers an unknown user exactly like a wrong password', async () => {
    const session = await signUp(testApp.app);
    const wrong = await inject({
      method: 'POST',
      url: routes.login.path,
      payload: { username: session.username, password: 'wrong-password' },
    });
    const unknown = await inject({
      method: 'POST',
      url: routes.login.path,
      payload: { username: uniqueUsername(), password: 'wrong-password' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.json().message).toBe(loginTexts.invalidPassword);
  });

  it('slows one login from one address after five failures, but never locks the holder out', async () => {
    const session = await signUp(testApp.app);
    const attempt = (password: string, remoteAddress: string) =>
      inject({
        method: 'POST',
        url: routes.login.path,
        payload: { username: session.username, password },
        remoteAddress,
      });
    const attacker = '203.0.113.66';
    for (let failure = 0; failure < 7; failure++) {
      const reply = await attempt('nope-nope', attacker);
      // Five back to back; the sixth and seventh come too soon after the fifth.
      expect(reply.statusCode).toBe(failure < 5 ? 401 : 429);
    }
    // From the guesser's address the right password must wait too: 429, Retry-After, the wait in the text.
    const delayed = await attempt(testPassword, attacker);
    expect(delayed.statusCode).toBe(429);
    expect(delayed.headers['retry-after']).toBe('1');
    expect(delayed.json().message).toBe(authServerTexts.attemptsDelayed(1));
    // The holder, from another address, signs in at once.
    expect((await attempt(testPassword, '198.51.100.20')).statusCode).toBe(200);
    clock.advance(999);
    expect((await attempt(testPassword, attacker)).statusCode).toBe(429);
    clock.advance(1);
    expect((await attempt(testPassword, attacker)).statusCode).toBe(200);
  });

  it('refuses requests without a valid token with 401', async () => {
    expect((await inject({ method: 'GET', url: routes.user.path })).statusCode).toBe(401);
    const forged = await inject({ method: 'GET', url: routes.user.path, headers: { authorization: 'Bearer a.b.c' } });
    expect(forged.statusCode).toBe(401);
  });
});

describe('refresh tokens', () => {
  it('rotates on every use and revokes the family when a used token comes back', async () => {
    const session = await signUp(testApp.app);
    const first = await inject({ method: 'POST', url: routes.refresh.path, headers: { cookie: session.cookie } });
    expect(first.statusCode).toBe(200);
    const rotated = refreshCookieOf(first)?.value;
    expect(rotated).toBeTruthy();
    expect(rotated).not.toBe(session.refreshToken);
    const newAccess = first.json().accessToken as string;
    expect(
      (await inject({ method: 'GET', url: routes.user.path, headers: { authorization: `Bearer ${newAccess}` } }))
        .statusCode,
    ).toBe(200);

    // The old token again, after the grace window for concurrent refreshes: somebody copied it.
    // The whole sign-in ends.
    await endRefreshGrace(testApp.app.db, session.refreshToken);
    const replay = await inject({ method: 'POST', url: routes.refresh.path, headers: { cookie: session.cookie } });
    expect(replay.statusCode).toBe(401);
    const successor = await inject({
      method: 'POST',
      url: routes.refresh.path,
      headers: { cookie: `refreshToken=${rotated}` },
    });
    expect(successor.statusCode).toBe(401);
    expect(
      (await inject({ method: 'GET', url: routes.user.path, headers: { authorization: `Bearer ${newAccess}` } }))
        .statusCode,
    ).toBe(401);
  });

  it('logout revokes the session: the refresh token and the access token stop working', async () => {
    const session = await signUp(testApp.app);
    const out = await inject({
      method: 'POST',
      url: routes.logout.path,
      headers: { ...session.headers, cookie: session.cookie },
    });
    expect(out.statusCode).toBe(204);
    expect((await inject({ method: 'GET', url: routes.user.path, headers: session.headers })).statusCode).toBe(401);
    expect(
      (await inject({ method: 'POST', url: routes.refresh.path, headers: { cookie: session.cookie } })).statusCode,
    ).toBe(401);
  });

  it('refresh without a cookie is 401 (an empty JSON body is accepted)', async () => {
    const reply = await inject({
      method: 'POST',
      url: routes.refresh.path,
      headers: { 'content-type': 'application/json' },
    });
    expect(reply.statusCode).toBe(401);
    expect(reply.json().message).toBe(authServerTexts.sessionExpired);
  });
});

describe('access links and temporary accounts', () => {
  async function accessLinkForClient() {
    const manager = await loginAs(testApp.app, 'manager');
    return orderForClient(testApp.app, manager, { clientName: 'Ольга Смирнова', vkLink: 'https://vk.com/olga' });
  }

  it('opens a temporary session for the order, which converts into a permanent account', async () => {
    const { key, orderId, accessLink } = await accessLinkForClient();
    expect(accessLink.startsWith('http://localhost:3000/?access_key=')).toBe(true);
    expect(key.length).toBeGreaterThanOrEqual(22);
    const signedIn = await inject({ method: 'GET', url: `${routes.loginWithAccessKey.path}?accessKey=${key}` });
    expect(signedIn.statusCode).toBe(200);
    const headers = { authorization: `Bearer ${signedIn.json().token}` };
    const me = await inject({ method: 'GET', url: routes.user.path, headers });
    expect(me.json()).toMatchObject({ isTemporary: true, orderId, name: 'Ольга Смирнова' });
    const cart = await inject({ method: 'GET', url: '/api/web/orders/0', headers });
    expect(cart.json().id).toBe(orderId);
    // The manager's draft is in the client's history even before it has items.
    const history = await inject({ method: 'GET', url: routes.orderList.path, headers });
    expect(history.json().map((entry: { orderId: string }) => entry.orderId)).toEqual([orderId]);
    expect((await inject({ method: 'GET', url: routes.checkAccount.path, headers })).json()).toEqual({
      hasAccount: false,
    });

    const username = uniqueUsername('olga');
    const converted = await inject({
      method: 'POST',
      url: routes.convertToAccount.path,
      headers,
      payload: { username, password: testPassword },
    });
    expect(converted.statusCode).toBe(200);
    const permanent = sessionFrom(0, username, converted.json().token, converted.json().refreshToken);
    expect(
      (await inject({ method: 'GET', url: `/api/web/orders/${orderId}`, headers: permanent.headers })).statusCode,
    ).toBe(200);
    expect(
      (await inject({ method: 'GET', url: routes.user.path, headers: permanent.headers })).json().isTemporary,
    ).toBe(false);
    // The link no longer opens an account that has a password now, and the old session ended.
    expect(
      (await inject({ method: 'GET', url: `${routes.loginWithAccessKey.path}?accessKey=${key}` })).statusCode,
    ).toBe(401);
    expect((await inject({ method: 'GET', url: routes.user.path, headers })).statusCode).toBe(401);
    expect((await login(testApp.app, username)).token).toBeTruthy();
  });

  it('refuses an unknown access key with the spec text', async () => {
    const reply = await inject({ method: 'GET', url: `${routes.loginWithAccessKey.path}?accessKey=nonsense` });
    expect(reply.statusCode).toBe(401);
    expect(reply.json().message).toBe(loginTexts.invalidAccessKey);
  });

  it('does not convert a permanent account', async () => {
    const session = await signUp(testApp.app);
    const reply = await inject({
      method: 'POST',
      url: routes.convertToAccount.path,
      headers: session.headers,
      payload: { username: uniqueUsername(), password: testPassword },
    });
    expect(reply.statusCode).toBe(409);
    expect((await inject({ method: 'GET', url: routes.checkAccount.path, headers: session.headers })).json()).toEqual({
      hasAccount: true,
    });
  });
});

describe('access-key guessing', () => {
  it('blocks an address after failed keys, even for a valid one', async () => {
    const manager = await loginAs(testApp.app, 'manager');
    const { key } = await orderForClient(testApp.app, manager);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      statuses.push(
        (await inject({ method: 'GET', url: `${routes.loginWithAccessKey.path}?accessKey=guess${attempt}` }))
          .statusCode,
      );
    }
    expect(statuses).toContain(429);
    const valid = await inject({ method: 'GET', url: `${routes.loginWithAccessKey.path}?accessKey=${key}` });
    expect(valid.statusCode).toBe(429);
  });
});

describe('housekeeping', () => {
  it('deletes expired refresh tokens and keeps live ones', async () => {
    const session = await signUp(testApp.app);
    const db = testApp.app.db;
    await db.insert(refreshTokens).values({
      userId: session.userId,
      family: '3b241101-e2bb-4255-8caf-4136c566a962',
      tokenHash: 'expired-token-hash',
      expiresAt: new Date(Date.now() - 1000),
    });
    await deleteExpiredCredentials(db);
    const left = await db.select().from(refreshTokens).where(eq(refreshTokens.userId, session.userId));
    expect(left.map((row) => row.tokenHash)).not.toContain('expired-token-hash');
    expect(left).toHaveLength(1);
    expect(
      (await inject({ method: 'POST', url: routes.refresh.path, headers: { cookie: session.cookie } })).statusCode,
    ).toBe(200);
  });
});

describe('bootstrap admin', () => {
  it('exists with the configured password', async () => {
    const admin = await login(testApp.app, 'admin', 'admin-password-for-tests');
    const me = await inject({ method: 'GET', url: routes.user.path, headers: admin.headers });
    expect(me.json().role).toBe('admin');
  });
});
