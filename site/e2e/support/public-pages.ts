import type { Page } from 'playwright-core';
import { aboutTexts } from '../../src/texts/index.ts';

/** The shop's public pages a visitor reads: a name for screenshots, the path and its main heading. */
export const publicPages = [
  ['home', '/', 'Стикеры 62'],
  ['stickers', '/stickers', 'Стикеры на заказ'],
  ['acryl', '/acryl', 'Изделия из акрила'],
  ['about', '/about', 'О нас'],
  ['login', '/login', 'Вход в систему'],
] as const;

/** Goes to a public page and waits for its main heading. */
export async function openPublicPage(page: Page, path: string, heading: string): Promise<void> {
  await page.goto(path);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
}

/**
 * Opens each document of the About page (the offer, the privacy policy) as its dialog, runs
 * `whileOpen` with a name for its screenshots while it is open, then closes it with «Закрыть».
 */
export async function eachAboutDocument(
  page: Page,
  whileOpen: (name: 'about-offer' | 'about-policy') => Promise<void>,
): Promise<void> {
  await page.goto('/about');
  for (const [button, title, name] of [
    [aboutTexts.offerButton, aboutTexts.offerTitle, 'about-offer'],
    [aboutTexts.policyButton, aboutTexts.policyTitle, 'about-policy'],
  ] as const) {
    await page.getByRole('button', { name: button }).click();
    const dialog = page.getByRole('dialog', { name: title });
    await dialog.waitFor();
    await whileOpen(name);
    await dialog.getByRole('button', { name: aboutTexts.close }).last().click();
    await dialog.waitFor({ state: 'detached' });
  }
}
