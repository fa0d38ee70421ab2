import { atom, onMount, type ReadableAtom } from 'nanostores';
import {
  buildVkAuthorizeUrl,
  checkAccount as checkAccountCall,
  convertToAccount as convertToAccountCall,
  getVkAuthParams,
  login as loginCall,
  loginWithAccessKey as loginWithAccessKeyCall,
  loginWithVk as loginWithVkCall,
  logout as logoutCall,
  type RegisterReply,
  register as registerCall,
  verifySession,
} from '../api/auth.js';
import type { ApiClient } from '../api/client.js';
import { type AuthAction, type AuthResult, authFailureText } from '../api/errors.js';
import type { Credentials, LoginReply, TokenReply, User, VkAuthQuery } from '../contract/auth.js';
import { loginTexts } from '../texts/index.js';
import { type StartAddress, type StartUpHost, startUp, type VkReturnState } from './start-up.js';
import { storeState } from './state.js';
import { accessKeyTabStorageKey, accessTokenStorageKey, type KeyValueStorage } from './storage.js';

/** The spec's three session states. A temporary session is entered by access key. */
export type SessionStatus = 'guest' | 'authenticated' | 'temporary';

export interface SessionState {
  status: SessionStatus;
  /** True for authenticated and temporary sessions alike. */
  isAuthenticated: boolean;
  isTemporary: boolean;
  /** A start, sign-in or sign-out is under way. */
  loading: boolean;
  /** The text to show for the last failed sign-in action, from the texts catalogue. */
  error: string | null;
  /** The text to show for the last successful action ('Аккаунт успешно создан!', …). */
  notice: string | null;
  user: User | null;
  /**
   * check-account's answer: does the person behind this session have a permanent account?
   * `null` until asked. Permanent sessions count as having one without asking.
   */
  hasAccount: boolean | null;
  /** The stored session has been checked; guards can tell "not known yet" from "guest". */
  started: boolean;
}

export interface SessionStore {
  readonly $state: ReadableAtom<SessionState>;
  /** The VK ID return screen's state, set by `startUp`. */
  readonly $vkReturn: ReadableAtom<VkReturnState>;
  /** Reads the stored token and verifies it (refreshing once when invalid). Runs once; the first subscriber starts it. */
  start(): Promise<void>;
  /**
   * The page's first step, before anything renders: signs in with what the address carries (a
   * VK ID return, an access key) or restores the stored session (see `startUp`).
   */
  startUp(address: StartAddress, host: StartUpHost): void;
  /**
   * Sends the browser to VK ID with the server's parameters (`openUrl` leaves the page).
   * Resolves the text to show when that failed, `null` otherwise.
   */
  startVkLogin(openUrl: (url: string) => void): Promise<string | null>;
  login(credentials: Credentials): Promise<AuthResult<LoginReply>>;
  /** Creates the account without signing in; a temporary session ends (docs/decisions/0004-api-client-and-stores.md). */
  register(credentials: Credentials): Promise<AuthResult<RegisterReply>>;
  /**
   * A temporary session: its token is never persisted; the key is kept for the tab
   * (`tabStorage`), so a reload of the tab signs in with it again.
   */
  loginWithAccessKey(accessKey: string): Promise<AuthResult<TokenReply>>;
  /** The VK ID callback's parameters. */
  loginWithVk(query: VkAuthQuery): Promise<AuthResult<TokenReply>>;
  /** The temporary session becomes a permanent account: the new token is stored, the flag cleared. */
  convertToAccount(credentials: Credentials): Promise<AuthResult<LoginReply>>;
  /** Asks check-account for a temporary session; a permanent one has an account. */
  checkAccount(): Promise<boolean>;
  /** Ends the session on the server and clears everything here. */
  logout(): Promise<void>;
  clearMessages(): void;
  /** Called whenever the session ends (logout, failed refresh, failed start), for caches to drop user data. */
  onCleared(listener: () => void): () => void;
}

export interface SessionStoreOptions {
  api: ApiClient;
  storage: KeyValueStorage;
  /** What one tab keeps across its reloads (`sessionStorage`): the access key of a temporary session. */
  tabStorage?: KeyValueStorage;
}

