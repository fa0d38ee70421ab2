import { computed, type ReadableAtom } from 'nanostores';
import type { Credentials } from '../contract/auth.js';
import { returnPathOf } from '../rules/return-path.js';
import { isVkLoginFailure, type SignInMode, signInModeOf } from '../rules/start-up.js';
import { loginTexts } from '../texts/index.js';
import type { SessionStore } from './session.js';
import { storeState } from './state.js';

/** What the login screen shows. */
export type SignInView =
  /**
   * Signed in permanently: the screen hands over to `next`, the same-site path the login
   * address named (`?next=/cart`), or to the home page when it named none.
   */
  | { kind: 'leave'; next: string | null }
  /** The temporary session became a permanent account: the success message stays in view. */
  | { kind: 'converted'; notice: string }
  | {
      kind: 'form';
      mode: SignInMode;
      /** A request is under way. */
      busy: boolean;
      error: string | null;
      notice: string | null;
      /** Offer 'Создать постоянный аккаунт' (a temporary session without an account). */
      canCreatePermanent: boolean;
    };

export interface SignInStore {
  readonly $view: ReadableAtom<SignInView>;
  /** Switches between sign-in, registration and account creation; old messages go. */
  changeMode(mode: SignInMode): void;
  submit(mode: SignInMode, credentials: Credentials): Promise<void>;
  /** 'Войти через ВКонтакте': to VK ID, or the failure in the message block. */
  startVk(): Promise<void>;
}

interface SignInState {
  mode: SignInMode;
  /** A failure of this screen's own (VK ID start or return), shown before the session's. */
  screenError: string | null;
  /** The account was just created from a temporary session. */
  converted: boolean;
}

/**
 * The login screen (`/login`) over the session store. `search` is the address query it was
 * opened with (`?mode=…`, `?error=vk_auth_failed`, `?next=…`); `openUrl` leaves the page for VK ID.
 */
export function createSignInStore(session: SessionStore, search: string, openUrl: (url: string) => void): SignInStore {
  const state = storeState<SignInState>({
    mode: signInModeOf(search, session.$state.get().isTemporary),
    screenError: isVkLoginFailure(search) ? loginTexts.vkCallbackError : null,
    converted: false,
  });
  const update = (changes: Partial<SignInState>) => state.write({ ...state.read(), ...changes });
  const next = returnPathOf(search);

  const $view = computed([state.$store, session.$state], (screen, current): SignInView => {
    const authenticated = current.status === 'authenticated';
    if (authenticated && !screen.converted) return { kind: 'leave', next };
    if (authenticated) return { kind: 'converted', notice: current.notice ?? loginTexts.accountCreated };
    return {
      kind: 'form',
      mode: screen.converted ? 'convert' : screen.mode,
      busy: current.loading,
      error: screen.screenError ?? current.error,
      notice: current.notice,
      canCreatePermanent: current.isTemporary && current.hasAccount === false,
    };
  });

  return {
    $view,
    changeMode(mode) {
      session.clearMessages();
      update({ screenError: null, mode });
    },
    async submit(mode, credentials) {
      update({ screenError: null });
      if (mode === 'login') {
        await session.login(credentials);
      } else if (mode === 'register') {
        const result = await session.register(credentials);
        // The notice 'Регистрация успешна! Теперь вы можете войти.' stays; the form turns to sign-in.
        if (result.success) update({ mode: 'login' });
      } else {
        update({ converted: true });
        const result = await session.convertToAccount(credentials);
        if (!result.success) update({ converted: false });
      }
    },
    async startVk() {
      const failure = await session.startVkLogin(openUrl);
      if (failure) update({ screenError: failure });
    },
  };
}
