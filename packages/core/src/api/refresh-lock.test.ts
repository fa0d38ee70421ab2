import { createFakeFetch, json } from '@stickers62/testkit/fake-fetch';
import { emptyOrder, orderIdA } from '@stickers62/testkit/fixtures';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient, type SessionBridge } from './client.js';
import { getOrder } from './orders.js';
import {
  browserRefreshLock,
  type CrossTabLock,
  isFreshAccessToken,
  type LeaseStorage,
  type LockManagerLike,
  noCrossTabLock,
  storageLeaseLock,
  webLocksLock,
} from './refresh-lock.js';

/** An access token shaped like the server's (a JWT) that expires `seconds` from now. */
const accessTokenExpiringIn = (seconds: number) => {
  const claims = btoa(JSON.stringify({ sub: 1, exp: Math.floor(Date.now() / 1000) + seconds }));
  return `header.${claims.replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}.signature`;
};
const fresh = accessTokenExpiringIn(15 * 60);

function memoryStorage(): LeaseStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

/** Queues requests per name like the browser's lock manager does; `ifAvailable` gets `null` while the lock is held or asked for. */
function fakeLockManager(): LockManagerLike {
  const tails = new Map<string, Promise<unknown>>();
  const claims = new Map<string, number>();
  const claim = (name: string, change: number) => claims.set(name, (claims.get(name) ?? 0) + change);
  return {
    request<T>(name: string, options: { ifAvailable?: boolean }, callback: (lock: unknown) => Promise<T>) {
      if (options.ifAvailable && (claims.get(name) ?? 0) > 0) return callback(null);
      claim(name, 1);
      const run = (tails.get(name) ?? Promise.resolve()).then(async () => {
        try {
          return await callback({ name });
        } finally {
          claim(name, -1);
        }
      });
      tails.set(
        name,
        run.catch(() => undefined),
      );
      return run;
    },
  };
}

/**
 * The tabs' views of one localStorage as Chromium keeps them: each tab reads its own copy, and
 * a write reaches the other tabs' copies `delayMs` later (separately from any lock hand-over).
 */
function laggingStorage(delayMs: number) {
  const views: Map<string, string>[] = [];
  return {
    view(initial: Record<string, string>): LeaseStorage {
      const items = new Map(Object.entries(initial));
      views.push(items);
      const everywhereElse = (change: (other: Map<string, string>) => void) => {
        for (const other of views) if (other !== items) setTimeout(() => change(other), delayMs);
      };
      return {
        getItem: (key) => items.get(key) ?? null,
        setItem(key, value) {
          items.set(key, value);
          everywhereElse((other) => other.set(key, value));
        },
        removeItem(key) {
          items.delete(key);
          everywhereElse((other) => other.delete(key));
        },
      };
    },
  };
}

/** One tab's session: its own token in memory, the stored one shared with the other tabs. */
function tabSession(browser: LeaseStorage): SessionBridge {
  let token = browser.getItem('accessToken');
  return {
    getAccessToken: () => token,
    setAccessToken(next) {
      token = next;
      browser.setItem('accessToken', next);
    },
    clear() {
      token = null;
      browser.removeItem('accessToken');
    },
    storedAccessToken: () => browser.getItem('accessToken'),
  };
}

/**
 * A server whose refresh cookie is single-use: the first refresh answers a fresh token, any
 * later one with the same cookie is refused. Orders answer only the fresh token.
 */
function singleUseCookieServer() {
  let refreshes = 0;
  const fake = createFakeFetch({
    'POST /api/auth/refresh': () => (++refreshes === 1 ? json(200, { accessToken: fresh }) : json(401)),
    [`GET /api/web/orders/${orderIdA}`]: (call) =>
      call.headers.authorization === `Bearer ${fresh}` ? json(200, emptyOrder) : json(401),
  });
  return { fake, refreshes: () => refreshes };
}

async function threeTabsWithAnExpiredToken(lockOf: () => CrossTabLock) {
  const browser = memoryStorage();
  browser.setItem('accessToken', 'expired');
  const server = singleUseCookieServer();
  const tabs = [0, 1, 2].map(() => {
    const session = tabSession(browser);
    return { session, client: createApiClient({ fetch: server.fake.fetch, session, refreshLock: lockOf() }) };
  });
  const outcomes = await Promise.allSettled(tabs.map((tab) => getOrder(tab.client, orderIdA)));
  return { outcomes, tabs, browser, refreshes: server.refreshes() };
}

