import { type VkAuthQuery, vkAuthQuery } from '../contract/auth.js';

/** The query parameter of an access link (`/?access_key=…`, made by create-for-client). */
export const accessKeyParameter = 'access_key';

/**
 * The order-link page (`/order/{id}/payment`, also `…/payment-completed`): an access key opened
 * there signs in and stays on it (the whole after-sale journey), instead of going to /dashboard.
 */
export function isOrderLinkPath(pathname: string): boolean {
  return /^\/order\/[^/]+\/payment(-completed)?\/?$/.test(pathname);
}

/** The address VK ID returns to; it is handled before every other route. */
export const vkCallbackPath = '/auth/vk/callback';

/** The access key an address carries, or `null` when it carries none. */
export function accessKeyOf(search: string): string | null {
  const key = new URLSearchParams(search).get(accessKeyParameter)?.trim();
  return key ? key : null;
}

/**
 * The address without its access key, so the key does not stay in the history, in
 * bookmarks or in a screenshot of the address bar. Other parameters and the hash stay.
 */
export function addressWithoutAccessKey(address: { pathname: string; search: string; hash: string }): string {
  const parameters = new URLSearchParams(address.search);
  parameters.delete(accessKeyParameter);
  const search = parameters.toString();
  return `${address.pathname}${search ? `?${search}` : ''}${address.hash}`;
}

/** The sign-in parameters of a VK ID return (`code`, `state`, `device_id`, `ext_id`), or `null` when incomplete. */
export function vkCallbackQueryOf(search: string): VkAuthQuery | null {
  const parameters = new URLSearchParams(search);
  const candidate: Record<string, string> = {};
  for (const name of ['code', 'state', 'device_id', 'ext_id'] as const) {
    const value = parameters.get(name);
    if (value !== null && value !== '') candidate[name] = value;
  }
  const parsed = vkAuthQuery.safeParse(candidate);
  return parsed.success ? parsed.data : null;
}

/** What the login page is asked for: sign in, register, or turn a temporary session into an account. */
export type SignInMode = 'login' | 'register' | 'convert';

/** The login page's query for 'create a permanent account' (the temporary access banner's link). */
export const convertAccountSearch = '?mode=convert';

const vkLoginFailedError = 'vk_auth_failed';

/** The login page's query after a failed VK ID return: the page shows why. */
export const vkLoginFailedSearch = `?error=${vkLoginFailedError}`;

/** The mode the login page opens in: `?mode=register`, or `?mode=convert` for a temporary session only. */
export function signInModeOf(search: string, temporary: boolean): SignInMode {
  const asked = new URLSearchParams(search).get('mode');
  if (asked === 'register') return 'register';
  if (asked === 'convert' && temporary) return 'convert';
  return 'login';
}

/** Was the login page opened after a failed VK ID return? */
export function isVkLoginFailure(search: string): boolean {
  return new URLSearchParams(search).get('error') === vkLoginFailedError;
}
