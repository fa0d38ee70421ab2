import { returnPathOf } from '@stickers62/core/rules';
import { historyTexts, loginTexts, paymentTexts } from '@stickers62/core/texts';
import { describe, expect, test } from 'vitest';
import { paths } from '../src/routes.ts';
import { apiAs, newPage, seedOrder, uniqueAccount } from './support/index.ts';

/** Issue 30, item 3: phones reload tabs often, and a new buyer should not type the name twice. */
describe('sessions that survive a phone', () => {
  test('an access-key session reloaded five times stays signed in, its token never stored', async () => {
    const admin = await apiAs('admin');
    const created = await seedOrder(admin.api, 'Клиент с телефона', { stickers: 1, acryl: 0, payed: false });
    const page = await newPage({ width: 375 });
    await page.goto(`/?access_key=${encodeURIComponent(created.accessKey)}`);
    await page.waitForURL((url) => url.pathname === paths.dashboard);
    await page.getByText(paymentTexts.temporaryBanner).waitFor();

    for (let reload = 1; reload <= 5; reload++) {
      await page.reload();
      expect(new URL(page.url()).pathname, `reload ${reload}`).toBe(paths.dashboard);
      await page.getByRole('heading', { level: 1, name: historyTexts.title }).waitFor();
      await page.getByText(paymentTexts.temporaryBanner).waitFor();
      expect(await page.evaluate(() => localStorage.getItem('accessToken')), 'the token is never stored').toBeNull();
    }
    expect(new URL(page.url()).pathname).toBe(paths.dashboard);
    await page.context().close();
  });

  test('sign-up → sign-in keeps the new username and ?next=, so only the password is typed again', async () => {
    const page = await newPage({ width: 375 });
    await page.goto(`${paths.login}?mode=register&next=${encodeURIComponent(paths.cart)}`);
    await page.getByRole('heading', { level: 1, name: loginTexts.registerTitle }).waitFor();
    const account = uniqueAccount('phone');
    await page.getByLabel(loginTexts.username).fill(account.username);
    await page.getByLabel(loginTexts.password).fill(account.password);
    await page.getByRole('button', { name: loginTexts.submitRegister }).click();

    await page.getByText(loginTexts.registered).waitFor();
    await page.getByRole('heading', { level: 1, name: loginTexts.title }).waitFor();
    expect(await page.getByLabel(loginTexts.username).inputValue()).toBe(account.username);
    expect(returnPathOf(new URL(page.url()).search)).toBe(paths.cart);
    await page.getByLabel(loginTexts.password).fill(account.password);
    await page.getByRole('button', { name: loginTexts.submitLogin, exact: true }).click();
    await page.waitForURL((url) => url.pathname === paths.cart);
    await page.context().close();
  });
});
