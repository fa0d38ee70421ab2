import {
  accessKeyOf,
  addressWithoutAccessKey,
  isOrderLinkPath,
  vkCallbackPath,
  vkCallbackQueryOf,
} from '../rules/start-up.js';
import type { SessionStore } from './session.js';

/** The address the page was opened at. */
export type StartAddress = Pick<Location, 'pathname' | 'search' | 'hash'>;

/** Where start-up sends the person: routes of the host site. */
export interface StartUpRoutes {
  home: string;
  dashboard: string;
  login: string;
  /** The login page that says the VK ID sign-in failed. */
  vkLoginFailed: string;
}

export interface StartUpHost {
  routes: StartUpRoutes;
  /** Moves the host site to one of its routes in place of the current history entry. */
  redirect(path: string): void;
  /** Rewrites the address bar without routing. */
  replaceAddress(address: string): void;
}

/** The VK ID return screen: signing in, or failed (its text shows, then the login page takes over). */
export type VkReturnState = 'signing-in' | 'failed';

/** How long the VK ID return screen shows its failure before going to the login page. */
export const vkFailureDisplayMs = 1500;

export type StartingSession = Pick<SessionStore, 'start' | 'loginWithAccessKey' | 'loginWithVk'>;

/**
 * Runs once, before anything renders, so no component's first subscription can start a
 * stored-session check that races the sign-in the address asks for:
 * - the VK ID return address signs in with its parameters (success → home, failure → the
 *   login page that says so, after `vkFailureDisplayMs`);
 * - an address with access_key signs in with it (a temporary session), drops the key from
 *   the address and goes to the dashboard (an invalid key goes to the login page, which shows why);
 * - otherwise the saved session is restored.
 */
export function startUp(
  session: StartingSession,
  address: StartAddress,
  host: StartUpHost,
  onVkReturn: (state: VkReturnState) => void,
): void {
  const { routes } = host;
  if (address.pathname === vkCallbackPath) {
    onVkReturn('signing-in');
    const query = vkCallbackQueryOf(address.search);
    const signIn = query ? session.loginWithVk(query).then((result) => result.success) : Promise.resolve(false);
    void signIn.then((success) => {
      if (success) {
        host.redirect(routes.home);
        return;
      }
      onVkReturn('failed');
      setTimeout(() => host.redirect(routes.vkLoginFailed), vkFailureDisplayMs);
    });
    return;
  }
  const accessKey = accessKeyOf(address.search);
  if (accessKey) {
    host.replaceAddress(addressWithoutAccessKey(address));
    // On the order-link page the key opens that order there; elsewhere the spec's /dashboard.
    const landing = isOrderLinkPath(address.pathname) ? addressWithoutAccessKey(address) : routes.dashboard;
    void session.loginWithAccessKey(accessKey).then((result) => {
      host.redirect(result.success ? landing : routes.login);
    });
    return;
  }
  void session.start();
}
