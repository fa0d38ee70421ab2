import type { SessionBridge } from './client.js';
import { browserRefreshLock, type CrossTabLock, isFreshAccessToken } from './refresh-lock.js';

/*
 * The token refresh, loaded by the client (api/client.ts) on the first 401 that needs it: a
 * page that only reads prices and lists (a partner's calculator) never meets one, so it does
 * not carry the refresh and its cross-tab lock. The refresh call itself stays with the client,
 * so that this chunk shares no module with the page's bundle (a shared chunk costs its own
 * request and gzip overhead).
 */

export { browserRefreshLock };

/** What one refresh needs from its client; the session is read afresh, it may be rebound meanwhile. */
export interface RefreshContext {
  /** Sends the refresh call: the new access token, or `null` when it failed. */
  requestRefresh(): Promise<string | null>;
  lock: CrossTabLock;
  session(): SessionBridge | null;
  /** The access token when the refresh was asked for. */
  tokenBefore: string | null;
  /** How long a tab that waited for the lock looks for the holder's token; tests shorten it. */
  handOverMs?: number;
}

const handOverPollMs = 20;

/** A token another tab refreshed (or signed in with) since this one read it, if it is still good. */
function newerStoredToken(context: RefreshContext): string | null {
  const stored = context.session()?.storedAccessToken?.() ?? null;
  return stored !== null && stored !== context.tokenBefore && isFreshAccessToken(stored) ? stored : null;
}

/**
 * The token the tab that held the lock stored. localStorage reaches the other tabs
 * asynchronously (Chromium sends it between processes apart from the lock's hand-over), so a
 * tab that waited can get the lock before the token: it looks again for a short while rather
 * than send a second refresh with the same cookie. It stops once the stored value changes.
 */
async function handedOverToken(context: RefreshContext): Promise<string | null> {
  const stillTheOldToken = () =>
    context.tokenBefore !== null && context.session()?.storedAccessToken?.() === context.tokenBefore;
  for (let looked = 0; looked < (context.handOverMs ?? 1000) && stillTheOldToken(); looked += handOverPollMs) {
    await new Promise((resolve) => setTimeout(resolve, handOverPollMs));
  }
  return newerStoredToken(context);
}

/** One refresh under the cross-tab lock; the outcome is stored before the lock is released, so a tab waiting for it finds it there. */
export function runRefresh(context: RefreshContext): Promise<string | null> {
  const currentToken = () => context.session()?.getAccessToken() ?? null;
  return context.lock(async (waited) => {
    const handedOver = newerStoredToken(context) ?? (waited ? await handedOverToken(context) : null);
    const refreshed = handedOver ?? (await context.requestRefresh());
    // Someone signed in (or out) while the refresh was out: that newer session stands, and
    // this refresh's outcome, good or bad, belonged to the old one.
    if (currentToken() !== context.tokenBefore) return currentToken();
    const session = context.session();
    if (refreshed === null) session?.clear();
    else session?.setAccessToken(refreshed);
    return refreshed;
  });
}
