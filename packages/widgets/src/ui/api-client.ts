import type { ApiClient } from '@stickers62/core/api';
import { getApiClient } from '@stickers62/core/stores';

/**
 * The API client of a shop address, bound to that shop's session: shared with every widget
 * and store on the page. (The element scripts swap this module for a lighter one, see
 * custom-elements/standalone-api-client.ts.)
 */
export function apiClientFor(apiBase?: string): ApiClient {
  return getApiClient(apiBase);
}
