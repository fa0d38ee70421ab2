import { describe, expect, test } from 'vitest';
import { aboutTexts } from '../src/texts/index.ts';
import { newPage, screenshot, signUp } from './support/index.ts';

const widths = [375, 1440] as const;

describe('public screens at phone and desktop widths', () => {
  for (const [name, path, heading] of [
    ['home', '/', 'Стикеры 62'],
    ['stickers', '/stickers', 'Стикеры на заказ'],
    ['acryl', '/acryl', 'Изделия из акрила'],
    ['about', '/about', 'О нас'],
    ['login', '/login', 'Вход в систему'],
  ] as const) {
    test(`${name} renders`, async () => {
      const page = await newPage();
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await page.waitForLoadState('networkidle');
      for (const width of widths) await screenshot(page, name, width);
      expect(await page.title()).toContain('Стикеры 62');
      await page.context().close();
    });
  }
});

test('the About documents open as dialogs and close with Закрыть', async () => {
  const page = await newPage();
  await page.goto('/about');
  for (const [button, title] of [
    [aboutTexts.offerButton, aboutTexts.offerTitle],
    [aboutTexts.policyButton, aboutTexts.policyTitle],
  ] as const) {
    await page.getByRole('button', { name: button }).click();
    const dialog = page.getByRole('dialog', { name: title });
    await dialog.waitFor();
    if (button === aboutTexts.offerButton) for (const width of widths) await screenshot(page, 'about-offer', width);
    await dialog.getByRole('button', { name: aboutTexts.close }).last().click();
    await dialog.waitFor({ state: 'detached' });
  }
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
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await page.waitForLoadState('networkidle');
      for (const width of widths) await screenshot(page, name, width);
    }
    await page.context().close();
  });
});
