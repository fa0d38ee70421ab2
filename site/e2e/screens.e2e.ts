import { describe, expect, test } from 'vitest';
import {
  eachAboutDocument,
  newPage,
  openPublicPage,
  publicPages,
  screenshot,
  signUp,
  widths,
} from './support/index.ts';

describe('public screens at phone and desktop widths', () => {
  for (const [name, path, heading] of publicPages) {
    test(`${name} renders`, async () => {
      const page = await newPage();
      await openPublicPage(page, path, heading);
      await page.waitForLoadState('networkidle');
      for (const width of widths) await screenshot(page, name, width);
      expect(await page.title()).toContain('Стикеры 62');
      await page.context().close();
    });
  }
});

test('the About documents open as dialogs and close with Закрыть', async () => {
  const page = await newPage();
  await eachAboutDocument(page, async (name) => {
    if (name === 'about-offer') for (const width of widths) await screenshot(page, name, width);
  });
  await page.context().close();
});

describe('signed-in screens at phone and desktop widths', () => {
  test('orders, profile and completed render for a new customer', async () => {
    const customer = await signUp();
    const page = await newPage({ token: customer.token });
    for (const [name, path, heading] of [
      ['orders', '/orders', 'Мои заказы'],
      ['profile', '/profile', 'Настройки профиля'],
      ['completed', '/completed', 'Заказ отправлен!'],
    ] as const) {
      await openPublicPage(page, path, heading);
      await page.waitForLoadState('networkidle');
      for (const width of widths) await screenshot(page, name, width);
    }
    await page.context().close();
  });
});
