/**
 * The origin this element script was loaded from, when a browser loaded it over http(s): a
 * script hosted by the shop (`https://shop/elements/…`) talks to that shop with no `api-base`,
 * so a partner pastes one script tag and a bare element. Elsewhere (a bundler that rewrites
 * `import.meta.url` to a file path, the tests) it is '' and the page's own origin applies as before.
 */
export function scriptOrigin(scriptUrl: string): string {
  try {
    const url = new URL(scriptUrl);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : '';
  } catch {
    return '';
  }
}

/** The shop's address when an element is given no `api-base`: the script's own origin. */
export const defaultApiBase = scriptOrigin(import.meta.url);