/** A session before its start: a guest's. Also what a page rendered before any script ran shows (see the site's prerendering). */
export const signedOutSession: SessionState = {
  status: 'guest',
  isAuthenticated: false,
  isTemporary: false,
  loading: false,
  error: null,
  notice: null,
  user: null,
  hasAccount: null,
  started: false,
};

export function createSessionStore({ api, storage, tabStorage }: SessionStoreOptions): SessionStore {
  const state = storeState<SessionState>(signedOutSession);
  const $state = state.$store;
  let accessToken = storage.getItem(accessTokenStorageKey);
  /** Whether this session's token is the stored one (a permanent session, or one being checked at start). */
  let persisted = accessToken !== null;
  let startRun: Promise<void> | null = null;
  const clearedListeners = new Set<() => void>();

  const update = (changes: Partial<SessionState>) => state.write({ ...state.read(), ...changes });
  // Bumped by every sign-in and sign-out: an answer that arrives for an older session (a slow
  // start-up check racing an access-key login, say) is dropped, not applied.
  let generation = 0;

  function keepToken(token: string, persist: boolean) {
    accessToken = token;
    persisted = persist;
    if (persist) storage.setItem(accessTokenStorageKey, token);
    else storage.removeItem(accessTokenStorageKey);
  }

  function clearSession(changes: Partial<SessionState> = {}) {
    accessToken = null;
    persisted = false;
    storage.removeItem(accessTokenStorageKey);
    tabStorage?.removeItem(accessKeyTabStorageKey);
    state.write({ ...signedOutSession, started: state.read().started, ...changes });
    for (const listener of clearedListeners) listener();
  }

  api.setSession({
    getAccessToken: () => accessToken,
    setAccessToken(token) {
      // Only a stored session's token is stored again: a refresh during a temporary session, or
      // one a guest's call set off, must not leave a token behind for the next visit. A stored
      // token being checked at start counts, so the other tabs find its successor.
      keepToken(token, persisted);
    },
    clear: () => clearSession(),
    storedAccessToken: () => (persisted ? storage.getItem(accessTokenStorageKey) : null),
  });

  /**
   * Verifies the current token (the client refreshes once on a 401) and enters the state the
   * user calls for. `temporary` forces the temporary state (access-key sign-in). Answers
   * whether the session is now signed in.
   */
  async function verifyAndEnter(temporary: boolean, failureText: string | null): Promise<boolean> {
    const mine = generation;
    let user: User;
    try {
      user = await verifySession(api);
    } catch {
      if (mine === generation) clearSession({ started: true, error: failureText });
      return false;
    }
    if (mine !== generation) return false;
    if (accessToken === null) {
      clearSession({ started: true, error: failureText });
      return false;
    }
    const isTemporary = temporary || user.isTemporary;
    keepToken(accessToken, !isTemporary);
    update({
      status: isTemporary ? 'temporary' : 'authenticated',
      isAuthenticated: true,
      isTemporary,
      user,
      hasAccount: isTemporary ? null : true,
      loading: false,
      started: true,
    });
    // The temporary banner's button depends on it, so ask at once.
    if (isTemporary) void store.checkAccount();
    return true;
  }

  /** A sign-in produced a token: it replaces whatever session there was. */
  function enter(token: string, temporary: boolean): Promise<boolean> {
    generation += 1;
    // start() has nothing left to check once someone signed in.
    startRun ??= Promise.resolve();
    // A permanent sign-in replaces the temporary session for good, reloads included.
    if (!temporary) tabStorage?.removeItem(accessKeyTabStorageKey);
    keepToken(token, !temporary);
    return verifyAndEnter(temporary, loginTexts.loginError);
  }

  async function signIn<T>(
    action: AuthAction,
    call: () => Promise<AuthResult<T>>,
    tokenOf: (data: T) => string,
    temporary: boolean,
  ): Promise<AuthResult<T>> {
    update({ loading: true, error: null, notice: null });
    const result = await call();
    if (!result.success) {
      update({ loading: false, error: authFailureText(action, result) });
      return result;
    }
    if (await enter(tokenOf(result.data), temporary)) return result;
    // The server gave a token and then refused it: a failed sign-in after all.
    return { success: false, message: loginTexts.loginFailed, status: 0, serverMessage: null };
  }

  async function runStart(): Promise<void> {
    const tabAccessKey = accessToken ? null : tabStorage?.getItem(accessKeyTabStorageKey);
    if (tabAccessKey) {
      // The tab was reloaded during a temporary session: its key signs in again. A key that no
      // longer works (expired, its account made permanent) is forgotten, and the person is a guest.
      const result = await store.loginWithAccessKey(tabAccessKey);
      if (!result.success) {
        tabStorage?.removeItem(accessKeyTabStorageKey);
        update({ started: true });
      }
      return;
    }
    if (!accessToken) {
      update({ started: true });
      return;
    }
    update({ loading: true });
    await verifyAndEnter(false, null);
  }

  const $vkReturn = atom<VkReturnState>('signing-in');

  const store: SessionStore = {
    $state,
    $vkReturn,
    start() {
      startRun ??= runStart();
      return startRun;
    },
    startUp(address, host) {
      startUp(store, address, host, (next) => $vkReturn.set(next));
    },
    async startVkLogin(openUrl) {
      try {
        openUrl(buildVkAuthorizeUrl(await getVkAuthParams(api)));
        return null;
      } catch (error) {
        return error instanceof Error ? error.message : loginTexts.vkUnknownError;
      }
    },
    login(credentials) {
      return signIn(
        'login',
        () => loginCall(api, credentials),
        (data) => data.token,
        false,
      );
    },
    async loginWithAccessKey(accessKey) {
      const result = await signIn(
        'accessKey',
        () => loginWithAccessKeyCall(api, accessKey),
        (data) => data.token,
        true,
      );
      if (result.success) tabStorage?.setItem(accessKeyTabStorageKey, accessKey);
      return result;
    },
    loginWithVk(query) {
      return signIn(
        'vk',
        () => loginWithVkCall(api, query),
        (data) => data.token,
        false,
      );
    },
    async register(credentials) {
      update({ loading: true, error: null, notice: null });
      const result = await registerCall(api, credentials);
      if (!result.success) {
        update({ loading: false, error: authFailureText('register', result) });
        return result;
      }
      if (state.read().status === 'temporary') {
        // The new account is not the temporary one: that session ends, and its refresh cookie
        // with it, so the person signs in with the new credentials.
        generation += 1;
        await logoutCall(api).catch(() => undefined);
        clearSession({ notice: loginTexts.registered });
      } else {
        update({ loading: false, notice: loginTexts.registered });
      }
      return result;
    },
    async convertToAccount(credentials) {
      update({ loading: true, error: null, notice: null });
      const result = await convertToAccountCall(api, credentials);
      if (!result.success) {
        update({ loading: false, error: authFailureText('convert', result) });
        return result;
      }
      if (await enter(result.data.token, false)) {
        update({ notice: loginTexts.accountCreated });
        return result;
      }
      return { success: false, message: loginTexts.conversionFailed, status: 0, serverMessage: null };
    },
    async checkAccount() {
      const { status } = state.read();
      if (status !== 'temporary') {
        // A permanent session has its account; a guest has no session to ask about.
        const hasAccount = status === 'authenticated';
        update({ hasAccount: hasAccount || null });
        return hasAccount;
      }
      const mine = generation;
      let hasAccount: boolean | null = null;
      try {
        ({ hasAccount } = await checkAccountCall(api));
      } catch {
        // Unknown: the banner offers to create an account, which the server refuses if one exists.
      }
      if (mine === generation) update({ hasAccount });
      return hasAccount === true;
    },
    async logout() {
      update({ loading: true });
      generation += 1;
      // Everything here is cleared whatever the server answers: the person asked to leave.
      await logoutCall(api).catch(() => undefined);
      clearSession();
    },
    clearMessages() {
      update({ error: null, notice: null });
    },
    onCleared(listener) {
      clearedListeners.add(listener);
      return () => clearedListeners.delete(listener);
    },
  };

  onMount($state, () => {
    void store.start();
  });

  return store;
}
