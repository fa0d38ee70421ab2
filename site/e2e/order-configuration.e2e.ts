import { mkdir } from 'node:fs/promises';
import { encodeOrderConfiguration, returnPathOf } from '@stickers62/core/rules';
import {
  calculatorTexts,
  checkoutTexts,
  loginTexts,
  orderConfigurationTexts,
  orderTexts,
} from '@stickers62/core/texts';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../src/routes.ts';
import { randomVisitorAddress } from './support/accounts.ts';
import {
  calculatorTotal,
  dismissInstruction,
  getBrowser,
  newPage,
  type PartnerSite,
  screenshot,
  shopUrl,
  signUp,
  startPartnerSite,
  uniqueAccount,
  uploadLayoutAndSend,
  widths,
} from './support/index.ts';

/**
 * «Заказать» carries the calculator's configuration to the cart, through a sign-up on the way:
 * on the shop's /stickers, and from the element and the iframe on a partner's page of another
 * origin (`localhost` and another port, where the shop is `127.0.0.1`), whose tab stays.
 */
const shop = shopUrl();
const screenshotDir = '/tmp/order-configuration/';
let partner: PartnerSite;

beforeAll(async () => {
  partner = await startPartnerSite();
  await mkdir(screenshotDir, { recursive: true });
});
afterAll(() => partner.close());

/** On the login page the cart's address with `add` came along: registers a new buyer and signs in. */
async function signUpOnTheWay(page: Page, name: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === paths.login);
  const next = returnPathOf(new URL(page.url()).search);
  expect(next).toMatch(/^\/cart\?add=[\w-]+$/);
  await page.getByRole('button', { name: loginTexts.toRegister }).first().click();
  const account = uniqueAccount(name);
  await page.getByLabel(loginTexts.username).fill(account.username);
  await page.getByLabel(loginTexts.password).fill(account.password);
  await page.getByRole('button', { name: loginTexts.submitRegister }).click();
  await page.getByText(loginTexts.registered).waitFor();
  await page.getByRole('button', { name: loginTexts.submitLogin, exact: true }).click();
  await page.waitForURL((url) => url.pathname === paths.cart);
}

/** The cart holds the configured item: «Макет 1», A5, 50 sheets, priced by the server, with the notice. */
async function expectConfiguredItem(page: Page): Promise<void> {
  await dismissInstruction(page);
  await page.getByRole('status').filter({ hasText: orderConfigurationTexts.added }).waitFor();
  await page.getByRole('tab', { name: orderTexts.stickersTab(1) }).waitFor();
  await page.getByRole('heading', { name: 'Макет 1' }).waitFor();
  const cost = (await page.getByTestId('item-cost').first().textContent()) ?? '';
  expect(Number(cost.replace(/[^\d,]/g, '').replace(',', '.'))).toBeGreaterThan(0);
  // The address lost `add`: a reload adds nothing more.
  expect(new URL(page.url()).search).toBe('');
}

/** The configured item takes its layout and the order is sent: the buyer reaches the checkout. */
async function uploadAndSend(page: Page): Promise<void> {
  await uploadLayoutAndSend(page, 'Макет 1', 'maket.png');
  await page.getByRole('list', { name: checkoutTexts.summaryItems }).getByText('Макет 1', { exact: true }).waitFor();
}

