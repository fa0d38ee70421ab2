import { createFakeFetch, deferred, json } from '@stickers62/testkit/fake-fetch';
import { emptyOrder, orderIdA } from '@stickers62/testkit/fixtures';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient, type SessionBridge } from './client.js';
import { ApiError } from './errors.js';
import { getOrder } from './orders.js';

function memorySession(initial: string | null) {
  let token = initial;
  const session: SessionBridge & { cleared: number } = {
    cleared: 0,
    getAccessToken: () => token,
    setAccessToken: (next) => {
      token = next;
    },
    clear: () => {
      token = null;
      session.cleared += 1;
    },
  };
  return session;
}

const orderKey = `GET /api/web/orders/${orderIdA}`;

describe('createApiClient', () => {
  it('sends the bearer header of the session and asks for cookies', async () => {
    const fake = createFakeFetch({ [orderKey]: json(200, emptyOrder) });
    const client = createApiClient({ fetch: fake.fetch, session: memorySession('token-1') });

    await getOrder(client, orderIdA);

    const [call] = fake.calls;
    expect(call?.headers.authorization).toBe('Bearer token-1');
    expect(call?.credentials).toBe('include');
  });

  it('sends no authorization header without a token', async () => {
    const fake = createFakeFetch({ [orderKey]: json(200, emptyOrder) });
    const client = createApiClient({ fetch: fake.fetch });

    await getOrder(client, orderIdA);

    expect(fake.calls[0]?.headers.authorization).toBeUndefined();
  });

  it('prefixes paths with the base URL, trailing slash dropped; empty means same origin', async () => {
    const fake = createFakeFetch({ [orderKey]: json(200, emptyOrder) });
    const remote = createApiClient({ baseUrl: 'https://shop.example/', fetch: fake.fetch });
    const local = createApiClient({ baseUrl: '', fetch: fake.fetch });

    await getOrder(remote, orderIdA);

    expect(fake.calls[0]?.url.href).toBe(`https://shop.example/api/web/orders/${orderIdA}`);
    expect(remote.url('/api/x', { a: 1, b: undefined, c: null, d: false })).toBe(
      'https://shop.example/api/x?a=1&d=false',
    );
    expect(local.url('/api/x')).toBe('/api/x');
  });

  it('uses the global fetch at call time when none is injected', async () => {
    const fake = createFakeFetch({ [orderKey]: json(200, emptyOrder) });
    vi.stubGlobal('fetch', fake.fetch);
    try {
      await expect(getOrder(createApiClient(), orderIdA)).resolves.toEqual(emptyOrder);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('refreshes once on a 401 and repeats the call with the new token', async () => {
    const session = memorySession('old');
    const fake = createFakeFetch({
      [orderKey]: (call) => (call.headers.authorization === 'Bearer new' ? json(200, emptyOrder) : json(401)),
      'POST /api/auth/refresh': json(200, { accessToken: 'new' }),
    });
    const client = createApiClient({ fetch: fake.fetch, session });

    await expect(getOrder(client, orderIdA)).resolves.toEqual(emptyOrder);

    expect(fake.callsTo('POST /api/auth/refresh')).toHaveLength(1);
    expect(fake.callsTo('POST /api/auth/refresh')[0]?.credentials).toBe('include');
    expect(fake.callsTo('POST /api/auth/refresh')[0]?.headers.authorization).toBeUndefined();
    expect(session.getAccessToken()).toBe('new');
  });

  it('retries at most once: a second 401 fails without another refresh', async () => {
    const session = memorySession('old');
    const fake = createFakeFetch({
      [orderKey]: json(401),
      'POST /api/auth/refresh': json(200, { accessToken: 'new' }),
    });
    const client = createApiClient({ fetch: fake.fetch, session });

    await expect(getOrder(client, orderIdA)).rejects.toMatchObject({ status: 401, message: 'Unknown error' });

    expect(fake.callsTo(orderKey)).toHaveLength(2);
    expect(fake.callsTo('POST /api/auth/refresh')).toHaveLength(1);
  });

  it('makes five concurrent 401s wait for exactly one refresh, then all five succeed', async () => {
    const session = memorySession('old');
    const refreshAnswer = deferred<void>();
    const fake = createFakeFetch({
      [orderKey]: (call) => (call.headers.authorization === 'Bearer new' ? json(200, emptyOrder) : json(401)),
      'POST /api/auth/refresh': async () => {
        await refreshAnswer.promise;
        return json(200, { accessToken: 'new' });
      },
    });
    const client = createApiClient({ fetch: fake.fetch, session });

    const loads = Array.from({ length: 5 }, () => getOrder(client, orderIdA));
    await vi.waitFor(() => expect(fake.callsTo(orderKey)).toHaveLength(5));
    refreshAnswer.resolve();

    await expect(Promise.all(loads)).resolves.toEqual(Array.from({ length: 5 }, () => emptyOrder));
    expect(fake.callsTo('POST /api/auth/refresh')).toHaveLength(1);
    expect(fake.callsTo(orderKey).filter((call) => call.headers.authorization === 'Bearer new')).toHaveLength(5);
  });

  it('uses a token a finished refresh produced instead of refreshing again', async () => {
    const session = memorySession('old');
    const lateAnswer = deferred<void>();
    let calls = 0;
    const fake = createFakeFetch({
      [orderKey]: async (call) => {
        calls += 1;
        // The second request's 401 arrives only after the first one's refresh is done.
        if (calls === 2) await lateAnswer.promise;
        return call.headers.authorization === 'Bearer new' ? json(200, emptyOrder) : json(401);
      },
      'POST /api/auth/refresh': json(200, { accessToken: 'new' }),
    });
    const client = createApiClient({ fetch: fake.fetch, session });

    const first = getOrder(client, orderIdA);
    const second = getOrder(client, orderIdA);
    await first;
    lateAnswer.resolve();

    await expect(second).resolves.toEqual(emptyOrder);
    expect(fake.callsTo('POST /api/auth/refresh')).toHaveLength(1);
  });

  it('fails all five waiting requests and clears the session once when the refresh fails', async () => {
    const session = memorySession('old');
    const refreshAnswer = deferred<void>();
    const fake = createFakeFetch({
      [orderKey]: json(401),
      'POST /api/auth/refresh': async () => {
        await refreshAnswer.promise;
        return json(401, { message: 'Сессия истекла, войдите снова' });
      },
    });
    const client = createApiClient({ fetch: fake.fetch, session });

    const loads = Array.from({ length: 5 }, () => getOrder(client, orderIdA).catch((error: unknown) => error));
    await vi.waitFor(() => expect(fake.callsTo(orderKey)).toHaveLength(5));
    refreshAnswer.resolve();
    const outcomes = await Promise.all(loads);

    for (const outcome of outcomes) {
      expect(outcome).toBeInstanceOf(ApiError);
      expect(outcome).toMatchObject({ status: 401 });
    }
    expect(fake.callsTo('POST /api/auth/refresh')).toHaveLength(1);
    expect(fake.callsTo(orderKey)).toHaveLength(5);
    expect(session.cleared).toBe(1);
    expect(session.getAccessToken()).toBeNull();
  });

  it('leaves a session that signed in while the refresh was out alone, whatever the refresh answers', async () => {
    for (const refreshAnswer of [json(401), json(200, { accessToken: 'stale' })]) {
      const session = memorySession('old');
      const release = deferred<void>();
      const fake = createFakeFetch({
        'POST /api/auth/refresh': async () => {
          await release.promise;
          return refreshAnswer;
        },
      });
      const client = createApiClient({ fetch: fake.fetch, session });

      const refresh = client.refreshAccessToken();
      session.setAccessToken('signed-in-meanwhile');
      release.resolve();

      await expect(refresh).resolves.toBe('signed-in-meanwhile');
      expect(session.getAccessToken()).toBe('signed-in-meanwhile');
      expect(session.cleared).toBe(0);
    }
  });

  it('treats a refresh that gets no answer as failed', async () => {
    const session = memorySession('old');
    const fake = createFakeFetch({ [orderKey]: json(401) });
    fake.routes['POST /api/auth/refresh'] = () => {
      throw new TypeError('offline');
    };
    const client = createApiClient({ fetch: fake.fetch, session });

    await expect(client.refreshAccessToken()).resolves.toBeNull();
    expect(session.cleared).toBe(1);
  });

  it('never retries sign-in calls after a refresh', async () => {
    const fake = createFakeFetch({ 'POST /api/auth/login': json(401, { message: 'Неверный логин или пароль' }) });
    const client = createApiClient({ fetch: fake.fetch, session: memorySession('old') });

    const response = await client.send({ method: 'POST', path: '/api/auth/login', retryAfterRefresh: false });

    expect(response.status).toBe(401);
    expect(fake.callsTo('POST /api/auth/refresh')).toHaveLength(0);
  });
});
