import { createFakeFetch, deferred, type FakeFetch, json, type RecordedCall } from '@stickers62/testkit/fake-fetch';
import { customer, emptyOrder, orderIdA, temporaryCustomer, vkAuthParameters } from '@stickers62/testkit/fixtures';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../api/client.js';
import { getOrder } from '../api/orders.js';
import { loginTexts } from '../texts/index.js';
import { createSessionStore } from './session.js';
import { browserStorage, memoryStorage } from './storage.js';

const credentials = { username: 'anna', password: 'secret-123' };

/** A server where each token stands for a user; anything else is a 401. */
function fakeServer(users: Record<string, typeof customer> = { good: customer }): FakeFetch {
  const userOf = (call: RecordedCall) => users[call.headers.authorization?.replace('Bearer ', '') ?? ''];
  return createFakeFetch({
    'GET /api/auth/verify': (call) => {
      const user = userOf(call);
      return user ? json(200, user) : json(401, { message: 'Требуется вход в систему' });
    },
    'POST /api/auth/refresh': json(401),
    'POST /api/auth/logout': json(204),
    [`GET /api/web/orders/${orderIdA}`]: (call) => (userOf(call) ? json(200, emptyOrder) : json(401)),
  });
}

function setup(options: { stored?: string; fake?: FakeFetch } = {}) {
  const fake = options.fake ?? fakeServer();
  const storage = memoryStorage(options.stored ? { accessToken: options.stored } : {});
  const api = createApiClient({ fetch: fake.fetch, createXhr: null });
  const session = createSessionStore({ api, storage });
  return { fake, storage, api, session };
}

describe('session start', () => {
  it('without a stored token is a guest and asks nothing', async () => {
    const { session, fake } = setup();
    await session.start();
    expect(session.$state.get()).toMatchObject({ status: 'guest', isAuthenticated: false, started: true });
    expect(fake.calls).toHaveLength(0);
  });

  it('verifies a stored token and becomes authenticated with the user', async () => {
    const { session, fake } = setup({ stored: 'good' });
    await session.start();
    expect(session.$state.get()).toMatchObject({
      status: 'authenticated',
      isAuthenticated: true,
      isTemporary: false,
      loading: false,
      user: customer,
      started: true,
    });
    expect(fake.callsTo('GET /api/auth/verify')[0]?.headers.authorization).toBe('Bearer good');
  });

  it('is loading while the stored token is checked', async () => {
    const { session } = setup({ stored: 'good' });
    const start = session.start();
    expect(session.$state.get().loading).toBe(true);
    await start;
    expect(session.$state.get().loading).toBe(false);
  });

  it('refreshes an invalid stored token with the cookie and persists the new one', async () => {
    const { session, fake, storage } = setup({ stored: 'expired' });
    fake.routes['POST /api/auth/refresh'] = json(200, { accessToken: 'good' });
    await session.start();
    expect(session.$state.get().status).toBe('authenticated');
    expect(storage.getItem('accessToken')).toBe('good');
    expect(fake.callsTo('GET /api/auth/verify')).toHaveLength(2);
  });

  it('clears the session when the refresh fails too', async () => {
    const { session, storage } = setup({ stored: 'expired' });
    const cleared = vi.fn();
    session.onCleared(cleared);
    await session.start();
    expect(session.$state.get()).toMatchObject({ status: 'guest', user: null, started: true, loading: false });
    expect(storage.getItem('accessToken')).toBeNull();
    expect(cleared).toHaveBeenCalled();
  });

  it('runs once however often it is asked, and the first subscriber asks', async () => {
    const { session, fake } = setup({ stored: 'good' });
    const unsubscribe = session.$state.listen(() => {});
    session.$state.get();
    await vi.waitFor(() => expect(session.$state.get().started).toBe(true));
    await session.start();
    expect(fake.callsTo('GET /api/auth/verify')).toHaveLength(1);
    unsubscribe();
  });
});

