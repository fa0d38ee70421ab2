import type { ApiClient } from '@stickers62/core/api';
import { useWidgetEnvironment } from './widget-environment';

/**
 * The API client of a shop address, from the widget environment: in the React library the one
 * bound to the shop's session (shared with every widget and store of the page), in an element
 * script a standalone one. Reads a context, so call it while rendering, as the components do.
 */
export function apiClientFor(apiBase?: string): ApiClient {
  // biome-ignore lint/correctness/useHookAtTopLevel: a hook under the name the components call it by; they call it at the top of their render.
  return useWidgetEnvironment().apiClientFor(apiBase);
}
