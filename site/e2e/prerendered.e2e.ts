import { brandTexts, calculatorTexts, navTexts, paymentTexts } from '@stickers62/core/texts';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { paths, routes } from '../src/routes.ts';
import { aboutTexts, landingTexts, productPageTexts } from '../src/texts/index.ts';
import { clientOrderInWork, getBrowser, newPage, screenshot, shopUrl, signUp } from './support/index.ts';

/** The prerendered pages (routes marked `prerendered`) and a text of each page's own. */
const pages: [path: string, text: string][] = [
  [paths.home, landingTexts.heroTitle],
  [paths.stickers, productPageTexts.stickersTitle],
  [paths.acryl, productPageTexts.acrylTitle],
  [paths.about, aboutTexts.intro],
];

/**
 * Keeps the `<h1>` the server's HTML brought, taken before any script ran (readyState
 * `interactive` comes before module scripts execute), and every error the page reports:
 * React reports a failed hydration as an error (minified #418, #419, #423, #425).
 */
async function watchHydration(page: Page): Promise<{ errors: string[]; sameHeading: () => Promise<boolean> }> {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && /react|hydrat/i.test(message.text())) errors.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      const kept = window as unknown as { prerenderedHeading?: Element | null };
      if (document.readyState === 'interactive') kept.prerenderedHeading = document.querySelector('h1');
    });
  });
  return {
    errors,
    sameHeading: () =>
      page.evaluate(() => {
        const heading = (window as unknown as { prerenderedHeading?: Element | null }).prerenderedHeading;
        return heading != null && heading === document.querySelector('h1') && heading.isConnected;
      }),
  };
}

