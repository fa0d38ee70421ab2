import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';
import { build, type Plugin } from 'vite';
import { workspaceSources } from '../workspace-sources.ts';

/*
 * The Node build of src/prerender.tsx and its rendering of the pages, in a worker thread of
 * site/prerender.ts while the browser build runs: it posts the pages' markup, and the parent ends
 * it (the page's stores leave timers behind, nanostores' one-second unmount delay, which would
 * otherwise keep the build's process alive). It imports nothing of the site's build that the
 * parent has (site-css.ts would load the widgets' twind configuration): the parent passes the
 * paths it needs.
 */

interface PrerenderBuildData {
  root: string;
  /** site/src/site-styles.ts (site-css.ts `siteStylesModule`). */
  siteStylesModule: string;
  /** The widgets' library stylesheets (`@stickers62/widgets/build-time-styles` `libraryStylesModule`). */
  libraryStylesModule: string;
}

/**
 * The styles are not the server's business: the page's stylesheet is the browser build's, and
 * the widgets attach theirs to shadow roots, which only the browser makes. In the Node build
 * `site-styles.ts` is empty and `library-styles.ts` exports attachers that do nothing (one per
 * name it exports), so neither twind's class compilation nor the build-time stylesheets are
 * made twice.
 */
function withoutStyles({ siteStylesModule, libraryStylesModule }: Omit<PrerenderBuildData, 'root'>): Plugin {
  return {
    name: 's62-prerender-without-styles',
    enforce: 'pre',
    async load(id) {
      if (id === siteStylesModule) return 'export {};\n';
      if (id !== libraryStylesModule) return null;
      const names = [...(await readFile(id, 'utf8')).matchAll(/^export const (\w+)/gm)].map((match) => match[1]);
      return names.map((name) => `export const ${name} = () => {};`).join('\n');
    },
  };
}

/** What src/prerender.tsx exports, built for Node. */
interface PrerenderModule {
  prerenderedPaths: string[];
  renderPage(path: string): Promise<string>;
}

/** A page's path and the markup inside its `#root`. */
export interface RenderedPage {
  path: string;
  markup: string;
}

/**
 * Builds src/prerender.tsx for Node into the site's node_modules (where its packages resolve),
 * from the same sources as the browser build, so the HTML has the same markup and classes.
 */
async function buildRenderer({ root, ...styleModules }: PrerenderBuildData): Promise<PrerenderModule> {
  const outDir = join(root, 'node_modules/.s62-prerender');
  await build({
    root,
    configFile: false,
    logLevel: 'warn',
    plugins: [workspaceSources(), withoutStyles(styleModules)],
    resolve: { dedupe: ['@twind/core'] },
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    // The workspace packages are read from their sources: bundled, not imported at run time.
    ssr: { noExternal: [/^@stickers62\//] },
    build: { ssr: 'src/prerender.tsx', outDir, emptyOutDir: true, minify: false, sourcemap: false },
  });
  return import(pathToFileURL(join(outDir, 'prerender.js')).href);
}

async function renderPages(data: PrerenderBuildData): Promise<RenderedPage[]> {
  const { prerenderedPaths, renderPage } = await buildRenderer(data);
  const pages: RenderedPage[] = [];
  for (const path of prerenderedPaths) pages.push({ path, markup: await renderPage(path) });
  return pages;
}

parentPort?.postMessage(await renderPages(workerData as PrerenderBuildData));
