import { refreshReplyAnswer } from '../contract/compiled/index.js';
import { routes } from '../contract/routes.js';
import { consoleLog } from './console-log.js';
import { browserRefreshLock, type CrossTabLock, isFreshAccessToken } from './refresh-lock.js';
import { type ApiRequest, buildQuery, exchange, type QueryValues, type RawResponse } from './transport.js';

/** How the client reaches the session: the session store implements it. */
export interface SessionBridge {
  getAccessToken(): string | null;
  /** A refresh produced a new access token. */
  setAccessToken(accessToken: string): void;
  /** The refresh failed: the session is over. */
  clear(): void;
  /**
   * The token this session keeps in storage shared by the browser's tabs, read afresh; `null`
   * when this tab's session is not a stored one (temporary, guest). A tab that waited for
   * another's refresh takes the token that one stored.
   */
  storedAccessToken?(): string | null;
}

export interface ApiClientOptions {
  /** The API's origin, e.g. `https://stickers62.ru`; `''` means the page's own origin. */
  baseUrl?: string;
  /** Defaults to the global `fetch`, looked up at call time. */
  fetch?: typeof fetch;
  /** Defaults to the global XMLHttpRequest when there is one; `null` uploads with fetch. */
  createXhr?: (() => XMLHttpRequest) | null;
  session?: SessionBridge | null;
  /** Where failures that are only logged go; defaults to one Russian line on `console.error` (api/console-log.ts). */
  log?: (message: string, detail?: unknown) => void;
  /** Waits between reference-load attempts; defaults to `setTimeout`. */
  sleep?: (milliseconds: number) => Promise<void>;
  /** Keeps refreshes of this API one at a time across the browser's tabs; defaults to `browserRefreshLock`. */
  refreshLock?: CrossTabLock;
}

export interface ApiClient {
  readonly baseUrl: string;
  /** The full address of a path, for `<img src>`, links and downloads. */
  url(path: string, query?: QueryValues): string;
  /**
   * Sends a call with the bearer header and cookies. On a 401 it refreshes once (one
   * refresh shared by every request that meets a 401 meanwhile) and repeats the call once.
   */
  send(request: ApiRequest): Promise<RawResponse>;
  /** The shared refresh: resolves to the new access token, or `null` when it failed. */
  refreshAccessToken(): Promise<string | null>;
  /** Binds the session store (the registry does this); `null` unbinds. */
  setSession(session: SessionBridge | null): void;
  /** The current access token, for the `<img>` and link addresses that cannot carry a header. */
  accessToken(): string | null;
  log(message: string, detail?: unknown): void;
  sleep(milliseconds: number): Promise<void>;
}

function defaultCreateXhr(): (() => XMLHttpRequest) | null {
  return typeof XMLHttpRequest === 'function' ? () => new XMLHttpRequest() : null;
}

/** Trailing slashes would double up with the paths, which all start with one. */
export function normalizeBaseUrl(baseUrl: string | undefined): string {
  return (baseUrl ?? '').trim().replace(/\/+$/, '');
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const baseUrl = normalizeBaseUrl(options.baseUrl);
  const transport = {
    // Looked up per call so a page (or a test) can replace fetch after the client exists.
    fetch: options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init)),
    createXhr: options.createXhr === undefined ? defaultCreateXhr() : options.createXhr,
  };
  let session = options.session ?? null;
  let pendingRefresh: Promise<string | null> | null = null;
  const refreshLock = options.refreshLock ?? browserRefreshLock(`stickers62-refresh ${baseUrl}`);

  const url = (path: string, query?: QueryValues) => `${baseUrl}${path}${buildQuery(query)}`;
  const currentToken = () => session?.getAccessToken() ?? null;
  const storedToken = () => session?.storedAccessToken?.() ?? null;

  async function requestRefresh(): Promise<string | null> {
    try {
      const response = await exchange(transport, url(routes.refresh.path), { method: 'POST', path: '' }, null);
      const parsed = response.status === 200 ? refreshReplyAnswer.safeParse(response.body) : null;
      return parsed?.success ? parsed.data.accessToken : null;
    } catch {
      // No answer is a failed refresh like any other.
      return null;
    }
  }

  /** A token another tab refreshed (or signed in with) since this one read it, if it is still good. */
  function newerStoredToken(failed: string | null): string | null {
    const stored = storedToken();
    return stored !== null && stored !== failed && isFreshAccessToken(stored) ? stored : null;
  }

  async function runRefresh(): Promise<string | null> {
    const tokenBefore = currentToken();
    // The outcome is stored before the lock is released, so a tab waiting for it finds it there.
    return refreshLock(async () => {
      const refreshed = newerStoredToken(tokenBefore) ?? (await requestRefresh());
      // Someone signed in (or out) while the refresh was out: that newer session stands, and
      // this refresh's outcome, good or bad, belonged to the old one.
      if (currentToken() !== tokenBefore) return currentToken();
      if (refreshed === null) session?.clear();
      else session?.setAccessToken(refreshed);
      return refreshed;
    });
  }

  function refreshAccessToken(): Promise<string | null> {
    if (!pendingRefresh) {
      pendingRefresh = runRefresh().finally(() => {
        pendingRefresh = null;
      });
    }
    return pendingRefresh;
  }

  async function send(request: ApiRequest): Promise<RawResponse> {
    const target = url(request.path, request.query);
    const sentToken = currentToken();
    const first = await exchange(transport, target, request, sentToken);
    if (first.status !== 401 || request.retryAfterRefresh === false) return first;
    const tokenNow = currentToken();
    let freshToken: string | null;
    if (tokenNow === sentToken) {
      freshToken = await refreshAccessToken();
    } else {
      // The session changed while this call was out: a refresh that finished meanwhile gave a
      // new token (use it, no second refresh), or a failed one ended the session (give up).
      freshToken = tokenNow;
    }
    if (freshToken === null) return first;
    return exchange(transport, target, request, freshToken);
  }

  return {
    baseUrl,
    url,
    send,
    refreshAccessToken,
    setSession(next) {
      session = next;
    },
    accessToken: currentToken,
    log: options.log ?? consoleLog(baseUrl || (typeof location === 'undefined' ? '' : location.origin)),
    sleep: options.sleep ?? ((milliseconds) => new Promise((resolve) => setTimeout(resolve, milliseconds))),
  };
}