describe('pages prerendered at build time', () => {
  test('show their content before (and without) JavaScript', async () => {
    const context = await (await getBrowser()).newContext({
      baseURL: shopUrl(),
      javaScriptEnabled: false,
      viewport: { width: 375, height: 800 },
      locale: 'ru-RU',
    });
    const page = await context.newPage();
    for (const [path, text] of pages) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      expect(await page.locator('#root').getAttribute('data-prerendered'), path).toBe(path);
      expect(await page.getByText(text, { exact: true }).first().isVisible(), path).toBe(true);
      // Styled by the build's stylesheet: the header's links are laid out, not a bare list.
      expect(await page.getByRole('link', { name: brandTexts.name, exact: true }).first().isVisible(), path).toBe(true);
    }
    // The calculator's space holds a loading card until its scripts run.
    await page.goto(paths.stickers);
    const loadingCard = page.locator('.calculator-loading');
    expect(await loadingCard.isVisible()).toBe(true);
    expect(await loadingCard.getByRole('status').textContent()).toBe(navTexts.loading);
    await screenshot(page, 'prerendered-stickers-no-js', 375);
    // A page that is not prerendered is the empty shell: it needs its scripts.
    await page.goto(paths.login);
    expect(await page.locator('#root').innerHTML()).toBe('');
    await context.close();
  });

  test('fetch no script before the page has painted: after-paint.js starts them after its first frame', async () => {
    const page = await newPage({ width: 375 });
    for (const [path] of pages) {
      await page.goto(path);
      // Until the entry has been fetched and the page's heading is still the server's.
      const handle = await page.waitForFunction(() => {
        const entry = document.querySelector<HTMLScriptElement>('script[data-entry]')?.dataset.entry;
        const [start] = performance.getEntriesByName('s62:scripts-start');
        const resources = performance.getEntriesByType('resource');
        if (!entry || !start || !resources.some((resource) => resource.name.endsWith(entry))) return null;
        const scripts = resources.filter(
          (resource) => /\.js$/.test(resource.name) && !resource.name.endsWith('/after-paint.js'),
        );
        return {
          start: start.startTime,
          first: Math.min(...scripts.map((resource) => resource.startTime)),
          count: scripts.length,
        };
      });
      const fetched = (await handle.jsonValue()) as { start: number; first: number; count: number };
      expect(fetched.count, path).toBeGreaterThan(3);
      expect(fetched.first, path).toBeGreaterThanOrEqual(fetched.start);
      expect(await page.locator('link[rel="modulepreload"]').count(), path).toBeGreaterThan(0);
    }
    await page.context().close();
  });

  test('hydrate for a guest: the same nodes, no error, and the calculator works', async () => {
    const page = await newPage({ width: 375, height: 800 });
    const watch = await watchHydration(page);
    for (const [path, text] of pages) {
      await page.goto(path);
      await page.getByText(text, { exact: true }).first().waitFor();
      await page.waitForLoadState('networkidle');
      expect(await watch.sameHeading(), path).toBe(true);
    }
    await page.goto(paths.stickers);
    const sheets = page.getByRole('spinbutton', { name: calculatorTexts.sheets });
    await sheets.waitFor();
    // Once the calculator is there, the loading card is gone.
    expect(await page.locator('.calculator-loading').isVisible()).toBe(false);
    await sheets.fill('20');
    await expect.poll(() => page.getByTestId('total').textContent()).toMatch(/₽/);
    expect(await watch.sameHeading()).toBe(true);
    await screenshot(page, 'prerendered-stickers-hydrated', 375);
    await screenshot(page, 'prerendered-stickers-hydrated', 1440);
    expect(watch.errors).toEqual([]);
    await page.context().close();
  });

  test('keep the calculator’s space: nothing under it moves as it loads, at 375 and 1440 px', async () => {
    for (const width of [375, 1440]) {
      for (const [path, ready] of [
        [paths.stickers, 'price-per-sheet'],
        [paths.acryl, 'price-per-piece'],
      ] as const) {
        const page = await newPage({ width, height: 800 });
        // Every layout shift from the first paint on, as Lighthouse and Chrome's CLS count them.
        await page.addInitScript(() => {
          const shifts: number[] = [];
          (window as unknown as { shifts: number[] }).shifts = shifts;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & {
              value: number;
              hadRecentInput: boolean;
            })[]) {
              if (!entry.hadRecentInput) shifts.push(entry.value);
            }
          }).observe({ type: 'layout-shift', buffered: true });
        });
        await page.goto(path);
        await expect.poll(() => page.getByTestId(ready).textContent()).toMatch(/₽/);
        await page.waitForLoadState('networkidle');
        const layoutShift = await page.evaluate(() =>
          (window as unknown as { shifts: number[] }).shifts.reduce((sum, value) => sum + value, 0),
        );
        expect(layoutShift, `${path} at ${width} px`).toBeLessThan(0.01);
        // The space kept is the loaded calculator's height, give or take a line: not less (the
        // notes would move), not much more (a gap under it).
        const { kept, calculator } = await page.getByTestId('calculator-space').evaluate((space) => ({
          kept: Number.parseFloat(getComputedStyle(space).minHeight),
          calculator: (space.firstElementChild as HTMLElement).getBoundingClientRect().height,
        }));
        expect(calculator, `${path} at ${width} px`).toBeGreaterThanOrEqual(kept);
        expect(calculator - kept, `${path} at ${width} px`).toBeLessThanOrEqual(32);
        await page.context().close();
      }
    }
  });

  test('hydrate for a signed-in customer: the guest header becomes the user menu, without a hydration error', async () => {
    const { account, token } = await signUp();
    const page = await newPage({ token });
    const watch = await watchHydration(page);
    for (const [path] of pages) {
      await page.goto(path);
      await page.getByRole('button', { name: new RegExp(`^${navTexts.userMenu}:\\s*${account.username}$`) }).waitFor();
      expect(await watch.sameHeading(), path).toBe(true);
    }
    expect(watch.errors).toEqual([]);
    await page.context().close();
  });

  test('serve the order-link page as one shell for every order: its space kept, hydrated, nothing moves (375 and 1440 px)', async () => {
    const { created } = await clientOrderInWork('Оболочка Ссылкина', { name: 'Оболочка' });
    const path = paths.orderPayment(created.orderId);

    // Without JavaScript: the shell for this very order, its loading card where the card will be.
    const context = await (await getBrowser()).newContext({
      baseURL: shopUrl(),
      javaScriptEnabled: false,
      viewport: { width: 375, height: 800 },
      locale: 'ru-RU',
    });
    const bare = await context.newPage();
    expect((await bare.goto(path))?.status()).toBe(200);
    expect(await bare.locator('#root').getAttribute('data-prerendered')).toBe(routes.orderPayment.path);
    const loadingCard = bare.locator('.payment-loading');
    expect(await loadingCard.isVisible()).toBe(true);
    expect(await loadingCard.textContent()).toBe(navTexts.loading);
    expect(await bare.content()).not.toContain(created.orderId);
    await screenshot(bare, 'prerendered-order-link-no-js', 375);
    await context.close();

    for (const width of [375, 1440]) {
      const page = await newPage({ width, height: 800 });
      const watch = await watchHydration(page);
      await page.addInitScript(() => {
        const shifts: number[] = [];
        (window as unknown as { shifts: number[] }).shifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) shifts.push(entry.value);
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(path);
      await page.getByRole('button', { name: paymentTexts.payOrder }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(await page.locator('.payment-loading').isVisible()).toBe(false);
      const layoutShift = await page.evaluate(() =>
        (window as unknown as { shifts: number[] }).shifts.reduce((sum, value) => sum + value, 0),
      );
      expect(layoutShift, `at ${width} px`).toBeLessThan(0.01);
      expect(await watch.sameHeading(), `at ${width} px`).toBe(true);
      expect(watch.errors, `at ${width} px`).toEqual([]);
      await screenshot(page, 'prerendered-order-link-hydrated', width);
      await page.context().close();
    }
  });
});
