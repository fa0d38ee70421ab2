import type { ApiClient } from '@stickers62/core/api';
import { useWidgetEnvironment } from './widget-environment';

/**
 * The API client of a shop address, from the widget environment: in the React library the one
 * bound to the shop's session (shared with every widget and store of the page), in an element
 * script a standalone one. A hook: it reads a context.
 */
export function useApiClient(apiBase?: string): ApiClient {
  return useWidgetEnvironment().apiClientFor(apiBase);
}
