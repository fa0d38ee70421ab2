'use client';

import { getCalculatorLookups, getSharedApiClient } from '@stickers62/core/stores';
import { type ComponentType, type ReactElement, useContext } from 'react';
import { attachStyles } from './library-styles';
import { type WidgetEnvironment, WidgetEnvironmentContext } from './widget-environment';

/**
 * The React library's widget environment: the shared API client and lookup stores of core's
 * registry and the widgets' stylesheet (ui/library-styles.ts). The client is the one the site's
 * own stores use, so on the shop's site (which creates its session stores on start) the widgets'
 * calls carry the visitor's session; the environment itself creates no session, so a partner's
 * bundle carries no session store (docs/decisions/0043-what-a-react-component-adds-to-a-bundle.md).
 */
export const libraryEnvironment: WidgetEnvironment = {
  apiClientFor: getSharedApiClient,
  shopLookupsFor: getCalculatorLookups,
  attachStyles,
};

/** A widget component as the library exports it. */
export type LibraryWidget<Props> = ((props: Props) => ReactElement) & { displayName: string };

/** For a widget that never calls the shop: its bundle carries no client (as in the element scripts). */
function notForThisWidget(): never {
  throw new Error('No API client for this widget');
}

/**
 * A widget component as the library exports it: rendered in the library environment unless a
 * host already provides another one above it. `parts` are the pieces of it the widget uses, named
 * at the call (library-widgets.ts), so a consumer's bundle of one widget carries only those: its
 * own stylesheet (ui/library-styles.ts), and core's shared client or lookup stores only when it
 * calls the shop (the contact button does not).
 */
export function withLibraryEnvironment<Props extends object>(
  Widget: ComponentType<Props>,
  name: string,
  parts: Partial<WidgetEnvironment> & Pick<WidgetEnvironment, 'attachStyles'>,
): LibraryWidget<Props> {
  const environment: WidgetEnvironment = { apiClientFor: notForThisWidget, shopLookupsFor: notForThisWidget, ...parts };
  function LibraryWidget(props: Props) {
    const outer = useContext(WidgetEnvironmentContext);
    return (
      <WidgetEnvironmentContext.Provider value={outer ?? environment}>
        <Widget {...props} />
      </WidgetEnvironmentContext.Provider>
    );
  }
  LibraryWidget.displayName = name;
  return LibraryWidget;
}