describe('refreshes across tabs', () => {
  it('run one at a time under Web Locks: one refresh, and every tab takes its token', async () => {
    const locks = fakeLockManager();
    const { outcomes, tabs, browser, refreshes } = await threeTabsWithAnExpiredToken(() =>
      webLocksLock(locks, 'refresh'),
    );
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
    expect(refreshes).toBe(1);
    expect(tabs.map((tab) => tab.session.getAccessToken())).toEqual([fresh, fresh, fresh]);
    expect(browser.getItem('accessToken')).toBe(fresh);
  });

  it('run one at a time under the localStorage lease where Web Locks are absent', async () => {
    const browser = memoryStorage();
    let owner = 0;
    const { outcomes, refreshes } = await threeTabsWithAnExpiredToken(() =>
      storageLeaseLock(browser, 'refresh-lease', { settleMs: 5, pollMs: 2, owner: `tab${++owner}` }),
    );
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
    expect(refreshes).toBe(1);
    expect(browser.items.has('refresh-lease')).toBe(false);
  });

  it('a tab that waited for the lock takes the token that reaches its storage after the lock did', async () => {
    const storage = laggingStorage(60);
    const server = singleUseCookieServer();
    const locks = fakeLockManager();
    const tabs = [0, 1, 2].map(() => {
      const session = tabSession(storage.view({ accessToken: 'expired' }));
      return {
        session,
        client: createApiClient({ fetch: server.fake.fetch, session, refreshLock: webLocksLock(locks, 'r') }),
      };
    });
    const outcomes = await Promise.allSettled(tabs.map((tab) => getOrder(tab.client, orderIdA)));
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
    expect(server.refreshes()).toBe(1);
    expect(tabs.map((tab) => tab.session.getAccessToken())).toEqual([fresh, fresh, fresh]);
  });

  it('a tab that did not wait for the lock refreshes at once, without looking for a hand-over', async () => {
    const storage = laggingStorage(60);
    const server = singleUseCookieServer();
    const view = storage.view({ accessToken: 'expired' });
    // Looking for a hand-over reads the stored token again and again until it changes.
    let storedReads = 0;
    const session = tabSession({
      ...view,
      getItem(key) {
        storedReads += 1;
        return view.getItem(key);
      },
    });
    const lock = webLocksLock(fakeLockManager(), 'r');
    const told: boolean[] = [];
    const client = createApiClient({
      fetch: server.fake.fetch,
      session,
      refreshLock: (task) =>
        lock((waited) => {
          told.push(waited);
          return task(waited);
        }),
    });
    const readsBefore = storedReads;
    await getOrder(client, orderIdA);
    expect(server.refreshes()).toBe(1);
    expect(told).toEqual([false]);
    // One look for a token another tab stored meanwhile, none for a hand-over.
    expect(storedReads - readsBefore).toBe(1);
  });

  it('without coordination every tab refreshes with the one cookie (what the lock prevents)', async () => {
    const { outcomes, refreshes } = await threeTabsWithAnExpiredToken(() => noCrossTabLock);
    expect(refreshes).toBe(3);
    expect(outcomes.filter((outcome) => outcome.status === 'rejected')).toHaveLength(2);
  });

  it('a tab that meets its 401 after another tab stored a fresh token takes it without refreshing', async () => {
    const browser = memoryStorage();
    browser.setItem('accessToken', 'expired');
    const session = tabSession(browser);
    browser.setItem('accessToken', fresh);
    const server = singleUseCookieServer();
    const client = createApiClient({ fetch: server.fake.fetch, session, refreshLock: noCrossTabLock });
    await getOrder(client, orderIdA);
    expect(server.refreshes()).toBe(0);
    expect(session.getAccessToken()).toBe(fresh);
  });

  it('a stored token that expired too is not taken: the tab refreshes', async () => {
    const browser = memoryStorage();
    browser.setItem('accessToken', 'expired');
    const session = tabSession(browser);
    browser.setItem('accessToken', accessTokenExpiringIn(-60));
    const server = singleUseCookieServer();
    const client = createApiClient({ fetch: server.fake.fetch, session, refreshLock: noCrossTabLock });
    await getOrder(client, orderIdA);
    expect(server.refreshes()).toBe(1);
    expect(session.getAccessToken()).toBe(fresh);
  });

  it('a tab whose session is not stored refreshes itself rather than take a stored token', async () => {
    const browser = memoryStorage();
    browser.setItem('accessToken', accessTokenExpiringIn(600));
    const fake = createFakeFetch({ 'POST /api/auth/refresh': json(200, { accessToken: 'mine' }) });
    let token: string | null = 'temporary';
    const session: SessionBridge = {
      getAccessToken: () => token,
      setAccessToken: (next) => {
        token = next;
      },
      clear: () => {
        token = null;
      },
      storedAccessToken: () => null,
    };
    const client = createApiClient({ fetch: fake.fetch, session, refreshLock: webLocksLock(fakeLockManager(), 'r') });
    expect(await client.refreshAccessToken()).toBe('mine');
    expect(fake.callsTo('POST /api/auth/refresh')).toHaveLength(1);
  });
});