describe('sign-in actions', () => {
  it('login stores the token and enters the authenticated state', async () => {
    const { session, fake, storage } = setup();
    fake.routes['POST /api/auth/login'] = json(200, { token: 'good', refreshToken: 'r' });
    const result = await session.login(credentials);
    expect(result.success).toBe(true);
    expect(session.$state.get()).toMatchObject({ status: 'authenticated', user: customer, error: null });
    expect(storage.getItem('accessToken')).toBe('good');
  });

  it('a failed login keeps the guest state with the spec text and is not retried', async () => {
    const { session, fake } = setup();
    fake.routes['POST /api/auth/login'] = json(401, { message: 'Неверный логин или пароль' });
    const result = await session.login(credentials);
    expect(result).toMatchObject({ success: false, status: 401, message: 'Неверный логин или пароль' });
    expect(session.$state.get()).toMatchObject({
      status: 'guest',
      loading: false,
      error: 'Проверьте правильность введенного логина и пароля',
    });
    expect(fake.callsTo('POST /api/auth/refresh')).toHaveLength(0);
  });

  it('access-key login is temporary and its token is never persisted, not even after a refresh', async () => {
    const { session, fake, storage, api } = setup({
      fake: fakeServer({ temp: temporaryCustomer, temp2: temporaryCustomer }),
    });
    fake.routes['GET /api/auth/login'] = json(200, { token: 'temp' });
    await session.loginWithAccessKey('key-1');
    expect(session.$state.get()).toMatchObject({ status: 'temporary', isAuthenticated: true, isTemporary: true });
    expect(storage.getItem('accessToken')).toBeNull();
    expect(fake.callsTo('GET /api/auth/login')[0]?.url.searchParams.get('accessKey')).toBe('key-1');

    // The token expires; the refresh gives another, which still lives in memory only.
    fake.routes['POST /api/auth/refresh'] = json(200, { accessToken: 'temp2' });
    fake.routes[`GET /api/web/orders/${orderIdA}`] = (call) =>
      call.headers.authorization === 'Bearer temp2' ? json(200, emptyOrder) : json(401);
    await getOrder(api, orderIdA);
    expect(storage.getItem('accessToken')).toBeNull();
    expect(session.$state.get().status).toBe('temporary');
  });

  it('an access-key session survives reloads of its tab: the key is kept for the tab, the token nowhere', async () => {
    const fake = fakeServer({ temp: temporaryCustomer });
    fake.routes['GET /api/auth/login'] = json(200, { token: 'temp' });
    const storage = memoryStorage();
    const tabStorage = memoryStorage();
    /** The page loaded afresh: new client and store, the same storages. */
    const reload = () =>
      createSessionStore({ api: createApiClient({ fetch: fake.fetch, createXhr: null }), storage, tabStorage });
    await reload().loginWithAccessKey('key-1');
    for (let reloads = 0; reloads < 5; reloads++) {
      const session = reload();
      await session.start();
      expect(session.$state.get()).toMatchObject({ status: 'temporary', isTemporary: true, started: true });
      expect(storage.getItem('accessToken')).toBeNull();
    }
    expect(fake.callsTo('GET /api/auth/login').map((call) => call.url.searchParams.get('accessKey'))).toEqual(
      Array(6).fill('key-1'),
    );
    expect([...tabStorage.entries.values()]).toEqual(['key-1']);

    // Signing out ends it for good; so does a key the server no longer takes.
    const signedOut = reload();
    await signedOut.start();
    await signedOut.logout();
    const afterLogout = reload();
    await afterLogout.start();
    expect(afterLogout.$state.get()).toMatchObject({ status: 'guest', started: true });
    expect(fake.callsTo('GET /api/auth/login')).toHaveLength(7);

    await reload().loginWithAccessKey('key-1');
    fake.routes['GET /api/auth/login'] = json(401, { message: 'Недействительный ключ доступа' });
    const expired = reload();
    await expired.start();
    expect(expired.$state.get()).toMatchObject({ status: 'guest', started: true, loading: false });
    expect(tabStorage.entries.size).toBe(0);
  });

  it('a permanent sign-in forgets the tab’s access key', async () => {
    const fake = fakeServer({ temp: temporaryCustomer, good: customer });
    fake.routes['GET /api/auth/login'] = json(200, { token: 'temp' });
    fake.routes['POST /api/auth/login'] = json(200, { token: 'good', refreshToken: 'r' });
    const tabStorage = memoryStorage();
    const api = createApiClient({ fetch: fake.fetch, createXhr: null });
    const session = createSessionStore({ api, storage: memoryStorage(), tabStorage });
    await session.loginWithAccessKey('key-1');
    expect(tabStorage.entries.size).toBe(1);
    await session.login(credentials);
    expect(tabStorage.entries.size).toBe(0);
  });

  it('a failed access key shows the invalid-key text', async () => {
    const { session, fake } = setup();
    fake.routes['GET /api/auth/login'] = json(401, { message: 'Ключ не найден' });
    await session.loginWithAccessKey('bad');
    expect(session.$state.get()).toMatchObject({ status: 'guest', error: 'Недействительный ключ доступа' });
  });

  it('VK login signs in with the callback parameters; a 400 shows the server text', async () => {
    const { session, fake, storage } = setup();
    fake.routes['GET /api/web/auth/vkauth'] = json(400, { message: 'Сессия входа устарела' });
    await session.loginWithVk({ code: 'c', state: 's', device_id: 'd' });
    expect(session.$state.get().error).toBe('Сессия входа устарела');

    fake.routes['GET /api/web/auth/vkauth'] = json(200, { token: 'good' });
    await session.loginWithVk({ code: 'c', state: 's', device_id: 'd' });
    expect(session.$state.get()).toMatchObject({ status: 'authenticated', error: null });
    expect(storage.getItem('accessToken')).toBe('good');
  });

  it('a token the server then refuses ends in the guest state with the generic text', async () => {
    const { session, fake, storage } = setup();
    fake.routes['POST /api/auth/login'] = json(200, { token: 'unknown', refreshToken: 'r' });
    const result = await session.login(credentials);
    expect(result).toMatchObject({ success: false, message: 'Login failed' });
    expect(session.$state.get()).toMatchObject({ status: 'guest', error: 'Ошибка входа', loading: false });
    expect(storage.getItem('accessToken')).toBeNull();
  });
});

