import { getApiClient, getShopStores } from '@stickers62/core/stores';
import { type ComponentType, type ReactElement, useContext } from 'react';
import { attachStyles } from './library-styles';
import { type WidgetEnvironment, WidgetEnvironmentContext } from './widget-environment';

/**
 * The React library's widget environment: the API client and lookup stores of core's registry
 * (bound to the shop's session, shared with the site's own stores) and the widgets' stylesheet
 * (ui/library-styles.ts).
 */
export const libraryEnvironment: WidgetEnvironment = {
  apiClientFor: getApiClient,
  shopLookupsFor: getShopStores,
  attachStyles,
};

/** A widget component as the library exports it. */
export type LibraryWidget<Props> = ((props: Props) => ReactElement) & { displayName: string };

/**
 * A widget component as the library exports it: rendered in the library environment unless a
 * host already provides another one above it.
 */
export function withLibraryEnvironment<Props extends object>(
  Widget: ComponentType<Props>,
  name: string,
): LibraryWidget<Props> {
  function LibraryWidget(props: Props) {
    const outer = useContext(WidgetEnvironmentContext);
    return (
      <WidgetEnvironmentContext.Provider value={outer ?? libraryEnvironment}>
        <Widget {...props} />
      </WidgetEnvironmentContext.Provider>
    );
  }
  LibraryWidget.displayName = name;
  return LibraryWidget;
}
