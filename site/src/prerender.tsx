import { sampleRoutePath } from '@stickers62/core/rules';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { Router } from 'wouter';
import { App } from './app';
import { routes, type SiteRoute } from './routes';

/*
 * The build's server-side entry (site/prerender.ts runs it in Node after the browser build):
 * the HTML of the pages whose routes say `prerendered`, as a guest sees them before any script
 * ran. main.tsx hydrates that HTML, rendering the same tree: StrictMode over App, wouter's
 * router reading the address the page was rendered for.
 */

/**
 * The paths rendered at build time, from the route table: a page's path, or a route pattern whose
 * shell is the same for every address of it (the order-link page, whose order loads after).
 */
export const prerenderedPaths: string[] = Object.values(routes as Record<string, SiteRoute>)
  .filter((route) => route.prerendered)
  .map((route) => route.path);

/** What a pattern's parameters are when its shell is rendered: shown nowhere in the shell. */
const shellParameter = 'shell';

/**
 * The markup inside `#root` for a path. `prerender` waits for the route's lazy page, so the
 * page itself is in it, not the loading screen.
 */
export async function renderPage(path: string): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <StrictMode>
      <Router ssrPath={sampleRoutePath(path, shellParameter)}>
        <App />
      </Router>
    </StrictMode>,
    {
      onError: (error) => void errors.push(error),
      // One piece of HTML in document order: a boundary above this size would be sent apart,
      // with an inline script to move it in place, which the site's CSP forbids.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  if (errors.length > 0) throw new Error(`The page ${path} could not be rendered at build time`, { cause: errors[0] });
  return new Response(prelude).text();
}