describe('accounts', () => {
  it('register from a guest shows the success text and does not sign in', async () => {
    const { session, fake } = setup();
    fake.routes['POST /api/auth/register'] = json(201, { id: 9, username: 'anna' });
    const result = await session.register(credentials);
    expect(result.success).toBe(true);
    expect(session.$state.get()).toMatchObject({
      status: 'guest',
      loading: false,
      notice: 'Регистрация успешна! Теперь вы можете войти.',
    });
    expect(fake.callsTo('POST /api/auth/login')).toHaveLength(0);
  });

  it('register from a temporary session leaves the user unauthenticated', async () => {
    const { session, fake } = setup({ fake: fakeServer({ temp: temporaryCustomer }) });
    fake.routes['GET /api/auth/login'] = json(200, { token: 'temp' });
    fake.routes['POST /api/auth/register'] = json(201, { id: 9, username: 'anna' });
    await session.loginWithAccessKey('key-1');
    await session.register(credentials);
    expect(session.$state.get()).toMatchObject({
      status: 'guest',
      isAuthenticated: false,
      user: null,
      notice: 'Регистрация успешна! Теперь вы можете войти.',
    });
    expect(fake.callsTo('POST /api/auth/logout')).toHaveLength(1);
  });

  it("a failed registration names the status, then the server's reason", async () => {
    const { session, fake } = setup();
    fake.routes['POST /api/auth/register'] = json(409, { message: 'Пользователь с таким логином уже существует' });
    await session.register(credentials);
    expect(session.$state.get().error).toBe(
      '409 Не удалось зарегистрировать пользователя: Пользователь с таким логином уже существует',
    );
  });

  it('convert-to-account stores the new token and clears the temporary flag', async () => {
    const { session, fake, storage } = setup({ fake: fakeServer({ temp: temporaryCustomer, good: customer }) });
    fake.routes['GET /api/auth/login'] = json(200, { token: 'temp' });
    fake.routes['POST /api/web/auth/convert-to-account'] = json(200, { token: 'good', refreshToken: 'r' });
    await session.loginWithAccessKey('key-1');

    const result = await session.convertToAccount(credentials);

    expect(result.success).toBe(true);
    expect(fake.callsTo('POST /api/web/auth/convert-to-account')[0]?.headers.authorization).toBe('Bearer temp');
    expect(session.$state.get()).toMatchObject({
      status: 'authenticated',
      isTemporary: false,
      user: customer,
      notice: 'Аккаунт успешно создан!',
    });
    expect(storage.getItem('accessToken')).toBe('good');
  });

  it('a failed conversion keeps the temporary session and names the status', async () => {
    const { session, fake } = setup({ fake: fakeServer({ temp: temporaryCustomer }) });
    fake.routes['GET /api/auth/login'] = json(200, { token: 'temp' });
    fake.routes['POST /api/web/auth/convert-to-account'] = json(409);
    await session.loginWithAccessKey('key-1');
    await session.convertToAccount(credentials);
    expect(session.$state.get()).toMatchObject({ status: 'temporary', error: '409 Ошибка создания аккаунта' });
  });

  it('check-account asks only for a temporary session', async () => {
    const { session, fake } = setup({ fake: fakeServer({ temp: temporaryCustomer, good: customer }) });
    fake.routes['POST /api/auth/login'] = json(200, { token: 'good', refreshToken: 'r' });
    fake.routes['GET /api/auth/login'] = json(200, { token: 'temp' });
    fake.routes['GET /api/web/auth/check-account'] = json(200, { hasAccount: false });

    await session.login(credentials);
    await expect(session.checkAccount()).resolves.toBe(true);
    expect(fake.callsTo('GET /api/web/auth/check-account')).toHaveLength(0);

    // Entering a temporary session asks at once: the banner's button depends on the answer.
    await session.loginWithAccessKey('key-1');
    await vi.waitFor(() => expect(session.$state.get().hasAccount).toBe(false));
    expect(fake.callsTo('GET /api/web/auth/check-account')).toHaveLength(1);

    fake.routes['GET /api/web/auth/check-account'] = json(200, { hasAccount: true });
    await expect(session.checkAccount()).resolves.toBe(true);
    expect(session.$state.get().hasAccount).toBe(true);
  });

  it('check-account has nothing to ask for a guest', async () => {
    const { session, fake } = setup();
    await expect(session.checkAccount()).resolves.toBe(false);
    expect(session.$state.get().hasAccount).toBeNull();
    expect(fake.calls).toHaveLength(0);
  });

  it('drops a slow start-up check when an access-key sign-in overtakes it', async () => {
    const release = deferred<void>();
    const fake = fakeServer({ good: customer, temp: temporaryCustomer });
    const verify = fake.routes['GET /api/auth/verify'];
    fake.routes['GET /api/auth/verify'] = async (call) => {
      if (call.headers.authorization === 'Bearer good') await release.promise;
      return typeof verify === 'function' ? verify(call) : json(500);
    };
    fake.routes['GET /api/auth/login'] = json(200, { token: 'temp' });
    const { session, storage } = setup({ stored: 'good', fake });

    const start = session.start();
    await session.loginWithAccessKey('key-1');
    release.resolve();
    await start;

    expect(session.$state.get()).toMatchObject({ status: 'temporary', user: temporaryCustomer });
    expect(storage.getItem('accessToken')).toBeNull();
  });
});

