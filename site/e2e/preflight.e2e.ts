import { getOrder, loadStickerPrices, saveStickerItem } from '@stickers62/core/api';
import { formatRubles } from '@stickers62/core/format';
import { roundToKopecks, stickerUnitPrice } from '@stickers62/core/pricing';
import { stickerFormValues } from '@stickers62/core/stores';
import {
  adminFormTexts,
  fileTexts,
  instructionTexts,
  itemTexts,
  orderScreenTexts,
  preflightTexts,
  preflightViewTexts,
  quantityTexts,
  sheetFitTexts,
  sheetFitViewTexts,
} from '@stickers62/core/texts';
import { stickerItemBody } from '@stickers62/testkit/fixtures';
import { layoutPng } from '@stickers62/testkit/png';
import type { Locator, Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { apiAs, expectNoSidewaysScroll, newPage, screenshot, signUp, widths } from './support/index.ts';

async function openCart(page: Page) {
  await page.goto('/cart');
  await page.getByRole('checkbox', { name: instructionTexts.dontShowAgain }).check();
  await page.getByRole('button', { name: instructionTexts.understood }).click();
}

function cardOf(page: Page, itemName: string): Locator {
  return page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: itemName, exact: true }) });
}

/** The lines under the sheet picture, as shown. */
async function sheetLines(section: Locator): Promise<string[]> {
  return (await section.locator('p').allTextContents()).map((line) => line.replace(/\s/g, ' '));
}

const asShown = (line: string) => line.replace(/\s/g, ' ');

test('the sheet picture and the price per sticker follow the sticker size as it is typed', async () => {
  const customer = await signUp();
  const item = stickerItemBody({ name: 'Раскладка', count: 20, width: 210, height: 297 });
  await saveStickerItem(customer.api, '0', item);
  // The price of one A4 sheet as the item form computes it: the order's only item, 20 sheets.
  const prices = await loadStickerPrices(customer.api);
  const pricePerSheet = stickerUnitPrice(item, item.count, prices.value);
  expect(pricePerSheet).not.toBeNull();
  const perSticker = (count: number) =>
    asShown(sheetFitTexts.pricePerSticker(formatRubles(roundToKopecks((pricePerSheet ?? 0) / count))));

  for (const width of widths) {
    const page = await newPage({ token: customer.token, width });
    await openCart(page);
    await cardOf(page, 'Раскладка').getByRole('button', { name: itemTexts.edit }).click();
    const form = page.getByRole('dialog', { name: itemTexts.editTitle });
    const section = form.getByRole('group', { name: sheetFitViewTexts.title });
    await section.getByLabel(sheetFitViewTexts.stickerWidth).fill('50');
    await section.getByLabel(sheetFitViewTexts.stickerHeight).fill('50');
    // A4 less 5 mm margins with 3 mm between stickers: 3 × 5 of 50 mm.
    await expect
      .poll(() => sheetLines(section))
      .toEqual(
        [sheetFitTexts.perSheet(15, 3, 5), asShown(sheetFitTexts.totalStickers(300)), perSticker(15)].map(asShown),
      );
    const picture = section.locator('svg');
    // The plain sheet draws the sheet and one box per sticker; the film's picture, loaded on demand, draws more.
    expect(await picture.locator('rect').count()).toBeGreaterThanOrEqual(1 + 15);
    await section.scrollIntoViewIfNeeded();
    await screenshot(page, 'preflight-item-form-sheet', width);
    await expectNoSidewaysScroll(page);

    // Typed smaller, more fit and each costs less.
    await section.getByLabel(sheetFitViewTexts.stickerWidth).fill('40');
    await section.getByLabel(sheetFitViewTexts.stickerHeight).fill('40');
    await expect.poll(() => sheetLines(section)).toContain(asShown(sheetFitTexts.perSheet(24, 4, 6)));
    expect(await sheetLines(section)).toContain(perSticker(24));
    expect(await picture.locator('rect').count()).toBeGreaterThanOrEqual(1 + 24);
    // More sheets, more stickers in all.
    await form.getByLabel(quantityTexts.stickerCountLabel, { exact: true }).fill('30');
    await expect.poll(() => sheetLines(section)).toContain(asShown(sheetFitTexts.totalStickers(720)));
    // A sheet too small for the sticker either way round says so, without a picture.
    await section.getByLabel(sheetFitViewTexts.stickerWidth).fill('70');
    await form.getByLabel(itemTexts.paperSize).selectOption('A8');
    await expect.poll(() => sheetLines(section)).toEqual([asShown(sheetFitTexts.tooLarge(70, 40, 52, 74))]);
    expect(await picture.count()).toBe(0);
    await page.context().close();
  }
});

