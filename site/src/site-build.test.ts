// @vitest-environment node
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { paymentTexts } from '@stickers62/core/texts';
import { classTokens } from '@stickers62/widgets/widget-css';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteSourceFiles } from '../site-css';
import { aboutTexts, landingTexts, productPageTexts } from './texts';

const siteDir = fileURLToPath(new URL('..', import.meta.url));
let outDir: string;
let assets: string[];
const asset = async (pattern: RegExp) => {
  const name = assets.find((file) => pattern.test(file));
  if (!name) throw new Error(`no asset like ${pattern}`);
  return readFile(join(outDir, 'assets', name), 'utf8');
};
const withoutEscapes = (selector: string) => selector.replace(/\\(.)/g, '$1');

beforeAll(async () => {
  outDir = await mkdtemp(join(tmpdir(), 's62-site-build-'));
  await build({
    root: siteDir,
    configFile: join(siteDir, 'vite.config.ts'),
    logLevel: 'silent',
    build: { outDir, emptyOutDir: true, sourcemap: false },
  });
  assets = await readdir(join(outDir, 'assets'));
}, 120_000);
afterAll(() => rm(outDir, { recursive: true, force: true }));

describe('the site build', () => {
  it('has a stylesheet with a rule for the classes the light-DOM sources write', async () => {
    const css = withoutEscapes(await asset(/^index-.*\.css$/));
    // Written as a twind group before, chosen in a template expression, arbitrary values with parentheses.
    for (const name of [
      'md:flex-row',
      'aria-[current=page]:bg-brand-light',
      'focus-visible:ring-brand-light',
      'focus:not-sr-only',
      'list-decimal',
      'lg:h-[calc(100vh-7rem)]',
      'lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]',
      'bg-brand',
    ]) {
      expect(css.includes(`.${name}`), name).toBe(true);
    }
    // Every class token of the site's own pages that twind knows has its rule (sampled: the landing).
    const home = await readFile(join(siteDir, 'src/pages/home.tsx'), 'utf8');
    for (const token of ['rounded-xl', 'text-white', 'hover:bg-brand-dark', 'focus-visible:ring-4']) {
      expect(classTokens(home)).toContain(token);
      expect(css.includes(`.${token}`), token).toBe(true);
    }
    // Tailwind's preflight comes with it.
    expect(css).toMatch(/box-sizing:border-box/);
  });

  it('ships no twind: neither the entry nor any chunk compiles classes on the page', async () => {
    for (const file of assets.filter((name) => name.endsWith('.js'))) {
      expect(await readFile(join(outDir, 'assets', file), 'utf8'), file).not.toContain('data-twind');
    }
    const html = await readFile(join(outDir, 'index.html'), 'utf8');
    expect(html).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/index-[\w-]+\.css">/);
  });

  it('writes the chunks of each lazy route for the server to preload', async () => {
    const preloads = JSON.parse(await readFile(join(outDir, 'route-preloads.json'), 'utf8')) as {
      path: string;
      preload: string[];
    }[];
    const html = await readFile(join(outDir, 'index.html'), 'utf8');
    for (const [path, chunk] of [
      ['/stickers', /^\/assets\/stickers-[\w-]+\.js$/],
      ['/acryl', /^\/assets\/acryl-[\w-]+\.js$/],
      ['/admin', /^\/assets\/admin-[\w-]+\.js$/],
    ] as const) {
      const route = preloads.find((entry) => entry.path === path);
      expect(route?.preload[0], path).toMatch(chunk);
      for (const script of route?.preload ?? []) {
        expect(assets, script).toContain(script.replace('/assets/', ''));
        // Only what the entry does not load already.
        expect(html, script).not.toContain(script);
      }
    }
  });

  it('prerenders the public pages the route table marks, whole, with no inline script, compressed', async () => {
    const pages = JSON.parse(await readFile(join(outDir, 'prerendered.json'), 'utf8')) as {
      path: string;
      file: string;
    }[];
    // The order-link page by its route pattern: one shell for every order.
    expect(pages.map((page) => page.path)).toEqual(['/', '/stickers', '/acryl', '/about', '/order/:id/payment']);
    const preloads = JSON.parse(await readFile(join(outDir, 'route-preloads.json'), 'utf8')) as {
      path: string;
      preload: string[];
    }[];
    const headings: Record<string, string> = {
      '/': landingTexts.heroTitle,
      '/stickers': productPageTexts.stickersTitle,
      '/acryl': productPageTexts.acrylTitle,
      '/about': aboutTexts.intro,
      // The shell's visible heading is the card's, drawn in the browser; its own is for screen readers.
      '/order/:id/payment': paymentTexts.formTitle,
    };
    for (const { path, file } of pages) {
      const html = await readFile(join(outDir, file), 'utf8');
      expect(html, path).toContain(`<div id="root" data-prerendered="${path}">`);
      expect(html, path).toContain(headings[path]);
      // The site's CSP allows no inline script: React must not have sent a boundary apart.
      expect(html, path).not.toMatch(/<script>|<script [^>]*>[^<]/);
      expect(html, path).not.toContain('<template');
      // No script fetched before the first paint: the entry and the route's own chunks are named
      // on after-paint.js, which adds them once the page has painted.
      expect(html, path).not.toMatch(/<script type="module"|rel="modulepreload"/);
      const starter =
        /<script defer src="\/after-paint\.js" data-entry="([^"]+)" data-preload="([^"]*)"><\/script>/.exec(html);
      expect(starter?.[1], path).toMatch(/^\/assets\/index-[\w-]+\.js$/);
      const named = (starter?.[2] ?? '').split(' ').filter(Boolean);
      expect(named.length, path).toBeGreaterThan(0);
      for (const script of preloads.find((route) => route.path === path)?.preload ?? []) {
        expect(named, script).toContain(script);
      }
      expect((await stat(join(outDir, `${file}.br`))).size, path).toBeGreaterThan(0);
    }
    // The shell for every other route stays empty and loads its scripts at once.
    const shell = await readFile(join(outDir, 'index.html'), 'utf8');
    expect(shell).toContain('<div id="root"></div>');
    expect(shell).not.toContain('after-paint');
    expect(shell).toMatch(/<script type="module" crossorigin src="\/assets\/index-/);
  });

  it('records, last, the NODE_ENV it was built with and every file it made (what the server serves)', async () => {
    const record = JSON.parse(await readFile(join(outDir, 'site-build.json'), 'utf8')) as {
      nodeEnv: string;
      files: string[];
    };
    // Vitest runs under NODE_ENV=test: a build the production server refuses.
    expect(record.nodeEnv).toBe(process.env.NODE_ENV);
    const written = (await readdir(outDir, { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => relative(outDir, join(entry.parentPath, entry.name)).split(sep).join('/'))
      .filter((file) => file !== 'site-build.json');
    expect([...record.files].sort()).toEqual(written.sort());
    // Written after the prerendered pages and their compressed copies.
    expect(record.files).toEqual(
      expect.arrayContaining(['index.html', 'prerendered.json', 'prerendered/stickers.html.br']),
    );
    expect(record.files.some((file) => /^assets\/index-[\w-]+\.js$/.test(file))).toBe(true);
  });

  it('reads the site’s own sources and the widgets’ shop blocks for its classes', async () => {
    const files = await siteSourceFiles();
    expect(files.some((file) => file.endsWith('site/src/pages/home.tsx'))).toBe(true);
    expect(files.some((file) => file.endsWith('widgets/src/shop/header/SiteHeader.tsx'))).toBe(true);
    expect(files.some((file) => file.endsWith('.test.ts') || file.endsWith('.test.tsx'))).toBe(false);
  });
});
