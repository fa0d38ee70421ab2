/**
 * Where the login page sends someone after signing in. A guest stopped at a signed-in route
 * (the cart behind «Загрузить макет», an order from a bookmark) goes to /login with that route
 * in `?next=`, and returns to it; a plain sign-in has no `next` and goes home, as the spec says.
 */
export const returnPathParameter = 'next';

/** The login address that returns to `target` (a path with its query) after signing in. */
export function loginAddressReturningTo(loginPath: string, target: string): string {
  return `${loginPath}?${new URLSearchParams({ [returnPathParameter]: target })}`;
}

// Any origin will do: it only tells a same-site path from one that leaves the site.
const probeOrigin = 'https://same-site.invalid';

/**
 * The `next` of a login address when it is a path of this site, else `null`. Anything else (an
 * absolute address, `//host`, `/\host`, which browsers read as another host) is ignored, so
 * a crafted login link cannot send a freshly signed-in person to another site.
 */
export function returnPathOf(search: string): string | null {
  const next = new URLSearchParams(search).get(returnPathParameter);
  if (!next?.startsWith('/') || next.startsWith('//') || next.includes('\\')) return null;
  // The parser drops tabs and line breaks (`/\t/host` reads as `//host`): the origin is checked after it.
  const resolved = new URL(next, probeOrigin);
  if (resolved.origin !== probeOrigin) return null;
  return `${resolved.pathname}${resolved.search}${resolved.hash}`;
}
