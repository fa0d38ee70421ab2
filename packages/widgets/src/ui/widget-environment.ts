'use client';

import type { ApiClient } from '@stickers62/core/api';
import type { AcrylCalculatorLookupStores, StickerCalculatorLookupStores } from '@stickers62/core/stores';
import { createContext, useContext } from 'react';

/** What each calculator reads before its first price: its price list and the reference lists it shows, one request each. */
export interface ShopLookups {
  readonly stickerCalculator: StickerCalculatorLookupStores;
  readonly acrylCalculator: AcrylCalculatorLookupStores;
}

/**
 * What a widget takes from where it runs: the API client and lookup stores of a shop address,
 * and how a shadow root gets the widgets' CSS. The React library fills it with core's shared
 * client and lookup stores and each widget's own stylesheet (ui/library-environment.tsx,
 * library-widgets.ts); the element wrapper with the same core functions and the CSS generated for
 * its script (custom-elements/element-environment.ts). Neither creates a session store, and
 * neither carries twind once built.
 */
export interface WidgetEnvironment {
  apiClientFor(apiBase?: string): ApiClient;
  /** The lookup stores of a shop address: all of them, or only those the environment's widget reads. */
  shopLookupsFor(apiBase?: string): Partial<ShopLookups>;
  attachStyles(root: ShadowRoot): void;
  /**
   * The shop's address when a widget is given no `apiBase`: an element script's own origin;
   * absent (the page's own origin) in the React library.
   */
  defaultApiBase?: string;
}

export const WidgetEnvironmentContext = createContext<WidgetEnvironment | null>(null);

/** The environment a widget renders in; read while rendering, like any context. */
export function useWidgetEnvironment(): WidgetEnvironment {
  const environment = useContext(WidgetEnvironmentContext);
  if (!environment) {
    // Short: the text ships in every element script. The library's exported components and the
    // element wrapper both provide one; only a widget module rendered on its own has none.
    throw new Error('No WidgetEnvironment');
  }
  return environment;
}
