import { type ApiClient, createApiClient, login, register } from '@stickers62/core/api';
import { type Account, e2eAdmin, randomVisitorAddress, uniqueAccount } from './accounts.ts';
import { shopUrl } from './shop-url.ts';

export interface SignedInApi {
  account: Account;
  token: string;
  /** Core's typed client, signed in as `account`: call core's api functions with it. */
  api: ApiClient;
}

/** A client of the e2e server from Node, seen by the server as one visitor address. */
export function apiClient(token: string | null = null): ApiClient {
  const address = randomVisitorAddress();
  let current = token;
  const client = createApiClient({
    baseUrl: shopUrl(),
    createXhr: null,
    fetch: (input, init) => {
      const headers = new Headers(init?.headers);
      headers.set('X-Forwarded-For', address);
      return fetch(input, { ...init, headers });
    },
    log: () => undefined,
  });
  client.setSession({
    getAccessToken: () => current,
    setAccessToken: (next) => {
      current = next;
    },
    clear: () => {
      current = null;
    },
  });
  return client;
}

export async function signIn(account: Account): Promise<SignedInApi> {
  const client = apiClient();
  const result = await login(client, account);
  if (!result.success) throw new Error(`Sign-in of ${account.username} failed: ${result.message}`);
  return { account, token: result.data.token, api: apiClient(result.data.token) };
}

/** Registers a fresh customer account through the API and signs it in. */
export async function signUp(account: Account = uniqueAccount()): Promise<SignedInApi> {
  const result = await register(apiClient(), account);
  if (!result.success) throw new Error(`Sign-up of ${account.username} failed: ${result.message}`);
  return signIn(account);
}

/** Seeding over HTTP: the bootstrap admin, or a fresh customer. */
export function apiAs(role: 'admin' | 'customer'): Promise<SignedInApi> {
  return role === 'admin' ? signIn(e2eAdmin) : signUp();
}