describe('«Заказать» carries the configuration to the cart', () => {
  it.each(widths)('on /stickers: Контурная, A5, 50 sheets → sign-up → the item in the cart (%i px)', async (width) => {
    const page = await newPage({ width });
    await page.goto(paths.stickers);
    await page.getByRole('combobox', { name: calculatorTexts.cutting }).selectOption({ label: 'Контурная' });
    await page.getByRole('combobox', { name: calculatorTexts.format }).selectOption('A5');
    await page.getByRole('spinbutton', { name: new RegExp(calculatorTexts.sheets) }).fill('50');
    await expect.poll(() => calculatorTotal(page, 'body')).toBeGreaterThan(0);
    await page.getByRole('link', { name: calculatorTexts.order }).click();
    await signUpOnTheWay(page, 'configured');
    await expectConfiguredItem(page);
    expect(await page.getByText('Контурная').count()).toBeGreaterThan(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
    await screenshot(page, 'configured-item', width);
    await page.reload();
    await page.getByRole('tab', { name: orderTexts.stickersTab(1) }).waitFor();
    await uploadAndSend(page);
    await screenshot(page, 'configured-item-sent', width);
    await page.close();
  });

  it('drops an unknown or tampered configuration with a Russian note and adds nothing', async () => {
    const { token } = await signUp();
    const page = await newPage({ token, width: 375 });
    const unknownFilm = encodeOrderConfiguration({
      kind: 'stickers',
      cuttingType: 'Contour',
      laminationType: 'None',
      filmType: 'Золотая',
      format: 'A5',
      sheets: 50,
    });
    await page.goto(`${paths.cart}?add=${unknownFilm}`);
    await dismissInstruction(page);
    await page.getByRole('alert').filter({ hasText: orderConfigurationTexts.dropped }).waitFor();
    await page.getByRole('tab', { name: orderTexts.stickersTab(0) }).waitFor();
    await screenshot(page, 'configuration-dropped', 375);
    await page.close();
  });

  it.each(widths)('from the element on a partner’s page: a new tab, the partner’s tab stays (%i px)', async (width) => {
    const url = partner.page(
      `/element-${width}.html`,
      `<h1>Наклейки у партнёра</h1>
<script type="module" src="${shop}/elements/sticker-calculator.js"></script>
<s62-sticker-calculator></s62-sticker-calculator>
<script>
  window.orders = [];
  document.addEventListener('s62-order', (event) => window.orders.push(event.detail));
</script>`,
    );
    const context = await (await getBrowser()).newContext({ viewport: { width, height: 900 }, locale: 'ru-RU' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(url);
    const calculator = page.locator('s62-sticker-calculator');
    await expect.poll(() => calculatorTotal(page), { timeout: 45_000 }).toBeGreaterThan(0);
    await calculator.getByRole('combobox', { name: calculatorTexts.cutting }).selectOption({ label: 'Контурная' });
    await calculator.getByRole('combobox', { name: calculatorTexts.format }).selectOption('A5');
    await calculator.getByRole('spinbutton', { name: new RegExp(calculatorTexts.sheets) }).fill('50');
    // The shop's pages get a visitor address of their own (per-visitor sign-up limits); the
    // partner's page has made its cross-origin calls already.
    await context.setExtraHTTPHeaders({ 'X-Forwarded-For': randomVisitorAddress() });
    const [shopTab] = await Promise.all([
      context.waitForEvent('page'),
      calculator.getByRole('link', { name: calculatorTexts.order }).click(),
    ]);
    expect(page.url()).toBe(url);
    const orders = (await page.evaluate(() => (window as unknown as { orders: unknown[] }).orders)) as {
      configuration: unknown;
      url: string;
    }[];
    expect(orders).toHaveLength(1);
    expect(orders[0]?.configuration).toEqual({
      kind: 'stickers',
      cuttingType: 'Contour',
      laminationType: expect.any(String),
      filmType: expect.any(String),
      format: 'A5',
      sheets: 50,
    });
    expect(orders[0]?.url.startsWith(`${shop}/cart?add=`)).toBe(true);
    await signUpOnTheWay(shopTab, 'partner');
    await expectConfiguredItem(shopTab);
    await shopTab.screenshot({ path: `${screenshotDir}partner-shop-tab-${width}.png`, fullPage: true });
    await page.screenshot({ path: `${screenshotDir}partner-page-${width}.png`, fullPage: true });
    await uploadAndSend(shopTab);
    expect(page.url()).toBe(url);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('from the iframe on a partner’s page: a new tab, and the parent hears s62:order', async () => {
    const url = partner.page(
      '/frame.html',
      `<iframe src="${shop}/embed/sticker-calculator" title="Калькулятор" style="width: 100%; border: 0" height="900"></iframe>
<script>
  window.messages = [];
  addEventListener('message', (event) => {
    if (event.origin === '${shop}' && event.data?.type === 's62:order') window.messages.push(event.data.detail);
  });
</script>`,
    );
    const context = await (await getBrowser()).newContext({ viewport: { width: 1440, height: 1000 }, locale: 'ru-RU' });
    const page = await context.newPage();
    await page.goto(url);
    const frame = page.frameLocator('iframe');
    await frame.getByTestId('total').waitFor({ timeout: 45_000 });
    await frame.getByRole('combobox', { name: calculatorTexts.format }).selectOption('A5');
    const [shopTab] = await Promise.all([
      context.waitForEvent('page'),
      frame.getByRole('link', { name: calculatorTexts.order }).click(),
    ]);
    expect(page.url()).toBe(url);
    await shopTab.waitForURL((address) => address.pathname === paths.login);
    expect(returnPathOf(new URL(shopTab.url()).search)).toMatch(/^\/cart\?add=[\w-]+$/);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { messages: unknown[] }).messages.length))
      .toBe(1);
    await context.close();
  });
});