/**
 * Needs the server to answer uploads and items with `preflight` (the server wiring lands
 * separately): a 300 px layout for a 100×100 mm sticker prints at 76 dpi, far below 150.
 */
test('a low-resolution layout: the red check and its advice in the upload dialog, on the card and for the manager', async () => {
  const customer = await signUp();
  await saveStickerItem(customer.api, '0', stickerItemBody({ name: 'Мелкий', width: 100, height: 100 }));
  const advice = preflightTexts.resolutionLow(76, 100, 100, 300, 1181, 1181);
  const layout = await layoutPng(300, 5);

  const page = await newPage({ token: customer.token, width: 1440 });
  await openCart(page);
  const card = cardOf(page, 'Мелкий');
  await card.getByRole('button', { name: fileTexts.upload }).click();
  const dialog = page.getByRole('dialog', { name: orderScreenTexts.uploadTitle('Мелкий') });
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: 'melkiy.png', mimeType: 'image/png', buffer: layout });
  const checks = dialog.getByRole('region', { name: preflightViewTexts.checksTitle });
  await checks.waitFor();
  await checks.getByText(preflightViewTexts.badge.red).waitFor();
  const red = checks.getByRole('listitem').filter({ hasText: preflightViewTexts.level.red });
  expect(await red.textContent()).toContain(advice);
  // An RGB PNG: the colour check asks for CMYK, as a remark, not a problem.
  await checks.getByRole('listitem').filter({ hasText: preflightTexts.colorRgb }).waitFor();
  for (const width of widths) {
    await screenshot(page, 'preflight-upload-checks', width);
    await expectNoSidewaysScroll(page);
  }
  await dialog.getByRole('button', { name: preflightViewTexts.done }).click();
  await dialog.waitFor({ state: 'detached' });

  // The card: the badge, which opens the same checks.
  await card.getByText(preflightViewTexts.badge.red).click();
  await card.getByText(advice).waitFor();
  for (const width of widths) {
    await screenshot(page, 'preflight-item-card', width);
    await expectNoSidewaysScroll(page);
  }
  const stored = await getOrder(customer.api, '0');
  expect(stored.orderItems[0]?.preflight?.level).toBe('red');
  expect(stickerFormValues(stored.orderItems[0] ?? null)).not.toHaveProperty('preflight');

  // The manager sees the same in the order dialog, per item.
  const admin = await apiAs('admin');
  const managerPage = await newPage({ token: admin.token, width: 1440 });
  await managerPage.goto(`/admin?order=${stored.id}`);
  const orderDialog = managerPage.getByRole('dialog', { name: adminFormTexts.orderTitle(stored.number) });
  await orderDialog.waitFor();
  await orderDialog.getByText(preflightViewTexts.badge.red).click();
  await orderDialog.getByText(advice).waitFor();
  await screenshot(managerPage, 'preflight-manager-dialog', 1440);
});

test('a saved sticker size stays with the item: its card shows the sheet numbers, and the form opens with it', async () => {
  const customer = await signUp();
  await saveStickerItem(
    customer.api,
    '0',
    stickerItemBody({ name: 'Сохранённая раскладка', count: 20, width: 210, height: 297 }),
  );
  const page = await newPage({ token: customer.token, width: 1440 });
  await openCart(page);
  const card = cardOf(page, 'Сохранённая раскладка');
  await card.getByRole('button', { name: itemTexts.edit }).click();
  const form = page.getByRole('dialog', { name: itemTexts.editTitle });
  const section = form.getByRole('group', { name: sheetFitViewTexts.title });
  await section.getByLabel(sheetFitViewTexts.stickerWidth).fill('50');
  await section.getByLabel(sheetFitViewTexts.stickerHeight).fill('50');
  await form.getByRole('button', { name: itemTexts.save, exact: true }).click();
  await form.waitFor({ state: 'detached' });

  const line = card.getByTestId('sheet-fit');
  await expect.poll(() => line.textContent()).toContain(asShown(sheetFitTexts.perSheet(15, 3, 5)).split(' (')[0]);
  expect(asShown((await line.textContent()) ?? '')).toContain(asShown(sheetFitTexts.totalStickers(300)));
  const stored = await getOrder(customer.api, '0');
  expect(stored.orderItems[0]).toMatchObject({ stickerWidth: 50, stickerHeight: 50 });
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, 'sheet-fit-item-card', width);
    await expectNoSidewaysScroll(page);
  }

  await card.getByRole('button', { name: itemTexts.edit }).click();
  const reopened = page.getByRole('dialog', { name: itemTexts.editTitle });
  expect(await reopened.getByLabel(sheetFitViewTexts.stickerWidth).inputValue()).toBe('50');
  await page.context().close();
});
