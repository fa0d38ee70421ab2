import { instructionTexts, itemTexts, orderScreenTexts, orderTexts } from '@stickers62/core/texts';
import type { Locator, Page } from 'playwright-core';

/** Closes the instruction the order screen opens with, for good («больше не показывать»). */
export async function dismissInstruction(page: Page): Promise<void> {
  const instruction = page.getByRole('dialog', { name: instructionTexts.title });
  await instruction.waitFor();
  await instruction.getByRole('checkbox', { name: instructionTexts.dontShowAgain }).check();
  await instruction.getByRole('button', { name: instructionTexts.understood }).click();
}

/**
 * Opens a new sticker item's form from the order screen's menu and fills in the seeded
 * «Котики»: contour cut, white gloss film, no lamination, A4 (205 ₽ a sheet at the first tier).
 */
export async function openStickerFormWithKittens(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: orderScreenTexts.menu, exact: true }).click();
  await page.getByRole('button', { name: orderTexts.addItem, exact: true }).click();
  const form = page.getByRole('dialog', { name: itemTexts.newStickerTitle });
  await form.getByLabel(itemTexts.name).fill('Котики');
  await form.getByLabel(itemTexts.cuttingType).selectOption({ label: 'Контурная' });
  await form.getByLabel(itemTexts.filmType).selectOption({ label: 'Белая глянцевая' });
  await form.getByLabel(itemTexts.laminationType).selectOption({ label: 'Без ламинации' });
  await form.getByLabel(itemTexts.paperSize).selectOption('A4');
  return form;
}
