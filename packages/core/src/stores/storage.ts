/** The part of Web Storage the session needs; `localStorage` fits, and so does a test shim. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** The spec's local-storage key of the access token. */
export const accessTokenStorageKey = 'accessToken';

/**
 * The tab's session-storage key of the access key a temporary session was entered with: a
 * reload signs in with it again, since the temporary token itself is never persisted (the
 * spec's rule; see docs/decisions/0030-sign-in-flows-return-path-staff-header-access-key.md).
 */
export const accessKeyTabStorageKey = 'accessKey';

/**
 * `localStorage` when the page allows it, looked up at each use. Custom elements run on
 * partner pages where storage can be missing (SSR, tests) or throw (sandboxed frames,
 * blocked site data, a full quota): then the token simply lives in memory only.
 */
export const browserStorage: KeyValueStorage = {
  getItem(key) {
    try {
      return globalThis.localStorage?.getItem(key) ?? null;
    } catch {
      return null;
    }
  },
  setItem(key, value) {
    try {
      globalThis.localStorage?.setItem(key, value);
    } catch {
      // Not persisted: the session still works for this page.
    }
  },
  removeItem(key) {
    try {
      globalThis.localStorage?.removeItem(key);
    } catch {
      // Nothing stored that could be removed.
    }
  },
};

/**
 * `sessionStorage` when the page allows it: what one tab keeps across reloads and tab restores,
 * and forgets when the tab closes. Missing or throwing storage keeps nothing, as above.
 */
export const browserTabStorage: KeyValueStorage = {
  getItem(key) {
    try {
      return globalThis.sessionStorage?.getItem(key) ?? null;
    } catch {
      return null;
    }
  },
  setItem(key, value) {
    try {
      globalThis.sessionStorage?.setItem(key, value);
    } catch {
      // Not kept: a reload ends the temporary session, as without this storage.
    }
  },
  removeItem(key) {
    try {
      globalThis.sessionStorage?.removeItem(key);
    } catch {
      // Nothing kept that could be removed.
    }
  },
};

/** A storage kept in memory, for tests and for hosts that must not persist anything. */
export function memoryStorage(
  initial: Record<string, string> = {},
): KeyValueStorage & { entries: Map<string, string> } {
  const entries = new Map(Object.entries(initial));
  return {
    entries,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => {
      entries.set(key, value);
    },
    removeItem: (key) => {
      entries.delete(key);
    },
  };
}
