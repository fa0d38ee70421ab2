import { withModulePreloads } from '@stickers62/server/site-build';

/** Where the build writes the prerendered pages (the server serves them by its list, prerendered.json). */
const prerenderedDir = 'prerendered';

/** `/` → `prerendered/index.html`, `/stickers` → `prerendered/stickers.html`, `/order/:id/payment` → `prerendered/order-id-payment.html`. */
export function prerenderedFileOf(path: string): string {
  const name = path === '/' ? 'index' : path.slice(1).replaceAll('/', '-').replaceAll(':', '').replaceAll('?', '');
  return `${prerenderedDir}/${name}.html`;
}

const emptyRoot = '<div id="root"></div>';

const entryScript = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const modulePreload = /<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/** The public script that starts a prerendered page's scripts once the page is painted (site/public). */
export const afterPaintScript = '/after-paint.js';

/**
 * A prerendered page's document: the build's index.html with the page's markup in `#root`
 * (`data-prerendered` names its path or route pattern, for main.tsx to hydrate only that page).
 * The HTML and the stylesheet paint the page; the scripts only make it interactive, so none is
 * fetched before the first paint: the entry and the route's chunks (its modulepreloads) are
 * named on `after-paint.js`, a deferred script of a few hundred bytes that adds them once the
 * page has painted (docs/decisions/0150-prerendered-pages-load-scripts-after-paint.md).
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
  const html = withModulePreloads(filled, page.preload);
  const entry = entryScript.exec(html)?.[1];
  if (!entry) throw new Error(`index.html has no module entry script to prerender ${page.path} with`);
  const preloads = [...html.matchAll(modulePreload)].map((match) => match[1]);
  const starter = `<script defer src="${afterPaintScript}" data-entry="${entry}" data-preload="${preloads.join(' ')}"></script>`;
  return html.replace(modulePreload, '').replace(entryScript, () => starter);
}
