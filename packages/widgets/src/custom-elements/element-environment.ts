import type { ApiClient } from '@stickers62/core/api';
import {
  getAcrylCalculatorLookups,
  getCalculatorLookups,
  getSharedApiClient,
  getStickerCalculatorLookups,
} from '@stickers62/core/stores';
import type { ShopLookups, WidgetEnvironment } from '../ui/widget-environment';
import { defaultApiBase } from './script-origin';
import { attachStyles } from './static-styles';

/**
 * The client of a shop address (the script's own origin when none is given): core's shared one,
 * which in an element script never gets a session. A partner's page has no stored sign-in to
 * bind; on the shop's own origin a call that needs one refreshes through the shop's cookie and
 * is repeated, as the client does for any 401. Leaving the session and cart stores out saves
 * about 2.5 kB gzip a script.
 */
export function standaloneApiClientFor(apiBase = defaultApiBase): ApiClient {
  return getSharedApiClient(apiBase);
}

/** Core's shared calculator lookups, one set per shop address (so two calculators still make one request). */
export function standaloneShopLookupsFor(apiBase = defaultApiBase): ShopLookups {
  return getCalculatorLookups(apiBase);
}

/** The sticker calculator's lookups alone: a script without the acrylic one carries neither its loader nor its validator. */
export function standaloneStickerLookupsFor(apiBase = defaultApiBase): Partial<ShopLookups> {
  return { stickerCalculator: getStickerCalculatorLookups(apiBase) };
}

/** The acrylic calculator's lookups alone. */
export function standaloneAcrylLookupsFor(apiBase = defaultApiBase): Partial<ShopLookups> {
  return { acrylCalculator: getAcrylCalculatorLookups(apiBase) };
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
  return { apiClientFor: notInThisScript, shopLookupsFor: notInThisScript, ...parts, attachStyles, defaultApiBase };
}
