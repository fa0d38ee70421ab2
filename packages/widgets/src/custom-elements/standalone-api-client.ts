import { type ApiClient, createApiClient } from '@stickers62/core/api';

const clients = new Map<string, ApiClient>();

/**
 * The element scripts' stand-in for `ui/api-client`: one client per shop address, without
 * the session store. On a partner's page there is no stored sign-in to bind anyway; a call
 * that needs one refreshes through the shop's cookie and is repeated, as the client does for
 * any 401. Leaving the session, cart and lookup stores out keeps the layout picker and the
 * payment card within their 32 kB budgets.
 */
export function apiClientFor(apiBase = ''): ApiClient {
  let client = clients.get(apiBase);
  if (!client) {
    client = createApiClient({ baseUrl: apiBase });
    clients.set(apiBase, client);
  }
  return client;
}
