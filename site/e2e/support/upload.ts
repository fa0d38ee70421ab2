import { fileTexts, preflightViewTexts } from '@stickers62/core/texts';
import type { Locator, Page } from 'playwright-core';

/**
 * Waits until an upload dialog stored its file and is gone. A file the server checked keeps
 * the dialog open with its checks (beyond the spec): then «Готово» closes it. A file without
 * checks (a general acryl file, or a server without preflight) closes the dialog by itself.
 */
export async function finishUpload(page: Page, dialog: Locator): Promise<void> {
  await page.getByText(fileTexts.uploaded).waitFor();
  // The answer's checks render with the notice, in the same update.
  const done = dialog.getByRole('button', { name: preflightViewTexts.done });
  if (await done.count()) await done.click();
  await dialog.waitFor({ state: 'detached' });
}
