import { type ShopLookups, useWidgetEnvironment } from './widget-environment';

export type { ShopLookups } from './widget-environment';

/**
 * The lookup stores `lists` of a shop address from the widget environment, shared by every
 * widget of the page that points at the same address (one request per list). A hook: it reads a
 * context. An environment may give a widget only the stores it reads (the React library does, so
 * the sticker calculator carries no acrylic prices); one missing here is a wiring mistake, said at once.
 */
export function useShopLookups<List extends keyof ShopLookups>(
  apiBase: string | undefined,
  ...lists: List[]
): Pick<ShopLookups, List> {
  const stores = useWidgetEnvironment().shopLookupsFor(apiBase);
  for (const list of lists) {
    if (!stores[list]) throw new Error(`No ${list} lookup store in this widget environment`);
  }
  return stores as Pick<ShopLookups, List>;
}
