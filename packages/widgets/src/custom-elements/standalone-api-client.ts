import { type ApiClient, createApiClient, normalizeBaseUrl } from '@stickers62/core/api';

const clients = new Map<string, ApiClient>();

/**
 * The element scripts' stand-in for `ui/api-client`: one client per shop address, without
 * the session store. A partner's page has no stored sign-in to bind; on the shop's own origin
 * a call that needs one refreshes through the shop's cookie and is repeated, as the client
 * does for any 401. Leaving the session and cart stores out saves about 2.5 kB gzip a script.
 */
export function apiClientFor(apiBase = ''): ApiClient {
  const key = normalizeBaseUrl(apiBase);
  let client = clients.get(key);
  if (!client) {
    client = createApiClient({ baseUrl: key });
    clients.set(key, client);
  }
  return client;
}
