import { type ShopLookups, useWidgetEnvironment } from './widget-environment';

export type { ShopLookups } from './widget-environment';

/**
 * The lookup stores `lists` of a shop address from the widget environment, shared by every
 * widget of the page that points at the same address (one request per list). Reads a context,
 * so call it while rendering, as the components do. An environment may give a widget only the
 * stores it reads (the React library does, so the sticker calculator carries no acrylic prices);
 * one missing here is a wiring mistake, said at once.
 */
export function shopLookupsFor<List extends keyof ShopLookups>(
  apiBase: string | undefined,
  ...lists: List[]
): Pick<ShopLookups, List> {
  // biome-ignore lint/correctness/useHookAtTopLevel: a hook under the name the components call it by; they call it at the top of their render.
  const stores = useWidgetEnvironment().shopLookupsFor(apiBase);
  for (const list of lists) {
    if (!stores[list]) throw new Error(`No ${list} lookup store in this widget environment`);
  }
  return stores as Pick<ShopLookups, List>;
}