describe('ending the session', () => {
  it('logout clears token, user and storage and tells the caches, even when the server fails', async () => {
    const { session, fake, storage } = setup({ stored: 'good' });
    await session.start();
    fake.routes['POST /api/auth/logout'] = json(500);
    const cleared = vi.fn();
    session.onCleared(cleared);

    await session.logout();

    expect(session.$state.get()).toMatchObject({ status: 'guest', isAuthenticated: false, user: null, loading: false });
    expect(storage.getItem('accessToken')).toBeNull();
    expect(cleared).toHaveBeenCalledOnce();
    expect(fake.callsTo('POST /api/auth/logout')[0]?.headers.authorization).toBe('Bearer good');
  });

  it('a failed refresh during any call ends the session', async () => {
    const { session, fake, storage, api } = setup({ stored: 'good' });
    await session.start();
    fake.routes[`GET /api/web/orders/${orderIdA}`] = json(401);

    await expect(getOrder(api, orderIdA)).rejects.toMatchObject({ status: 401 });

    expect(fake.callsTo('POST /api/auth/refresh')).toHaveLength(1);
    expect(session.$state.get()).toMatchObject({ status: 'guest', user: null });
    expect(storage.getItem('accessToken')).toBeNull();
  });
});

describe('VK ID sign-in', () => {
  it("sends the browser to VK ID with the server's parameters", async () => {
    const fake = createFakeFetch({ 'GET /api/web/auth/vkauth-params': json(200, vkAuthParameters) });
    const { session } = setup({ fake });
    const openUrl = vi.fn();
    expect(await session.startVkLogin(openUrl)).toBeNull();
    const opened = new URL(openUrl.mock.calls[0]?.[0] as string);
    expect(opened.origin + opened.pathname).toBe('https://id.vk.com/authorize');
    expect(opened.searchParams.get('state')).toBe('state-1');
  });

  it('answers the text to show when the parameters cannot be had, and stays on the page', async () => {
    const fake = createFakeFetch({ 'GET /api/web/auth/vkauth-params': json(500, {}) });
    const { session } = setup({ fake });
    const openUrl = vi.fn();
    expect(await session.startVkLogin(openUrl)).toBe(loginTexts.vkUnknownError);
    expect(openUrl).not.toHaveBeenCalled();
  });

  it('signs in at the VK ID return address and tells its screen when that failed', async () => {
    const fake = createFakeFetch({ 'GET /api/web/auth/vkauth': json(401, { message: 'Ошибка' }) });
    const { session } = setup({ fake });
    const redirect = vi.fn();
    session.startUp(
      { pathname: '/auth/vk/callback', search: '?code=c&state=s&device_id=d', hash: '' },
      {
        routes: { home: '/', dashboard: '/dashboard', login: '/login', vkLoginFailed: '/login?error=vk_auth_failed' },
        redirect,
        replaceAddress: vi.fn(),
      },
    );
    expect(session.$vkReturn.get()).toBe('signing-in');
    await vi.waitFor(() => expect(session.$vkReturn.get()).toBe('failed'));
    expect(fake.callsTo('GET /api/web/auth/vkauth')).toHaveLength(1);
  });
});

describe('storage', () => {
  it('works without localStorage, and when localStorage throws', () => {
    expect(browserStorage.getItem('accessToken')).toBeNull();
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    try {
      expect(browserStorage.getItem('accessToken')).toBeNull();
      expect(() => browserStorage.setItem('accessToken', 't')).not.toThrow();
      expect(() => browserStorage.removeItem('accessToken')).not.toThrow();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
