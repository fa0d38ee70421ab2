/**
 * Runs a task while no other tab of this browser runs one under the same lock, so the tabs of
 * one browser refresh one at a time: the refresh cookie is shared, and two refreshes sent with
 * it at once would race on the server. A tab that waited then finds the token the other stored;
 * the task is told whether it waited (another tab held the lock when this one asked for it),
 * because that token may still be on its way (see
 * api/token-refresh.ts).
 */
export type CrossTabLock = <T>(task: (waited: boolean) => Promise<T>) => Promise<T>;

/** The part of the Web Locks API used here (`navigator.locks`); the callback gets `null` when `ifAvailable` found the lock held. */
export interface LockManagerLike {
  request<T>(name: string, options: { ifAvailable?: boolean }, callback: (lock: unknown) => Promise<T>): Promise<T>;
}

/** The part of Web Storage the lease needs. */
export interface LeaseStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface LeaseOptions {
  /** How long a lease holds if its tab never releases it (closed mid-refresh). */
  leaseMs?: number;
  /** How long a tab waits for a lease before it runs anyway: the server's grace window covers that. */
  maxWaitMs?: number;
  /** How long a tab waits after writing its claim before reading it back. */
  settleMs?: number;
  pollMs?: number;
  now?: () => number;
  sleep?: (milliseconds: number) => Promise<void>;
  /** This tab's identity in the lease; random by default. */
  owner?: string;
}

/** Web Locks: the browser queues the tabs and releases a lock whose tab closed. */
export function webLocksLock(locks: LockManagerLike, name: string): CrossTabLock {
  return async <T>(task: (waited: boolean) => Promise<T>) => {
    // Asked first without queueing, only to learn whether another tab holds it.
    const unqueued = await locks.request(name, { ifAvailable: true }, async (lock) =>
      lock === null ? null : { value: await task(false) },
    );
    return unqueued ? unqueued.value : locks.request(name, {}, () => task(true));
  };
}

interface Lease {
  owner: string;
  expiresAt: number;
}

function readLease(storage: LeaseStorage, key: string): Lease | null {
  try {
    const lease = JSON.parse(storage.getItem(key) ?? 'null') as Lease | null;
    return lease && typeof lease.owner === 'string' && typeof lease.expiresAt === 'number' ? lease : null;
  } catch {
    return null;
  }
}

/**
 * The fallback where Web Locks are absent: a lease in localStorage. Two tabs that claim it at
 * the same moment both write; the later write wins, and each reads its claim back after a
 * pause before it proceeds. A lease expires, so a tab closed mid-refresh blocks nobody for long.
 */
export function storageLeaseLock(storage: LeaseStorage, name: string, options: LeaseOptions = {}): CrossTabLock {
  const {
    leaseMs = 10_000,
    maxWaitMs = 10_000,
    settleMs = 30,
    pollMs = 50,
    now = Date.now,
    sleep = (milliseconds) => new Promise((resolve) => setTimeout(resolve, milliseconds)),
    owner = `${now()}-${Math.random().toString(36).slice(2)}`,
  } = options;

  /** Whether this tab holds the lease, and whether another tab's lease made it wait. */
  async function acquire(): Promise<{ held: boolean; waited: boolean }> {
    const giveUpAt = now() + maxWaitMs;
    let waited = false;
    for (;;) {
      const lease = readLease(storage, name);
      if (!lease || lease.expiresAt <= now()) {
        storage.setItem(name, JSON.stringify({ owner, expiresAt: now() + leaseMs }));
        await sleep(settleMs);
        if (readLease(storage, name)?.owner === owner) return { held: true, waited };
      }
      waited = true;
      if (now() >= giveUpAt) return { held: false, waited };
      await sleep(pollMs);
    }
  }

  return async (task) => {
    const { held, waited } = await acquire();
    try {
      return await task(waited);
    } finally {
      if (held && readLease(storage, name)?.owner === owner) storage.removeItem(name);
    }
  };
}

/** No other tab to wait for (no storage, or tests). */
export const noCrossTabLock: CrossTabLock = (task) => task(false);

function usableLocalStorage(): LeaseStorage | null {
  try {
    const storage = globalThis.localStorage;
    return storage && typeof storage.getItem === 'function' ? storage : null;
  } catch {
    // Blocked site data or a sandboxed frame: no storage to share.
    return null;
  }
}

/** Web Locks where the browser has them, a localStorage lease where it does not, else nothing. */
export function browserRefreshLock(name: string): CrossTabLock {
  const locks = (globalThis as { navigator?: { locks?: LockManagerLike } }).navigator?.locks;
  if (locks && typeof locks.request === 'function') return webLocksLock(locks, name);
  const storage = usableLocalStorage();
  return storage ? storageLeaseLock(storage, name) : noCrossTabLock;
}

/** How long before its expiry a token no longer counts as fresh: it must survive the retried call. */
const expiryMarginMs = 30_000;

/**
 * Whether an access token another tab stored is still good to use: the server's tokens are
 * JWTs with an `exp` claim. Anything unreadable counts as not fresh, so the tab refreshes.
 */
export function isFreshAccessToken(token: string, now = Date.now()): boolean {
  const payload = token.split('.')[1];
  if (!payload) return false;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const claims = JSON.parse(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='))) as { exp?: unknown };
    return typeof claims.exp === 'number' && claims.exp * 1000 - expiryMarginMs > now;
  } catch {
    return false;
  }
}
