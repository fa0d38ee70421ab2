import { type ShopLookups, useWidgetEnvironment } from './widget-environment';

export type { ShopLookups } from './widget-environment';

/**
 * The lookup stores of a shop address from the widget environment, shared by every widget of
 * the page that points at the same address (one request per list). Reads a context, so call it
 * while rendering, as the components do.
 */
export function shopLookupsFor(apiBase?: string): ShopLookups {
  // biome-ignore lint/correctness/useHookAtTopLevel: a hook under the name the components call it by; they call it at the top of their render.
  return useWidgetEnvironment().shopLookupsFor(apiBase);
}
