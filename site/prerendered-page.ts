import { withModulePreloads } from '@stickers62/server/site-build';

/** Where the build writes the prerendered pages (the server serves them by its list, prerendered.json). */
const prerenderedDir = 'prerendered';

/** `/` → `prerendered/index.html`, `/stickers` → `prerendered/stickers.html`, `/order/:id/payment` → `prerendered/order-id-payment.html`. */
export function prerenderedFileOf(path: string): string {
  const name = path === '/' ? 'index' : path.slice(1).replaceAll('/', '-').replaceAll(':', '').replaceAll('?', '');
  return `${prerenderedDir}/${name}.html`;
}

const emptyRoot = '<div id="root"></div>';

/**
 * A prerendered page's document: the build's index.html with the page's markup in `#root`
 * (`data-prerendered` names its path or route pattern, for main.tsx to hydrate only that page), the route's
 * chunks as modulepreloads, and every script fetched at low priority: the HTML and the
 * stylesheet paint the page, the scripts only make it interactive, so they must not compete
 * with the stylesheet for the first paint.
 */
export function prerenderedDocument(
  template: string,
  page: { path: string; markup: string; preload: string[] },
): string {
  if (!template.includes(emptyRoot)) throw new Error(`index.html has no ${emptyRoot} to prerender ${page.path} into`);
  const filled = template.replace(
    emptyRoot,
    () => `<div id="root" data-prerendered="${page.path}">${page.markup}</div>`,
  );
  return withModulePreloads(filled, page.preload)
    .replaceAll('<script type="module" crossorigin', '<script type="module" fetchpriority="low" crossorigin')
    .replaceAll('<link rel="modulepreload" crossorigin', '<link rel="modulepreload" fetchpriority="low" crossorigin');
}
