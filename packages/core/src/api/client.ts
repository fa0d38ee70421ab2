// biome-ignore-all assist/source/organizeImports: the import order is the element scripts' module order: sorted,
// `#token-refresh` first reorders their bytes (docs/decisions/0171-element-modules-by-package-imports.md).
import { refreshReplyAnswer } from '../contract/compiled/index.js';
import { routes } from '../contract/routes.js';
import { consoleLog } from './console-log.js';
import type { CrossTabLock } from './refresh-lock.js';
import { loadTokenRefresh } from '#token-refresh';
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
  // Made with the refresh code on first use (api/token-refresh.ts), then kept: one lock per client.
  let refreshLock = options.refreshLock ?? null;

  const url = (path: string, query?: QueryValues) => `${baseUrl}${path}${buildQuery(query)}`;
  const currentToken = () => session?.getAccessToken() ?? null;

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

  async function runRefresh(tokenBefore: string | null): Promise<string | null> {
    // Loaded on demand: a page that never meets a 401 (a partner's calculator) does not carry it.
    const refresh = await loadTokenRefresh();
    refreshLock ??= refresh.browserRefreshLock(`stickers62-refresh ${baseUrl}`);
    return refresh.runRefresh({
      requestRefresh,
      lock: refreshLock,
      session: () => session,
      tokenBefore,
    });
  }

  function refreshAccessToken(): Promise<string | null> {
    if (!pendingRefresh) {
      pendingRefresh = runRefresh(currentToken()).finally(() => {
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
