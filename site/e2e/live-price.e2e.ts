import {
  calculatorTexts,
  itemTexts,
  largerThanA3Texts,
  priceOnRequestTexts,
  quantityTexts,
} from '@stickers62/core/texts';
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { paths } from '../src/routes.ts';
import {
  dismissInstruction,
  expectNoSidewaysScroll,
  newPage,
  openStickerFormWithKittens,
  screenshot,
  signUp,
  widths,
} from './support/index.ts';

async function shoot(page: Page, name: string) {
  for (const width of widths) await screenshot(page, `live-price-${name}`, width);
  await page.setViewportSize({ width: 1440, height: 900 });
}

test('calculators quote only what can be ordered: the minimum-run reason, the acrylic defaults', async () => {
  const page = await newPage();
  await page.goto(paths.stickers);
  const sheets = page.getByRole('spinbutton', { name: calculatorTexts.sheets });
  await sheets.waitFor();
  // The seeded films hold one the shop switched off (Крафт): the calculator leaves it out.
  const films = page.getByRole('combobox', { name: calculatorTexts.film }).locator('option');
  await expect
    .poll(async () => (await films.allTextContents()).sort())
    .toEqual(['Белая глянцевая', 'Белая матовая', 'Голографическая', 'Прозрачная']);
  expect(await page.getByTestId('price-per-sheet').textContent()).toMatch(/₽/);
  await sheets.fill('5');
  await expect.poll(() => page.getByTestId('price-per-sheet').textContent()).toBe(calculatorTexts.minimumRun);
  expect(await page.getByTestId('total').textContent()).toBe('-');
  expect(await page.getByTestId('no-price-action').textContent()).toBe('Добавьте ещё 5 листов — тогда появится цена.');
  expect(await page.getByText(calculatorTexts.noPrice).count()).toBe(0);
  await page.getByTestId('price-per-sheet').scrollIntoViewIfNeeded();
  await shoot(page, 'sticker-calculator-minimum');
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoSidewaysScroll(page);
  await page.setViewportSize({ width: 1440, height: 900 });

  await page.goto(paths.acryl);
  const count = page.getByRole('combobox', { name: calculatorTexts.count });
  await count.waitFor();
  expect(await count.inputValue()).toBe('5');
  expect(await page.getByRole('combobox', { name: calculatorTexts.width }).inputValue()).toBe('20');
  expect(await page.getByRole('combobox', { name: calculatorTexts.height }).inputValue()).toBe('20');
  expect(await count.locator('option').allTextContents()).toEqual(['1', '5', '10', '25', '50', '100']);
  const sizes = await page.getByRole('combobox', { name: calculatorTexts.width }).locator('option').allTextContents();
  expect(sizes.slice(0, 11)).toEqual(['20', '30', '40', '50', '60', '70', '80', '90', '100', '110', '120']);
  expect(await page.getByTestId('price-per-piece').textContent()).toMatch(/₽/);
  await shoot(page, 'acryl-calculator-defaults');
  await page.close();
});

test('the item form prices the item as it is typed; an over-A3 item is priced on request everywhere', async () => {
  const customer = await signUp();
  const page = await newPage({ token: customer.token });
  await page.goto(paths.cart);
  await dismissInstruction(page);

  const form = await openStickerFormWithKittens(page);
  const live = form.getByTestId('live-quote');
  const count = form.getByLabel(quantityTexts.stickerCountLabel);
  // Below the first tier (10 sheets): the reason, and what is missing.
  await count.fill('4');
  await expect.poll(() => live.getByTestId('no-price-reason').textContent()).toBe('Минимальный тираж: 10 листов');
  // 12 sheets of A4 at the seeded 205 ₽ (Белая глянцевая 160 + contour 45); 38 more reach the 50-sheet tier.
  await count.fill('12');
  await expect.poll(() => live.getByTestId('live-cost').textContent()).toBe('2\u00a0460,00\u00a0₽');
  expect(await live.getByTestId('next-tier').textContent()).toBe(
    'Ещё 38 листов в заказе — и лист будет стоить 174,50\u00a0₽',
  );
  expect(await live.getByTestId('live-order-total').textContent()).toBe('2\u00a0460,00\u00a0₽');
  await shoot(page, 'item-form-live');

  // Larger than A3: why, and «цена по запросу» instead of a bare zero.
  await form.getByLabel(itemTexts.paperSize).selectOption('Other');
  await form.getByLabel(itemTexts.width).fill('400');
  await form.getByLabel(itemTexts.height).fill('500');
  await expect.poll(() => live.getByTestId('no-price-reason').textContent()).toBe(largerThanA3Texts.title);
  await live.getByText(priceOnRequestTexts.onRequest, { exact: true }).waitFor();
  expect(await live.getByTestId('live-order-total').textContent()).toBe('0,00\u00a0₽');
  await live.getByText(priceOnRequestTexts.totalWithUnpriced(1)).waitFor();
  await shoot(page, 'item-form-over-a3');
  await form.getByRole('button', { name: itemTexts.save }).click();
  await form.waitFor({ state: 'detached' });

  // The card and the order total say the same.
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Котики', exact: true }) });
  expect(await card.getByTestId('item-cost').textContent()).toBe(priceOnRequestTexts.onRequest);
  expect(await card.getByTestId('item-no-price').textContent()).toContain(largerThanA3Texts.title);
  await card.getByText(quantityTexts.sheets(12)).waitFor();
  expect(await page.getByTestId('order-sum-unpriced').textContent()).toBe(priceOnRequestTexts.totalWithUnpriced(1));
  await shoot(page, 'card-over-a3');
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoSidewaysScroll(page);
  await page.close();
});
