import { newPasswordRuleText, returnPathOf } from '@stickers62/core/rules';
import {
  authServerTexts,
  instructionTexts,
  loginStatusTexts,
  loginTexts,
  navTexts,
  orderTexts,
  shellTexts,
} from '@stickers62/core/texts';
import { describe, expect, test } from 'vitest';
import { paths } from '../src/routes.ts';
import { landingTexts } from '../src/texts/index.ts';
import { e2eAdmin, newPage, screenshot, signIn, uniqueAccount, widths } from './support/index.ts';

/** 'Корзина, позиций: N', whatever spacing the accessible-name computation puts between the parts. */
const cartLinkName = new RegExp(`^${navTexts.cart}\\s*${shellTexts.cartCountLead.trim()}`);

describe('a purchase started as a guest', () => {
  test('«Загрузить макет» → sign-up refused with the reason → sign-up → sign-in → back at the cart', async () => {
    const page = await newPage();
    await page.goto(paths.home);
    await page.getByRole('link', { name: landingTexts.uploadLayout }).first().click();
    await page.waitForURL((url) => url.pathname === paths.login);
    expect(returnPathOf(new URL(page.url()).search)).toBe(paths.cart);

    await page.getByRole('button', { name: loginTexts.toRegister }).first().click();
    await page.getByRole('heading', { level: 1, name: loginTexts.registerTitle }).waitFor();
    // The rule is in view before the first try.
    const rule = page.getByText(newPasswordRuleText());
    await rule.waitFor();

    const account = uniqueAccount('return');
    await page.getByLabel(loginTexts.username).fill(account.username);
    await page.getByLabel(loginTexts.password).fill('short');
    await page.getByRole('button', { name: loginTexts.submitRegister }).click();
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toBe(
      `${loginStatusTexts.registrationFailed(400)}: ${authServerTexts.passwordTooShort}`,
    );
    expect(await rule.isVisible()).toBe(true);
    for (const width of widths) await screenshot(page, 'sign-up-refused', width);
    await page.setViewportSize({ width: 1440, height: 900 });

    await page.getByLabel(loginTexts.password).fill(account.password);
    await page.getByRole('button', { name: loginTexts.submitRegister }).click();
    await page.getByText(loginTexts.registered).waitFor();
    await page.getByRole('button', { name: loginTexts.submitLogin, exact: true }).click();
    await page.waitForURL((url) => url.pathname === paths.cart);

    const instruction = page.getByRole('dialog', { name: instructionTexts.title });
    await instruction.getByRole('button', { name: instructionTexts.understood }).click();
    await page.getByRole('tab', { name: orderTexts.stickersTab(0) }).waitFor();
    await page.getByRole('tab', { name: orderTexts.acrylTab(0) }).waitFor();
  });

  test('a plain sign-in still goes home', async () => {
    const page = await newPage();
    await page.goto(paths.login);
    await page.getByLabel(loginTexts.username).fill(e2eAdmin.username);
    await page.getByLabel(loginTexts.password).fill(e2eAdmin.password);
    await page.getByRole('button', { name: loginTexts.submitLogin, exact: true }).click();
    await page.waitForURL((url) => url.pathname === paths.home);
  });

  test("a manager's header leads to the order list and has no cart", async () => {
    const { token } = await signIn(e2eAdmin);
    const page = await newPage({ token });
    await page.goto(paths.admin);
    const banner = page.getByRole('banner').first();
    await banner.getByRole('link', { name: navTexts.staffOrders }).first().waitFor();
    expect(await banner.getByRole('link', { name: navTexts.myOrders }).count()).toBe(0);
    expect(await banner.getByRole('link', { name: cartLinkName }).count()).toBe(0);
    await screenshot(page, 'staff-header', 1440);
    // Below 768 px the link folds behind 'Меню'.
    await page.setViewportSize({ width: 375, height: 900 });
    await banner.getByRole('button', { name: shellTexts.menu, exact: true }).click();
    await banner.getByRole('navigation').getByRole('link', { name: navTexts.staffOrders }).waitFor();
    await screenshot(page, 'staff-header', 375);
  });
});
