import { mkdir } from 'node:fs/promises';
import { hasChromium, launchChromium } from '@stickers62/testkit/chromium';
import { orderId } from '@stickers62/testkit/fixtures';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStaticServer } from './harness';
import { exampleApiOrigin, type MockShopOptions, mockShopApi } from './mock-shop-api';

/**
 * The widgets as a partner's page sees them: the same computed sizes on a plain page and on a
 * hostile one, dialogs above a clipping container, the theme, and «Повторить» after a failed
 * load. Screenshots go to $S62_SCREENSHOTS when it is set (they are looked at, not compared).
 */

let browser: Browser;
let server: Awaited<ReturnType<typeof startStaticServer>>;
const screenshots = process.env.S62_SCREENSHOTS;

beforeAll(async () => {
  if (!hasChromium) return;
  server = await startStaticServer();
  browser = await launchChromium();
  if (screenshots) await mkdir(screenshots, { recursive: true });
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** Every rule the issue names: a reset of everything, two root font sizes, a forced button size. */
const hostileCss = `
  * { all: unset }
  :root { font-size: 8px }
  html { font-size: 62.5% }
  button { font-size: 40px !important }
  style, script, head { display: none }
`;

/** A container that clips and transforms: fixed and modal content inside it would be cut off. */
const frameCss = `.frame { display: block; transform: translateX(0); overflow: hidden; height: 240px; width: 320px; position: relative }`;

function pageHtml({ css = '', body }: { css?: string; body: string }): string {
  return `<!doctype html><html lang="ru"><head><meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Партнёр</title>
    <style>${css}</style>
    <script type="module" src="/packages/widgets/dist/elements/all.js"></script>
    </head><body>${body}</body></html>`;
}

const widgetsBody = `
  <s62-sticker-calculator id="calculator" api-base="${exampleApiOrigin}" order-href="/order"></s62-sticker-calculator>
  <s62-payment-card id="payment" api-base="${exampleApiOrigin}" order-id="${orderId}"></s62-payment-card>
  <div class="frame">
    <s62-layout-picker id="picker" api-base="${exampleApiOrigin}" multiple></s62-layout-picker>
  </div>`;

/** Serves `html` at a page of the partner's origin, with the shop's API mocked; fails on page errors. */
async function openPage(html: string, options: MockShopOptions & { width?: number } = {}) {
  const page = await browser.newPage({ viewport: { width: options.width ?? 1280, height: 900 } });
  const errors: string[] = [];
  const consoleErrors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  const api = await mockShopApi(page, server.origin, options);
  await page.route(`${server.origin}/partner.html`, (route) =>
    route.fulfill({ status: 200, headers: { 'content-type': 'text/html; charset=utf-8' }, body: html }),
  );
  await page.goto(`${server.origin}/partner.html`);
  return { page, errors, consoleErrors, calls: api.calls };
}

/** Computed sizes of the pieces a page could disturb, read inside the shadow roots. */
function measure(page: Page) {
  return page.evaluate(() => {
    const inside = (host: string, selector: string) => {
      const element = document.querySelector(host)?.shadowRoot?.querySelector(selector);
      if (!element) throw new Error(`${host} ${selector} missing`);
      return element as HTMLElement;
    };
    const sizes = (element: HTMLElement) => {
      const style = getComputedStyle(element);
      return {
        fontSize: style.fontSize,
        lineHeight: style.lineHeight,
        fontFamily: style.fontFamily,
        height: element.getBoundingClientRect().height,
        padding: style.padding,
      };
    };
    const host = document.querySelector('#calculator') as HTMLElement;
    return {
      host: { display: getComputedStyle(host).display, fontSize: getComputedStyle(host).fontSize },
      label: sizes(inside('#calculator', '[part~=label]')),
      select: sizes(inside('#calculator', 'select')),
      link: sizes(inside('#calculator', 'a[part~=button]')),
      button: sizes(inside('#payment', 'button[part~=button-primary]')),
      heading: sizes(inside('#calculator', 'h2')),
    };
  });
}

async function snap(page: Page, name: string) {
  if (screenshots) await page.screenshot({ path: `${screenshots}/${name}.png`, fullPage: true });
}

async function whenReady(page: Page) {
  await expect.poll(() => page.locator('#calculator').getByTestId('total').count(), { timeout: 10_000 }).toBe(1);
  await expect.poll(() => page.locator('#payment').getByRole('button', { name: 'Оплатить заказ' }).count()).toBe(1);
}

describe.skipIf(!hasChromium)('the widgets look the same on any page', () => {
  it('keeps the computed sizes of a plain page on a hostile one, at 375 and 1440 px', async () => {
    for (const width of [375, 1440]) {
      const plain = await openPage(pageHtml({ css: frameCss, body: widgetsBody }), { width });
      await whenReady(plain.page);
      const expected = await measure(plain.page);
      await snap(plain.page, `plain-${width}`);
      await plain.page.close();

      const hostile = await openPage(pageHtml({ css: `${hostileCss}${frameCss}`, body: widgetsBody }), { width });
      await whenReady(hostile.page);
      const measured = await measure(hostile.page);
      await snap(hostile.page, `hostile-${width}`);
      expect(measured).toEqual(expected);
      expect(measured.host).toEqual({ display: 'block', fontSize: '16px' });
      expect(measured.select.fontSize).toBe('14px');
      expect(measured.button.fontSize).toBe('14px');
      expect(hostile.errors).toEqual([]);
      await hostile.page.close();
    }
  });

  it('opens the picker in the top layer above a clipping container, keeps Tab inside, Escape closes', async () => {
    const { page, errors } = await openPage(
      pageHtml({ css: `${hostileCss}${frameCss}`, body: `<button id="opener">Открыть</button>${widgetsBody}` }),
      { width: 1440 },
    );
    await whenReady(page);
    await page.evaluate(() => {
      const opener = document.querySelector('#opener') as HTMLButtonElement;
      opener.addEventListener('click', () => document.querySelector('#picker')?.setAttribute('open', ''));
      opener.focus();
    });
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Выберите макеты для повторения' });
    await expect.poll(() => dialog.getByText('Макетов: 40').count()).toBe(1);
    const placement = await page.evaluate(() => {
      const root = document.querySelector('#picker')?.shadowRoot as ShadowRoot;
      const element = root.querySelector('dialog') as HTMLDialogElement;
      const panel = element.firstElementChild as HTMLElement;
      const box = panel.getBoundingClientRect();
      const hit = root.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      // Outside the panel the dialog's own box covers the page: the partner's opener is not reachable.
      const corner = document.elementFromPoint(2, 2);
      return {
        modal: element.matches(':modal'),
        hitInside: Boolean(hit && element.contains(hit)),
        panelHeight: box.height,
        corner: corner?.id ?? corner?.tagName,
      };
    });
    expect(placement.modal).toBe(true);
    expect(placement.hitInside).toBe(true);
    // Far taller than the 240 px container it would otherwise be clipped to.
    expect(placement.panelHeight).toBeGreaterThan(400);
    expect(placement.corner).toBe('picker');
    await snap(page, 'picker-hostile-1440');

    const focusInside = () =>
      page.evaluate(() => {
        const root = document.querySelector('#picker')?.shadowRoot as ShadowRoot;
        const active = root.activeElement;
        return Boolean(active && root.querySelector('dialog')?.contains(active));
      });
    for (let step = 0; step < 25; step += 1) {
      await page.keyboard.press('Tab');
      expect(await focusInside()).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    expect(await focusInside()).toBe(true);
    await page.setViewportSize({ width: 375, height: 800 });
    expect(await focusInside()).toBe(true);
    await snap(page, 'picker-hostile-375');
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    // Focus goes back once the dialog has closed, which a busy machine may show a frame later.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('opener');
    expect(errors).toEqual([]);
    await page.close();
  });

  it("shows the partner's accent colour, and the dark theme changes the surface", async () => {
    const themed = `
      #calculator, #payment { --s62-accent: rgb(200, 0, 100); --s62-radius: 4px }
      ${frameCss}`;
    for (const width of [375, 1440]) {
      const { page, errors } = await openPage(
        pageHtml({
          css: `${themed} body { background: rgb(10, 10, 10) }`,
          body: widgetsBody.replace('<s62-payment-card', '<s62-payment-card theme="dark"'),
        }),
        { width },
      );
      await whenReady(page);
      const colours = await page.evaluate(() => {
        const inside = (host: string, selector: string) =>
          getComputedStyle(document.querySelector(host)?.shadowRoot?.querySelector(selector) as Element);
        return {
          link: inside('#calculator', 'a[part~=button-primary]').backgroundColor,
          button: inside('#payment', 'button[part~=button-primary]').backgroundColor,
          lightCard: inside('#calculator', '[part~=card]').backgroundColor,
          darkCard: inside('#payment', '[part~=card]').backgroundColor,
          darkText: inside('#payment', '[part~=card]').color,
          cardRadius: inside('#calculator', '[part~=card]').borderTopLeftRadius,
          buttonRadius: inside('#calculator', 'a[part~=button-primary]').borderTopLeftRadius,
        };
      });
      expect(colours).toEqual({
        link: 'rgb(200, 0, 100)',
        button: 'rgb(200, 0, 100)',
        lightCard: 'rgb(255, 255, 255)',
        darkCard: 'rgb(17, 24, 39)',
        darkText: 'rgb(243, 244, 246)',
        cardRadius: '4px',
        buttonRadius: '2px',
      });
      await snap(page, `themed-dark-${width}`);
      expect(errors).toEqual([]);
      await page.close();
    }
  });

  it('offers «Повторить» after a failed load, logs one Russian line without a stack, and loads again', async () => {
    const pricesPath = '/api/stickers/calculators/sticker/lookups';
    // The three attempts of one load (1 s and 2 s apart) fail; the next load succeeds.
    const { page, errors, consoleErrors, calls } = await openPage(
      pageHtml({
        body: `<s62-sticker-calculator id="calculator" api-base="${exampleApiOrigin}"></s62-sticker-calculator>`,
      }),
      { failFirst: { [pricesPath]: 3 }, width: 375 },
    );
    const calculator = page.locator('#calculator');
    await expect
      .poll(() => calculator.getByRole('alert').textContent(), { timeout: 10_000 })
      .toBe('Не удалось загрузить данные о ценах');
    await snap(page, 'load-error-375');
    const widgetLines = consoleErrors.filter((line) => !line.startsWith('Failed to load resource'));
    expect(widgetLines).toEqual(['«Стикеры 62»: не удалось загрузить данные: сервер ответил 500']);
    await calculator.getByRole('button', { name: 'Повторить' }).click();
    await expect.poll(() => calculator.getByTestId('total').count()).toBe(1);
    expect(calls.filter((call) => call.includes(pricesPath))).toHaveLength(4);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('pins a top-layer contact button to the viewport corner even inside a transformed, clipping container', async () => {
    const { page, errors } = await openPage(
      pageHtml({
        css: `${hostileCss}${frameCss} .spacer { display: block; height: 300px }`,
        body: `<div class="spacer"></div>
          <div class="frame"><s62-contact-button id="pinned" position="top-layer"></s62-contact-button></div>
          <div class="frame"><s62-contact-button id="fixed"></s62-contact-button></div>
          <div class="frame"><s62-contact-button id="inline" position="inline"></s62-contact-button></div>`,
      }),
      { width: 1440 },
    );
    const place = (id: string) =>
      page.evaluate((host) => {
        const link = document.querySelector(`#${host}`)?.shadowRoot?.querySelector('a') as HTMLAnchorElement;
        const box = link.getBoundingClientRect();
        const root = link.getRootNode() as ShadowRoot;
        const hit = root.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        const frame = (document.querySelector(`#${host}`) as HTMLElement).parentElement?.getBoundingClientRect();
        return {
          right: Math.round(innerWidth - box.right),
          bottom: Math.round(innerHeight - box.bottom),
          hitsLink: Boolean(hit && link.contains(hit)),
          insideFrame: Boolean(frame && box.left >= frame.left && box.bottom <= frame.bottom && box.top >= frame.top),
          topLayer: link.matches(':popover-open'),
        };
      }, id);
    await expect.poll(async () => (await place('pinned')).topLayer).toBe(true);
    // 16 px from the viewport's corner, visible and clickable, though its container is transformed and clips.
    expect(await place('pinned')).toEqual({
      right: 16,
      bottom: 16,
      hitsLink: true,
      insideFrame: false,
      topLayer: true,
    });
    // The default stays what it was: fixed in the page's layers, so a transformed container holds it.
    expect(await place('fixed')).toMatchObject({ insideFrame: true, topLayer: false });
    expect(await place('inline')).toMatchObject({ insideFrame: true, topLayer: false });
    await snap(page, 'contact-button-transformed-1440');
    expect(errors).toEqual([]);
    await page.close();
  });
});
