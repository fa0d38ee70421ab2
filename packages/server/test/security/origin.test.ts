import { routes } from '@stickers62/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp, type TestSession } from '../test-support/app.js';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ config: { publicUrl: 'https://stickers62.test' } });
});
afterAll(async () => {
  await testApp?.close();
});

/** A cookie-only call, as a browser makes it: the refresh cookie and whatever Origin the page has. */
function cookieCall(route: 'refresh' | 'logout', session: TestSession, headers: Record<string, string> = {}) {
  return testApp.app.inject({
    method: routes[route].method,
    url: routes[route].path,
    headers: { cookie: session.cookie, ...headers },
  });
}

const stillSignedIn = async (session: TestSession) => (await cookieCall('refresh', session)).statusCode === 200;

describe('Origin check on the calls that act on the refresh cookie', () => {
  it('refuses a cross-origin text/plain logout and leaves the session alive', async () => {
    const session = await signUp(testApp.app);
    const forged = await testApp.app.inject({
      method: 'POST',
      url: routes.logout.path,
      headers: { cookie: session.cookie, origin: 'https://evil.test', 'content-type': 'text/plain' },
      body: 'x',
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toEqual({
      statusCode: 403,
      error: 'Forbidden',
      message: 'Запрос отклонен: он отправлен с другого сайта.',
    });
    expect(forged.headers['set-cookie']).toBeUndefined();
    expect(await stillSignedIn(session)).toBe(true);
  });

  it('refuses a refresh from another origin or from an opaque one (Origin: null)', async () => {
    const session = await signUp(testApp.app);
    for (const origin of ['https://evil.test', 'null', 'http://stickers62.test', 'https://stickers62.test.evil.test']) {
      const reply = await cookieCall('refresh', session, { origin });
      expect(reply.statusCode, origin).toBe(403);
      expect(reply.headers['set-cookie'], origin).toBeUndefined();
    }
  });

  it('accepts the shop’s own origin: PUBLIC_URL’s or the address the request was sent to', async () => {
    const session = await signUp(testApp.app);
    const own = await cookieCall('refresh', session, { origin: 'https://stickers62.test' });
    expect(own.statusCode, own.body).toBe(200);
    const rotated = own.cookies.find((cookie) => cookie.name === 'refreshToken')?.value ?? '';
    const sameHost = await testApp.app.inject({
      method: 'POST',
      url: routes.logout.path,
      headers: { cookie: `refreshToken=${rotated}`, origin: 'http://127.0.0.1:5173', host: '127.0.0.1:5173' },
    });
    expect(sameHost.statusCode).toBe(204);
  });

  it('accepts calls without Origin (clients that are not browser pages)', async () => {
    const session = await signUp(testApp.app);
    expect((await cookieCall('refresh', session)).statusCode).toBe(200);
    const other = await signUp(testApp.app);
    expect((await cookieCall('logout', other)).statusCode).toBe(204);
    expect(await stillSignedIn(other)).toBe(false);
  });
});
