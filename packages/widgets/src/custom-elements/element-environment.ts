import {
  type ApiClient,
  createApiClient,
  loadAcrylPrices,
  loadReferenceLists,
  loadStickerPrices,
  normalizeBaseUrl,
} from '@stickers62/core/api';
import { createLookupStore, emptyReferenceLists } from '@stickers62/core/stores';
import type { ShopLookups, WidgetEnvironment } from '../ui/widget-environment';
import { attachStyles } from './static-styles';

/**
 * The origin this element script was loaded from, when a browser loaded it over http(s): a
 * script hosted by the shop (`https://shop/elements/…`) talks to that shop with no `api-base`,
 * so a partner pastes one script tag and a bare element. Elsewhere (a bundler that rewrites
 * `import.meta.url` to a file path, the tests) it is '' and the page's own origin applies as before.
 */
export function scriptOrigin(scriptUrl: string): string {
  try {
    const url = new URL(scriptUrl);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : '';
  } catch {
    return '';
  }
}

const defaultApiBase = scriptOrigin(import.meta.url);

const clients = new Map<string, ApiClient>();
const lookups = new Map<string, ShopLookups>();

/**
 * One client per shop address (the script's own origin when none is given), without the session store. A partner's page has no stored
 * sign-in to bind; on the shop's own origin a call that needs one refreshes through the shop's
 * cookie and is repeated, as the client does for any 401. Leaving the session and cart stores
 * out saves about 2.5 kB gzip a script.
 */
export function standaloneApiClientFor(apiBase = defaultApiBase): ApiClient {
  const key = normalizeBaseUrl(apiBase);
  let client = clients.get(key);
  if (!client) {
    client = createApiClient({ baseUrl: key });
    clients.set(key, client);
  }
  return client;
}

/**
 * The same lookup stores of core, one set per shop address (so two calculators still make one
 * request), without the rest of core's registry (session, cart count).
 */
export function standaloneShopLookupsFor(apiBase = defaultApiBase): ShopLookups {
  const key = normalizeBaseUrl(apiBase);
  let stores = lookups.get(key);
  if (!stores) {
    const client = standaloneApiClientFor(key);
    stores = {
      stickerPrices: createLookupStore(() => loadStickerPrices(client), []),
      acrylPrices: createLookupStore(() => loadAcrylPrices(client), []),
      references: createLookupStore(() => loadReferenceLists(client), emptyReferenceLists),
    };
    lookups.set(key, stores);
  }
  return stores;
}

/** For an element script whose widgets never call the shop (the build leaves the client out). */
function notInThisScript(): never {
  throw new Error('No API client in this element script');
}

/**
 * The environment the element wrapper gives the widgets of an element script: the CSS generated
 * at build time, and the standalone client and lookup stores only where the script's widgets
 * use them (the generated entry module says which), so a script carries no code it never runs.
 */
export function elementEnvironment(parts: Partial<Omit<WidgetEnvironment, 'attachStyles'>>): WidgetEnvironment {
  return { apiClientFor: notInThisScript, shopLookupsFor: notInThisScript, ...parts, attachStyles };
}