describe('storageLeaseLock', () => {
  it('never lets two holders overlap', async () => {
    const storage = memoryStorage();
    const held: string[] = [];
    let overlapped = false;
    const hold = (owner: string) =>
      storageLeaseLock(storage, 'lease', { settleMs: 3, pollMs: 1, owner })(async () => {
        if (held.length > 0) overlapped = true;
        held.push(owner);
        await new Promise((resolve) => setTimeout(resolve, 10));
        held.pop();
      });
    await Promise.all(['a', 'b', 'c', 'd'].map(hold));
    expect(overlapped).toBe(false);
  });

  it('takes over the lease of a tab that closed mid-refresh once it expires', async () => {
    const storage = memoryStorage();
    storage.setItem('lease', JSON.stringify({ owner: 'closed tab', expiresAt: 1000 }));
    const lock = storageLeaseLock(storage, 'lease', { now: () => 1000, sleep: async () => {}, owner: 'me' });
    expect(await lock(async () => storage.getItem('lease'))).toContain('"owner":"me"');
    expect(storage.getItem('lease')).toBeNull();
  });

  it('runs anyway after waiting its longest, and leaves the other holder its lease', async () => {
    const storage = memoryStorage();
    const theirs = JSON.stringify({ owner: 'busy tab', expiresAt: 1_000_000 });
    storage.setItem('lease', theirs);
    let clock = 0;
    const lock = storageLeaseLock(storage, 'lease', {
      now: () => clock,
      sleep: async (milliseconds) => {
        clock += milliseconds;
      },
      maxWaitMs: 500,
    });
    expect(await lock(async () => 'ran')).toBe('ran');
    expect(clock).toBeGreaterThanOrEqual(500);
    expect(storage.getItem('lease')).toBe(theirs);
  });
});

describe('isFreshAccessToken', () => {
  it('reads the expiry of a JWT, with a margin for the call it is used for', () => {
    expect(isFreshAccessToken(fresh)).toBe(true);
    expect(isFreshAccessToken(accessTokenExpiringIn(10))).toBe(false);
    expect(isFreshAccessToken(accessTokenExpiringIn(-1))).toBe(false);
    expect(isFreshAccessToken('not-a-jwt')).toBe(false);
    expect(isFreshAccessToken('a.%%%.c')).toBe(false);
  });
});

describe('browserRefreshLock', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('uses Web Locks where the browser has them', async () => {
    const request = vi.fn((_name: string, _options: unknown, callback: (lock: unknown) => Promise<unknown>) =>
      callback({}),
    );
    vi.stubGlobal('navigator', { locks: { request } });
    expect(await browserRefreshLock('name')(async (waited) => (waited ? 'waited' : 7))).toBe(7);
    expect(request).toHaveBeenCalledWith('name', { ifAvailable: true }, expect.any(Function));
  });

  it('falls back to a localStorage lease, and to nothing without storage', async () => {
    vi.stubGlobal('navigator', {});
    const storage = memoryStorage();
    vi.stubGlobal('localStorage', storage);
    const seen: (string | null)[] = [];
    await browserRefreshLock('lease-name')(async () => {
      seen.push(storage.getItem('lease-name'));
    });
    expect(seen[0]).toContain('owner');
    vi.stubGlobal('localStorage', undefined);
    expect(await browserRefreshLock('lease-name')(async () => 'alone')).toBe('alone');
  });
});
