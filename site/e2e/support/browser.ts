import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { accessTokenStorageKey } from '@stickers62/core/stores';
import { launchChromium } from '@stickers62/testkit/chromium';
import type { Browser, Locator, Page } from 'playwright-core';
import { randomVisitorAddress } from './accounts.ts';
import { shopUrl } from './shop-url.ts';

const screenshotDir = fileURLToPath(new URL('../screenshots/', import.meta.url));

let browser: Promise<Browser> | null = null;

/** One browser per test file. */
export function getBrowser(): Promise<Browser> {
  browser ??= launchChromium();
  return browser;
}

export async function closeBrowser(): Promise<void> {
  const running = browser;
  browser = null;
  if (running) await (await running).close();
}

export interface NewPageOptions {
  /** Viewport width in CSS pixels; 1440 unless given (375 for the phone layout). */
  width?: number;
  height?: number;
  /** Opens the site already signed in with this access token (stored as the site stores it). */
  token?: string;
  /** A phone: touch screen, coarse pointer, mobile viewport (no mouse, no right click). */
  touch?: boolean;
}

/**
 * A page in its own browser context (own storage and cookies), addressed relative to the
 * e2e server: `page.goto('/login')`.
 */
export async function newPage(options: NewPageOptions = {}): Promise<Page> {
  const context = await (await getBrowser()).newContext({
    baseURL: shopUrl(),
    viewport: { width: options.width ?? 1440, height: options.height ?? 900 },
    locale: 'ru-RU',
    timezoneId: 'Europe/Moscow',
    extraHTTPHeaders: { 'X-Forwarded-For': randomVisitorAddress() },
    ...(options.touch ? { isMobile: true, hasTouch: true } : {}),
  });
  // A page's load waits for every asset; on a busy 2-core CI machine (two suites, a build) that
  // once took over Playwright's 30 s, and once over a minute while both cores were taken by busy
  // loops, so navigations get two minutes (a bound, not a sleep).
  context.setDefaultNavigationTimeout(120_000);
  if (options.token) {
    await context.addInitScript(
      ([key, token]) => {
        if (!sessionStorage.getItem('e2e-token-set')) {
          localStorage.setItem(key as string, token as string);
          sessionStorage.setItem('e2e-token-set', '1');
        }
      },
      [accessTokenStorageKey, options.token],
    );
  }
  const page = await context.newPage();
  // A prerendered page is painted before its scripts load (docs/decisions/0150): a click before
  // React has hydrated it does nothing, so every navigation waits for main.tsx's mark. Other
  // documents (the shell renders at once; a PDF or JSON has no #root) pass straight through.
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => untilInteractive(page, await goto(...args));
  page.reload = async (...args) => untilInteractive(page, await reload(...args));
  return page;
}

async function untilInteractive<T>(page: Page, response: T): Promise<T> {
  await page.waitForFunction(
    () => !document.querySelector('#root[data-prerendered]') || document.documentElement.dataset.interactive === 'true',
    undefined,
    { timeout: 90_000 },
  );
  return response;
}

/**
 * Saves `site/e2e/screenshots/<name>-<width>.png` (git-ignored) of the whole page, at the
 * given viewport width when one is given. Look at them: they are for human eyes.
 */
export async function screenshot(page: Page, name: string, width?: number): Promise<string> {
  if (width) {
    const height = page.viewportSize()?.height ?? 900;
    await page.setViewportSize({ width, height });
  }
  const actualWidth = page.viewportSize()?.width ?? 0;
  await mkdir(screenshotDir, { recursive: true });
  const path = `${screenshotDir}${name}-${actualWidth}.png`;
  await page.screenshot({ path, fullPage: true });
  return path;
}

/** A phone's and a desktop's width, in CSS pixels: every journey's screenshots are taken at both. */
export const widths = [375, 1440] as const;

/** Whether the page scrolls sideways at its current width (something sticks out). */
export const scrollsSideways = (page: Page): Promise<boolean> =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

/**
 * Screenshots of the whole page at a phone's and a desktop's width (375 and 1440 px), each checked
 * for sideways scrolling; the page is left at 1440 px. Taken from the top, so the sticky header is
 * not pictured over the middle, or with `part` scrolled into view at each width when given.
 */
export async function shootPhoneAndDesktop(page: Page, name: string, part?: Locator): Promise<void> {
  if (!part) await page.evaluate(() => window.scrollTo(0, 0));
  for (const width of widths) {
    if (part) {
      await page.setViewportSize({ width, height: page.viewportSize()?.height ?? 900 });
      await part.scrollIntoViewIfNeeded();
    }
    await screenshot(page, name, width);
    if (await scrollsSideways(page)) throw new Error(`${name} scrolls sideways at ${width} px`);
  }
}

/** Fails when the page scrolls sideways at its current width. */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  if (await scrollsSideways(page))
    throw new Error(`${page.url()} scrolls sideways at ${page.viewportSize()?.width} px`);
}

/** Text with ru-RU's no-break and thin spaces made plain, so money and dates compare as typed. */
export const plainSpaces = (text: string | null) => (text ?? '').replace(/\s/g, ' ');
