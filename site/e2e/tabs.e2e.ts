import { routes } from '@stickers62/core/contract';
import { accessTokenStorageKey } from '@stickers62/core/stores';
import { loginTexts, navTexts } from '@stickers62/core/texts';
import { describe, expect, test } from 'vitest';
import { paths } from '../src/routes.ts';
import { randomVisitorAddress } from './support/accounts.ts';
import { getBrowser, shopUrl, signUp } from './support/index.ts';

/** 'Меню пользователя: {name}', whatever spacing the accessible-name computation gives. */
const userMenuName = (name: string) => new RegExp(`^${navTexts.userMenu}:\\s*${name}$`);

describe('tabs of one browser', () => {
  test('three tabs opened together with an expired access token all stay signed in', async () => {
    const { account } = await signUp();
    // One context is one browser profile: its tabs share the refresh cookie and localStorage.
    const context = await (await getBrowser()).newContext({
      baseURL: shopUrl(),
      locale: 'ru-RU',
      extraHTTPHeaders: { 'X-Forwarded-For': randomVisitorAddress() },
    });
    const first = await context.newPage();
    await first.goto(paths.login);
    await first.getByLabel(loginTexts.username).fill(account.username);
    await first.getByLabel(loginTexts.password).fill(account.password);
    await first.getByRole('button', { name: loginTexts.submitLogin, exact: true }).click();
    await first.getByRole('button', { name: userMenuName(account.username) }).waitFor();
    // The stored access token stops being accepted (the server refuses an expired one the same way).
    await first.evaluate((key) => localStorage.setItem(key, 'expired.access.token'), accessTokenStorageKey);
    await first.close();

    const refreshes: number[] = [];
    context.on('response', (response) => {
      if (new URL(response.url()).pathname === routes.refresh.path) refreshes.push(response.status());
    });
    const tabs = await Promise.all([0, 1, 2].map(() => context.newPage()));
    await Promise.all(tabs.map((tab) => tab.goto(paths.profile)));
    for (const tab of tabs) {
      await tab.getByRole('button', { name: userMenuName(account.username) }).waitFor();
      expect(new URL(tab.url()).pathname).toBe(paths.profile);
    }
    const stored = await Promise.all(
      tabs.map((tab) => tab.evaluate((key) => localStorage.getItem(key), accessTokenStorageKey)),
    );
    expect(new Set(stored).size).toBe(1);
    expect(stored[0]).not.toBe('expired.access.token');
    // One refresh for the browser (Web Locks): the other tabs took the token it stored.
    expect(refreshes).toEqual([200]);
    await context.close();
  });
});
