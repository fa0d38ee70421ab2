import { accessKeyOf, addressWithoutAccessKey, vkCallbackPath, vkCallbackQueryOf } from '@stickers62/core/rules';
import type { SessionStore } from '@stickers62/core/stores';
import { atom } from 'nanostores';
import { navigate } from 'wouter/use-browser-location';
import { paths } from './routes';

/** The VK ID return screen's state: signing in, or failed (its text is the session's error). */
export const $vkCallback = atom<'signing-in' | 'failed'>('signing-in');

/** How long the VK ID return screen shows its failure before going to the login page. */
export const vkFailureDisplayMs = 1500;

/**
 * Runs once, before anything renders, so no component's first subscription can start a
 * stored-session check that races the sign-in the address asks for:
 * - the VK ID return address signs in with its parameters (success → /, failure →
 *   /login?error=vk_auth_failed);
 * - an address with access_key signs in with it (a temporary session), drops the key from
 *   the address and goes to /dashboard (an invalid key goes to /login, which shows why);
 * - otherwise the saved session is restored.
 */
export function startUp(session: SessionStore, location: Location): void {
  if (location.pathname === vkCallbackPath) {
    const query = vkCallbackQueryOf(location.search);
    const signIn = query ? session.loginWithVk(query).then((result) => result.success) : Promise.resolve(false);
    void signIn.then((success) => {
      if (success) {
        navigate(paths.home, { replace: true });
        return;
      }
      $vkCallback.set('failed');
      setTimeout(() => navigate(paths.vkLoginFailed, { replace: true }), vkFailureDisplayMs);
    });
    return;
  }
  const accessKey = accessKeyOf(location.search);
  if (accessKey) {
    window.history.replaceState(window.history.state, '', addressWithoutAccessKey(location));
    void session.loginWithAccessKey(accessKey).then((result) => {
      navigate(result.success ? paths.dashboard : paths.login, { replace: true });
    });
    return;
  }
  void session.start();
}
