import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { hasChromium, launchChromium } from '@stickers62/testkit/chromium';
import { orderId } from '@stickers62/testkit/fixtures';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStaticServer } from './harness';
import { type MockShopOptions, mockShopApi } from './mock-shop-api';

let browser: Browser;
let server: Awaited<ReturnType<typeof startStaticServer>>;

beforeAll(async () => {
  if (!hasChromium) return;
  server = await startStaticServer();
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** Opens an examples page with the shop's API mocked; fails the test on any page error. */
async function openExample(path: string, options: MockShopOptions & { width?: number } = {}) {
  const page = await browser.newPage({ viewport: { width: options.width ?? 1280, height: 900 } });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const api = await mockShopApi(page, server.origin, options);
  await page.goto(`${server.origin}/examples/${path}`);
  return { page, errors, calls: api.calls };
}

/** Text with no-break spaces (ru-RU money) read as plain spaces, so expectations stay readable. */
async function textOf(locator: { textContent(): Promise<string | null> }): Promise<string> {
  return ((await locator.textContent()) ?? '').replace(/\s/g, ' ');
}

/** Runs in the page: a computed style of the first element matching `selector` in the host's shadow root. */
function shadowStyle(page: Page, host: string, selector: string, property: string) {
  return page.evaluate(
    ([hostSelector, innerSelector, cssProperty]) => {
      const element = document.querySelector(hostSelector)?.shadowRoot?.querySelector(innerSelector);
      return element ? getComputedStyle(element).getPropertyValue(cssProperty) : null;
    },
    [host, selector, property] as const,
  );
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe in the real browser (colour contrast included) on the given elements and their shadow roots. */
async function axeViolations(page: Page, selectors: string[]) {
  await page.addScriptTag({ content: axeSource });
  return page.evaluate(async (include) => {
    const axe = (window as unknown as { axe: { run: (context: unknown) => Promise<{ violations: unknown[] }> } }).axe;
    const result = await axe.run({ include: include.map((selector) => [selector]) });
    return (result.violations as { id: string; nodes: { target: unknown }[] }[]).map((violation) => ({
      rule: violation.id,
      targets: violation.nodes.map((node) => JSON.stringify(node.target)),
    }));
  }, selectors);
}

describe.skipIf(!hasChromium)('examples in Chromium', () => {
  it('renders the calculators in shadow DOM with their styles, isolated from the partner page', async () => {
    const { page, errors, calls } = await openExample('partner-calculator.html');
    const main = page.locator('#main-calculator');
    await expect.poll(() => textOf(main.getByTestId('total'))).toBe('1 000,00 ₽');
    // Twind's rules apply inside: rounded-2xl card, semibold heading, brand-coloured link.
    expect(await shadowStyle(page, '#main-calculator', 'div', 'border-top-left-radius')).toBe('16px');
    expect(await shadowStyle(page, '#main-calculator', 'h2', 'font-weight')).toBe('600');
    expect(await shadowStyle(page, '#main-calculator', 'a', 'background-color')).toBe('rgb(79, 70, 229)');
    // The partner's rules for h2 and select do not reach in…
    expect(await shadowStyle(page, '#main-calculator', 'h2', 'color')).not.toBe('rgb(200, 0, 0)');
    expect(await shadowStyle(page, '#main-calculator', 'select', 'background-color')).not.toBe('rgb(255, 255, 0)');
    // …and nothing of the widgets' reaches out: no added style sheets, light DOM empty.
    const page_ = await page.evaluate(() => ({
      styleElements: document.querySelectorAll('style').length,
      adopted: document.adoptedStyleSheets.length,
      lightChildren: document.querySelector('#main-calculator')?.childElementCount,
      shadow: Boolean(document.querySelector('#main-calculator')?.shadowRoot),
    }));
    expect(page_).toEqual({ styleElements: 1, adopted: 0, lightChildren: 0, shadow: true });
    // Two sticker calculators of one shop: one request for their prices and films.
    await expect.poll(() => textOf(page.locator('#promo-calculator').getByTestId('total'))).toBe('1 500,00 ₽');
    expect(calls.filter((call) => call.includes('/calculators/sticker/lookups'))).toHaveLength(1);
    await expect.poll(() => textOf(page.locator('s62-acryl-calculator').getByTestId('total'))).toBe('450,00 ₽');
    expect(await axeViolations(page, ['#main-calculator', '#promo-calculator', 's62-acryl-calculator'])).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('re-renders on attribute changes and its events reach the page; works by keyboard', async () => {
    const { page, errors } = await openExample('partner-calculator.html');
    const promo = page.locator('#promo-calculator');
    const films = () => promo.getByRole('combobox', { name: 'Пленка' }).locator('option').allTextContents();
    await expect.poll(films).toEqual(['Голографическая']);
    await page.evaluate(() => document.querySelector('#promo-calculator')?.setAttribute('film-types', 'Белая'));
    await expect.poll(films).toEqual(['Белая']);
    await page.evaluate(() => document.querySelector('#promo-calculator')?.removeAttribute('film-types'));
    await expect.poll(films).toEqual(['Белая', 'Голографическая']);

    const main = page.locator('#main-calculator');
    await expect.poll(() => textOf(page.locator('#partner-total'))).toBe('10 листов A4: 1 000,00 ₽');
    await main.getByRole('combobox', { name: 'Резка' }).focus();
    for (let step = 0; step < 4; step += 1) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.shadowRoot?.activeElement?.getAttribute('type'))).toBe(
      'number',
    );
    await page.keyboard.press('Control+A');
    await page.keyboard.type('60');
    await expect.poll(() => textOf(page.locator('#partner-total'))).toBe('60 листов A4: 5 400,00 ₽');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => textOf(page.locator('#partner-total'))).toBe('60 листов A5: 3 300,00 ₽');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('picks layouts by keyboard, zooms the preview and closes the lightbox', async () => {
    const { page, errors, calls } = await openExample('layout-picker.html');
    await page.locator('#open-multi').click();
    const dialog = page.getByRole('dialog', { name: 'Выберите макеты для повторения' });
    await expect.poll(() => dialog.getByText('Макетов: 40').count()).toBe(1);
    expect(await axeViolations(page, ['s62-layout-picker'])).toEqual([]);
    // Preview thumbnails come lazily at 120 px.
    const thumbnail = dialog.locator('img').first();
    expect(await thumbnail.getAttribute('loading')).toBe('lazy');
    expect(await thumbnail.getAttribute('src')).toContain('/preview?maxWidth=120');

    await dialog.getByRole('button', { name: 'Открыть предпросмотр: Макет 1', exact: true }).click();
    const lightbox = page.getByRole('dialog', { name: 'Макет 1', exact: true });
    expect(await lightbox.locator('img').getAttribute('src')).toContain('/preview?maxWidth=1000');
    await lightbox.hover({ position: { x: 20, y: 20 } });
    for (let step = 0; step < 10; step += 1) await page.mouse.wheel(0, -200);
    await expect.poll(() => lightbox.getAttribute('data-zoom')).toBe('3');
    // The zoom animates for 150 ms before it settles at 3×.
    await expect
      .poll(() => lightbox.locator('img').evaluate((image) => getComputedStyle(image).transform))
      .toBe('matrix(3, 0, 0, 3, 0, 0)');
    await lightbox.click({ position: { x: 5, y: 5 } });
    await expect.poll(() => lightbox.count()).toBe(0);
    await dialog.getByRole('button', { name: 'Открыть предпросмотр: Макет 2', exact: true }).click();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog', { name: 'Макет 2', exact: true }).count()).toBe(0);
    expect(await dialog.count()).toBe(1);

    // Keyboard: select two layouts, confirm; the selection reaches the page.
    await dialog.getByRole('button', { name: /^Макет 1 / }).focus();
    await page.keyboard.press('Enter');
    await dialog.getByRole('button', { name: /^Макет 2 / }).focus();
    await page.keyboard.press('Space');
    await dialog.getByRole('button', { name: 'Повторить макеты (2)' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('#picked li').allTextContents()).toEqual(['Макет 1 × 11', 'Макет 2 × 12']);
    expect(await page.locator('#picker').getAttribute('open')).toBeNull();

    // Scrolling to the end loads the next page of 50 once.
    await page.locator('#open-single').click();
    const single = page.getByRole('dialog', { name: 'Выберите макет для повторения' });
    await expect.poll(() => single.getByText('Макетов: 40').count()).toBe(1);
    await single.getByTestId('layout-grid').evaluate((grid) => grid.scrollTo(0, grid.scrollHeight));
    await expect.poll(() => single.getByText('Макетов: 50').count()).toBe(1);
    expect(calls.filter((call) => call.includes('recent-items?skip=50'))).toHaveLength(1);
    await page.keyboard.press('Escape');
    await expect.poll(() => single.count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows the payment card by order link and reports the payment to the page', async () => {
    const { page, errors } = await openExample(`payment-link.html?order=${orderId}`, {
      paymentStatuses: ['pending', 'success'],
    });
    const card = page.locator('s62-payment-card');
    await expect.poll(() => card.getByRole('heading', { name: 'Оплата заказа #1024' }).count()).toBe(1);
    expect(await axeViolations(page, ['s62-payment-card'])).toEqual([]);
    await card.getByRole('button', { name: 'Проверить платеж' }).click();
    await expect.poll(() => card.getByRole('heading', { name: 'Заказ оплачен' }).count()).toBe(1);
    expect(await page.locator('#payment-log').textContent()).toBe('Оплачен заказ №1024');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('loads the card’s parts on demand: «Оплатить по счёту» fetches its chunk when pressed, the delivery choice never unasked', async () => {
    const { page, errors } = await openExample(`payment-link.html?order=${orderId}`);
    const chunks: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/elements/chunks/')) chunks.push(pathname.replace('/elements/chunks/', ''));
    });
    const card = page.locator('s62-payment-card');
    await expect.poll(() => card.getByRole('heading', { name: 'Оплата заказа #1024' }).count()).toBe(1);
    expect(chunks).toEqual([]);
    await card.getByRole('button', { name: 'Оплатить по счёту' }).click();
    await expect.poll(() => card.getByTestId('order-link-invoice').count()).toBe(1);
    // The invoice part, named by its content, once; nothing else (a guest has no delivery to choose).
    expect(chunks).toEqual([expect.stringMatching(/^payment-card-order-link-invoice\.[0-9a-f]{16}\.js$/)]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('loads every chunk of every script through that script’s loader, its integrity checked', async () => {
    const { page, errors } = await openExample('payment-link.html?order=0');
    const scripts = [
      'sticker-calculator',
      'acryl-calculator',
      'layout-picker',
      'payment-card',
      'contact-button',
      'all',
    ];
    const files = readdirSync(new URL('../dist/elements/chunks/', import.meta.url));
    // The delivery choice among them: a guest's card never shows it, a signed-in customer's does.
    expect(files).toContainEqual(expect.stringMatching(/^payment-card-order-delivery\.[0-9a-f]{16}\.js$/));
    for (const file of files) {
      const script = scripts.filter((name) => file.startsWith(`${name}-`)).sort((a, b) => b.length - a.length)[0];
      // A string, not a function: vitest would rewrite a function's import() for Node.
      const exported = (await page.evaluate(
        `import(${JSON.stringify(`http://localhost:3000/elements/${script}.js`)}).then((entry) => entry.__s62_load(${JSON.stringify(file)})).then(Object.keys)`,
      )) as string[];
      expect(exported.length, file).toBeGreaterThan(0);
    }
    expect(errors).toEqual([]);
    await page.close();
  });

  it('never runs a chunk whose bytes are not those the script was built with', async () => {
    const { page, errors } = await openExample(`payment-link.html?order=${orderId}`, { tamperChunks: true });
    const card = page.locator('s62-payment-card');
    await expect.poll(() => card.getByRole('heading', { name: 'Оплата заказа #1024' }).count()).toBe(1);
    await card.getByRole('button', { name: 'Оплатить по счёту' }).click();
    // The script refuses the part (its integrity does not match): the error names the chunk.
    await expect
      .poll(() => errors.some((error) => /payment-card-order-link-invoice\.[0-9a-f]{16}\.js: not loaded/.test(error)))
      .toBe(true);
    expect(await page.evaluate(() => (window as { s62Tampered?: boolean }).s62Tampered)).toBeUndefined();
    expect(await card.getByTestId('order-link-invoice').count()).toBe(0);
    await page.close();
  });

  it('shows the contact button expanded on wide screens and collapsed on narrow ones', async () => {
    const wide = await openExample('contact-button.html', { width: 1280 });
    const link = wide.page
      .locator('s62-contact-button')
      .getByRole('link', { name: 'Есть вопросы? Свяжитесь с нами в ВК' });
    await expect.poll(() => link.textContent()).toBe('Есть вопросы? Свяжитесь с нами в ВК');
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.evaluate((element) => getComputedStyle(element).position)).toBe('fixed');
    await wide.page.close();

    const narrow = await openExample('contact-button.html', { width: 500 });
    const icon = narrow.page
      .locator('s62-contact-button')
      .getByRole('link', { name: 'Есть вопросы? Свяжитесь с нами в ВК' });
    await expect.poll(() => icon.getAttribute('data-expanded')).toBe('false');
    expect(await icon.textContent()).toBe('');
    // Defining the elements again (a second script on the page) is harmless.
    await narrow.page.addScriptTag({ type: 'module', url: '/packages/widgets/dist/elements/all.js' });
    await narrow.page.addScriptTag({ type: 'module', url: '/packages/widgets/dist/elements/contact-button.js' });
    expect(await narrow.page.evaluate(() => Boolean(customElements.get('s62-payment-card')))).toBe(true);
    expect(narrow.errors).toEqual([]);
    await narrow.page.close();
  });
});
