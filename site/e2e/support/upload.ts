import { fileTexts, navTexts, orderScreenTexts, orderTexts, preflightViewTexts } from '@stickers62/core/texts';
import { layoutPng } from '@stickers62/testkit/png';
import type { Locator, Page } from 'playwright-core';

/**
 * Waits until an upload dialog stored its file and is gone. A file the server checked keeps
 * the dialog open with its checks (beyond the spec): then «Готово» closes it. A file without
 * checks (a general acryl file, or a server without preflight) closes the dialog by itself.
 */
export async function finishUpload(page: Page, dialog: Locator): Promise<void> {
  await page.getByText(fileTexts.uploaded).waitFor();
  // Whichever comes first: the checks' «Готово» (then close with it) or the dialog closing itself.
  const done = dialog.getByRole('button', { name: preflightViewTexts.done });
  const outcome = await Promise.race([
    // The loser keeps waiting until its own timeout: its failure then means nothing.
    done.waitFor({ state: 'visible' }).then(
      () => 'checks' as const,
      () => 'closed' as const,
    ),
    dialog.waitFor({ state: 'detached' }).then(
      () => 'closed' as const,
      () => 'checks' as const,
    ),
  ]);
  if (outcome === 'checks') await done.click();
  await dialog.waitFor({ state: 'detached' });
}

/**
 * On the cart: the item's card takes a layout (a generated 600 px PNG) through its upload dialog,
 * then «Отправить заказ в обработку» is confirmed; resolves on the checkout's address.
 */
export async function uploadLayoutAndSend(page: Page, itemName: string, fileName: string): Promise<void> {
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: itemName, exact: true }) });
  await card.getByRole('button', { name: fileTexts.upload }).click();
  const upload = page.getByRole('dialog', { name: orderScreenTexts.uploadTitle(itemName) });
  await upload
    .locator('input[type="file"]')
    .setInputFiles({ name: fileName, mimeType: 'image/png', buffer: await layoutPng(600, 3) });
  await finishUpload(page, upload);
  await card.getByText('Макет загружен').waitFor();
  await page.getByRole('button', { name: orderTexts.send }).click();
  const confirm = page.getByRole('dialog', { name: orderTexts.sendConfirmTitle });
  await confirm.getByRole('button', { name: navTexts.yes }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/confirm-order/'));
}
