import { attributeName } from './element-spec';
import { defaultApiBase } from './script-origin';

/**
 * Starts a calculator's lookups for the elements `tag` already in the document, one load per shop
 * address (the `api-base` each names, the script's origin when none): called from an element
 * script's first statements, so that the request leaves while the rest of the script (preact,
 * the components) is still being evaluated, not after the first render subscribes (issue 33,
 * item 1). The element's store is the same one (core's registry), so it finds the load under way
 * and makes no second request. An element added later starts its load as before, on render.
 */
export function startElementLookups(tag: string, load: (apiBase: string) => unknown): void {
  if (typeof document === 'undefined') return;
  const bases = new Set<string>();
  for (const element of document.querySelectorAll(tag)) {
    bases.add(element.getAttribute(attributeName('apiBase')) ?? defaultApiBase);
  }
  for (const apiBase of bases) load(apiBase);
}
