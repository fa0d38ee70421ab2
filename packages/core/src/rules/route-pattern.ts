/**
 * The site's route patterns, as its route table writes them for wouter: a `:name` parameter is
 * one path segment, `:name?` an optional one (`/order/:id/payment`, `/completed/:id?`). One
 * matcher for the server (which route's scripts to preload, which prerendered page to serve) and
 * for the page (whether the HTML it got was prerendered for its address).
 */
export function routePatternExpression(pattern: string): RegExp {
  const source = pattern
    .split(/(\/:\w+\??)/)
    .map((part) => {
      if (!part.startsWith('/:')) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      return part.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
    })
    .join('');
  return new RegExp(`^${source}/?$`);
}

/** Whether a path (no query) is one of the pattern's addresses. */
export function matchesRoutePattern(pattern: string, pathname: string): boolean {
  return routePatternExpression(pattern).test(pathname);
}

/** An address of the pattern with every parameter filled by `value` (a prerendered shell's address). */
export function sampleRoutePath(pattern: string, value: string): string {
  return pattern.replace(/\/:\w+\??/g, `/${value}`);
}
